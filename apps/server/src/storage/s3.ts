import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.ts";
import { assertKey, exactLength, FileMissingError, type FileStorage, isStorageKey } from "./storage.ts";

/** How long the readiness check waits for the bucket to answer. */
const CHECK_TIMEOUT_MS = 3_000;

/** A missing key, however the store says it (NoSuchKey on GET, a bare 404 on some stores). */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, one object per key. A PUT is atomic in S3: readers see the old
 * object or the whole new one, never a part.
 */
export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC trailers (aws-chunked uploads) are not understood by every
      // S3-compatible store; checksums are sent only where the API requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertKey(key);
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
    );
  }

  async putStream(key: string, stream: Readable, size: number): Promise<void> {
    assertKey(key);
    // A source that breaks off (or ends short) aborts the upload: the store then keeps nothing,
    // instead of waiting for the missing bytes.
    const body = exactLength(stream, size, key);
    const abort = new AbortController();
    let failure: Error | undefined;
    body.once("error", (error) => {
      failure = error;
      abort.abort(error);
    });
    try {
      await this.#client.send(
        new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentLength: size }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw failure ?? error;
    }
  }

  async #getObject(key: string) {
    assertKey(key);
    try {
      return await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    const object = await this.#getObject(key);
    if (!object.Body) throw new FileMissingError(key);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async getStream(key: string): Promise<{ stream: Readable; size: number }> {
    const object = await this.#getObject(key);
    const body = object.Body;
    if (!body) throw new FileMissingError(key);
    // In Node the body is an http.IncomingMessage, a Readable already.
    const stream = body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    return { stream, size: Number(object.ContentLength ?? 0) };
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    // S3 answers a delete of an absent key with success too.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    // A readiness probe must answer quickly, also when the store does not.
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }

  /** Closes the client's sockets (tests, command-line tools). */
  close(): void {
    this.#client.destroy();
  }
}

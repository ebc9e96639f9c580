import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.ts";
import { assertKey, exactLength, FileMissingError, type FileStorage, isStorageKey } from "./storage.ts";

/** How long the readiness check waits for the bucket to answer. */
const CHECK_TIMEOUT_MS = 3_000;

type S3Sdk = typeof import("@aws-sdk/client-s3");

/** A missing key, however the store says it (NoSuchKey on GET, a bare 404 on some stores). */
function isMissing(s3: S3Sdk, error: unknown): boolean {
  if (error instanceof s3.NoSuchKey) return true;
  return error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, one object per key. A PUT is atomic in S3: readers see the old
 * object or the whole new one, never a part.
 */
export class S3Storage implements FileStorage {
  readonly #settings: S3Settings;
  readonly #bucket: string;
  /** The SDK and its client, loaded at the first request: the SDK is large and start-up does not need it. */
  #sdk: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;

  constructor(settings: S3Settings) {
    this.#settings = settings;
    this.#bucket = settings.bucket;
  }

  #connect(): Promise<{ s3: S3Sdk; client: S3Client }> {
    this.#sdk ??= import("@aws-sdk/client-s3").then((s3) => ({ s3, client: this.#newClient(s3) }));
    return this.#sdk;
  }

  #newClient(s3: S3Sdk): S3Client {
    const settings = this.#settings;
    return new s3.S3Client({
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
    const { s3, client } = await this.#connect();
    await client.send(
      new s3.PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
    );
  }

  async putStream(key: string, stream: Readable, size: number): Promise<void> {
    assertKey(key);
    // A source that breaks off (or ends short) aborts the upload: the store then keeps nothing,
    // instead of waiting for the missing bytes.
    const { s3, client } = await this.#connect();
    const body = exactLength(stream, size, key);
    const abort = new AbortController();
    let failure: Error | undefined;
    body.once("error", (error) => {
      failure = error;
      abort.abort(error);
    });
    try {
      await client.send(
        new s3.PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentLength: size }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      throw failure ?? error;
    }
  }

  async #getObject(key: string) {
    assertKey(key);
    const { s3, client } = await this.#connect();
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (isMissing(s3, error)) throw new FileMissingError(key);
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
    const { s3, client } = await this.#connect();
    // S3 answers a delete of an absent key with success too.
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *keys(): AsyncIterable<string> {
    const { s3, client } = await this.#connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.#bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    const { s3, client } = await this.#connect();
    // A readiness probe must answer quickly, also when the store does not.
    await client.send(new s3.HeadBucketCommand({ Bucket: this.#bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  }

  /** Closes the client's sockets (tests, command-line tools). */
  close(): void {
    void this.#sdk?.then(({ client }) => client.destroy()).catch(() => {});
  }
}

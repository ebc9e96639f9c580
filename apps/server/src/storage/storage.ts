import { createHash, randomBytes } from "node:crypto";
import { type Readable, Transform } from "node:stream";

/** Where uploaded bytes live: a key-value store of blobs. Keys are random ids, never user file names. */
export interface FileStorage {
  /** Stores the bytes under a key; a reader never sees a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores a stream of known length under a key (large files such as data exports and migrations
   * never have to be held whole); like put, the key appears whole or not at all.
   */
  putStream(key: string, stream: Readable, size: number): Promise<void>;
  /** The bytes of a key; throws FileMissingError when there are none. */
  get(key: string): Promise<Buffer>;
  /** The bytes of a key as a stream with their length; throws FileMissingError when there are none. */
  getStream(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes a key; a key that is already gone is fine. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (storage migration, backups). */
  keys(): AsyncIterable<string>;
  /** Answers cheaply whether the storage can be reached (readiness); throws when it cannot. */
  check(): Promise<void>;
}

/** A key that names no stored file. */
export class FileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = "FileMissingError";
  }
}

const KEY_RE = /^[a-f0-9]{32}$/;

/** A new random storage key (128 bits, hex). */
export function newStorageKey(): string {
  return randomBytes(16).toString("hex");
}

/** Whether a name is a key this module could have made (listings skip anything else). */
export function isStorageKey(name: string): boolean {
  return KEY_RE.test(name);
}

/** Refuses anything but a key this module made: no path can be smuggled in. */
export function assertKey(key: string): void {
  if (!KEY_RE.test(key)) throw new Error("Invalid storage key");
}

/**
 * Passes a stream through and fails it when it ends before (or runs past) the announced length, so a
 * broken-off source never becomes a short file, and an S3 upload never waits for bytes that do not come.
 */
export function exactLength(stream: Readable, size: number, key: string): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new Error(`More than the announced ${size} bytes for ${key}`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`Expected ${size} bytes for ${key}, got ${seen}`));
    },
  });
  stream.once("error", (error) => counter.destroy(error));
  return stream.pipe(counter);
}

/**
 * Passes a stream through unchanged while taking its SHA-256 and length; `result()` answers them once
 * the stream has ended. (A Transform rather than a 'data' listener, so nothing flows before the
 * consumer reads.)
 */
export function checksummed(stream: Readable): {
  stream: Readable;
  result: () => { sha256: string; size: number };
} {
  const hash = createHash("sha256");
  let size = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  stream.once("error", (error) => through.destroy(error));
  let digest: string | undefined;
  return {
    stream: stream.pipe(through),
    result: () => {
      digest ??= hash.digest("hex");
      return { sha256: digest, size };
    },
  };
}

import { randomBytes } from "node:crypto";

/** Where uploaded bytes live: a key-value store of blobs. Keys are random ids, never user file names. */
export interface FileStorage {
  /** Stores the bytes under a key; a reader never sees a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key; throws FileMissingError when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes a key; a key that is already gone is fine. */
  delete(key: string): Promise<void>;
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

/** Refuses anything but a key this module made: no path can be smuggled in. */
export function assertKey(key: string): void {
  if (!KEY_RE.test(key)) throw new Error("Invalid storage key");
}

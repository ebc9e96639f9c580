import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, exactLength, FileMissingError, type FileStorage, isStorageKey } from "./storage.ts";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files on the local disk, spread over 256 folders by the key's first two characters. A file is written
 * to a temporary name in the same folder and renamed into place, so it appears whole or not at all.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  #path(key: string): string {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2), key);
  }

  /** Writes through a temporary file in the target's folder and renames it into place. */
  async #writeAtomically(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.#writeAtomically(key, (temp) =>
      writeFile(temp, bytes, { flag: "wx", mode: 0o600, flush: true }),
    );
  }

  async putStream(key: string, stream: Readable, size: number): Promise<void> {
    await this.#writeAtomically(key, async (temp) => {
      const file = createWriteStream(temp, { flags: "wx", mode: 0o600, flush: true });
      await pipeline(exactLength(stream, size, key), file);
    });
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if (missing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async getStream(key: string): Promise<{ stream: Readable; size: number }> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.#path(key), "r");
    } catch (error) {
      if (missing(error)) throw new FileMissingError(key);
      throw error;
    }
    // The size and the stream come from one open file: a delete in between cannot part them.
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    const folders = await readdir(this.root).catch((error) => {
      if (missing(error)) return [] as string[];
      throw error;
    });
    for (const folder of folders) {
      if (!/^[a-f0-9]{2}$/.test(folder)) continue;
      const names = await readdir(path.join(this.root, folder)).catch(() => [] as string[]);
      // Temporary files of a write in progress (or broken off) end in .tmp and are no keys.
      for (const name of names) if (isStorageKey(name) && name.startsWith(folder)) yield name;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await stat(this.root);
  }
}

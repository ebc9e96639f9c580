import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertKey, FileMissingError, type FileStorage } from "./storage.ts";

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

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, bytes, { flag: "wx", mode: 0o600, flush: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { checksummed, type FileStorage } from "../storage/storage.ts";

export type MigrationResult = {
  /** Copied and verified in this run. */
  copied: number;
  /** Already in the target with the same checksum (an earlier, interrupted run). */
  skipped: number;
  /** Keys whose copy could not be made or did not read back identical; the run should be repeated. */
  failed: Array<{ key: string; reason: string }>;
  /** Originals removed after their copy was verified (--delete-source). */
  deleted: number;
};

export type MigrationOptions = {
  deleteSource?: boolean;
  /** One line per file and failure (the command prints them). */
  log?: (line: string) => void;
};

/** The SHA-256 of a stream, read to its end. */
async function sha256(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function storedChecksum(storage: FileStorage, key: string): Promise<string> {
  return sha256((await storage.getStream(key)).stream);
}

/** Whether the target holds the key already (any error but a missing file counts as no). */
async function targetChecksum(storage: FileStorage, key: string): Promise<string | null> {
  try {
    return await storedChecksum(storage, key);
  } catch {
    return null;
  }
}

/**
 * Copies every file of one storage into another, one at a time, streaming: the source's checksum is
 * taken while its bytes pass into the target, and the copy is read back and compared. A key the target
 * already holds with the same checksum is skipped, so an interrupted run resumes where it stopped. A
 * copy that does not read back identical is removed again and reported; nothing is deleted from the
 * source unless asked, and then only after its copy was verified.
 */
export async function migrateStorage(
  from: FileStorage,
  to: FileStorage,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const log = options.log ?? (() => {});
  const result: MigrationResult = { copied: 0, skipped: 0, failed: [], deleted: 0 };
  for await (const key of from.keys()) {
    try {
      const existing = await targetChecksum(to, key);
      let checksum: string;
      if (existing !== null && existing === (await storedChecksum(from, key))) {
        checksum = existing;
        result.skipped++;
        log(`skipped ${key} (already there, same checksum)`);
      } else {
        const { stream, size } = await from.getStream(key);
        const counted = checksummed(stream);
        await to.putStream(key, counted.stream, size);
        checksum = counted.result().sha256;
        const copy = await storedChecksum(to, key);
        if (copy !== checksum) {
          await to.delete(key).catch(() => {});
          throw new Error(`checksum mismatch after copy (${checksum} != ${copy})`);
        }
        result.copied++;
        log(`copied ${key} (${size} bytes, sha256 ${checksum})`);
      }
      if (options.deleteSource) {
        await from.delete(key);
        result.deleted++;
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result.failed.push({ key, reason });
      log(`FAILED ${key}: ${reason}`);
    }
  }
  return result;
}

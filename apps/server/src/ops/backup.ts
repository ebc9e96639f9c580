import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import Sqlite from "better-sqlite3";
import { ZipFile } from "yazl";
import type { Config } from "../config.ts";
import { FileMissingError, type FileStorage } from "../storage/index.ts";
import { checksummed } from "../storage/storage.ts";
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEntry,
  type BackupManifest,
  FILES_PREFIX,
  MANIFEST_PATH,
  POSTGRES_ENTRY,
  SQLITE_ENTRY,
} from "./backup-format.ts";
import { runPostgresTool } from "./postgres-tools.ts";

export type BackupDeps = {
  config: Pick<Config, "database" | "dataDir" | "authSecret">;
  storage: FileStorage;
  log?: (line: string) => void;
};

/** Adds entries one after another, taking each one's size and SHA-256 as its bytes pass into the zip. */
class ArchiveWriter {
  readonly #zip = new ZipFile();
  readonly #done: Promise<void>;
  readonly entries: BackupEntry[] = [];

  constructor(file: string) {
    const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
    this.#zip.outputStream.pipe(out);
    this.#done = finished(out);
  }

  /** Already compressed or random-looking data (dumps, files) is stored as it is. */
  async add(entryPath: string, stream: Readable, compress = false): Promise<void> {
    const counted = checksummed(stream);
    this.#zip.addReadStream(counted.stream, entryPath, { compress, mode: 0o100600 });
    await finished(counted.stream);
    this.entries.push({ path: entryPath, ...counted.result() });
  }

  async finish(manifest: BackupManifest): Promise<void> {
    this.#zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_PATH);
    this.#zip.end();
    await this.#done;
  }
}

/** The database into a file: SQLite's online backup API, or pg_dump in its custom format. */
async function dumpDatabase(
  config: BackupDeps["config"],
  dir: string,
): Promise<{ file: string; entry: string }> {
  if (config.database.kind === "sqlite") {
    const file = path.join(dir, "app.sqlite");
    // A connection of its own: the backup API copies page by page while the app goes on writing.
    const source = new Sqlite(config.database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return { file, entry: SQLITE_ENTRY };
  }
  const file = path.join(dir, "postgres.dump");
  await runPostgresTool("pg_dump", config.database.url, [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${file}`,
  ]);
  return { file, entry: POSTGRES_ENTRY };
}

/**
 * Writes one archive with the database, every stored file and a manifest of checksums, while the app
 * runs. The archive appears under its name only when it is complete.
 */
export async function createBackup(deps: BackupDeps, out: string): Promise<BackupManifest> {
  const { config, storage } = deps;
  const log = deps.log ?? (() => {});
  if (existsSync(out)) throw new Error(`${out} exists already; choose a new file name`);
  const work = await mkdtemp(path.join(tmpdir(), "jah-backup-"));
  const partial = `${out}.part`;
  try {
    const dump = await dumpDatabase(config, work);
    log(`database dumped (${(await stat(dump.file)).size} bytes)`);
    const archive = new ArchiveWriter(partial);
    await archive.add(dump.entry, createReadStream(dump.file), config.database.kind === "sqlite");
    const secretFile = path.join(config.dataDir, "auth-secret");
    const secretInFolder =
      existsSync(secretFile) && readFileSync(secretFile, "utf8").trim() === config.authSecret;
    if (secretInFolder) await archive.add(AUTH_SECRET_ENTRY, createReadStream(secretFile));
    let files = 0;
    for await (const key of storage.keys()) {
      let stored: { stream: Readable };
      try {
        stored = await storage.getStream(key);
      } catch (error) {
        // Deleted since the listing (the app runs on): nothing to keep.
        if (error instanceof FileMissingError) continue;
        throw error;
      }
      await archive.add(`${FILES_PREFIX}${key}`, stored.stream);
      files++;
    }
    log(`${files} stored file${files === 1 ? "" : "s"} added`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: config.database.kind,
      auth_secret: secretInFolder ? "included" : "environment",
      entries: archive.entries,
    };
    await archive.finish(manifest);
    await rename(partial, out);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

import { createHash } from "node:crypto";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import yauzl from "yauzl";
import type { Config } from "../config.ts";
import { type FileStorage, isStorageKey } from "../storage/storage.ts";
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  FILES_PREFIX,
  MANIFEST_PATH,
  POSTGRES_ENTRY,
  SQLITE_ENTRY,
} from "./backup-format.ts";
import { postgresEnv, runPostgresTool } from "./postgres-tools.ts";

export type RestoreDeps = {
  config: Pick<Config, "database" | "dataDir" | "authSecret">;
  storage: FileStorage;
  log?: (line: string) => void;
};

export type RestoreResult = { database: "sqlite" | "postgres"; files: number; authSecret: boolean };

type Archive = { zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

async function openArchive(file: string): Promise<Archive> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: true });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return { zip, entries };
}

async function readManifest(archive: Archive): Promise<BackupManifest> {
  const entry = archive.entries.get(MANIFEST_PATH);
  if (!entry) throw new Error("Not a backup of this application: the archive has no manifest.json");
  const manifest = JSON.parse(await text(await archive.zip.openReadStreamPromise(entry))) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new Error(`Not a backup this version can restore (format ${manifest.format} ${manifest.version})`);
  }
  return manifest;
}

/** Reads every entry once and compares it with the manifest, before anything is written. */
async function verify(archive: Archive, manifest: BackupManifest): Promise<void> {
  const listed = new Set(manifest.entries.map((e) => e.path));
  for (const name of archive.entries.keys()) {
    if (name !== MANIFEST_PATH && !listed.has(name))
      throw new Error(`${name} is in the archive but not in its manifest`);
  }
  for (const expected of manifest.entries) {
    const entry = archive.entries.get(expected.path);
    if (!entry) throw new Error(`${expected.path} is missing from the archive`);
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of await archive.zip.openReadStreamPromise(entry)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const sha256 = hash.digest("hex");
    if (size !== expected.size || sha256 !== expected.sha256) {
      throw new Error(`${expected.path} is damaged: its checksum does not match the manifest`);
    }
  }
}

/** Refuses a target that holds anything: a restore never mixes with or overwrites existing data. */
async function assertEmptyTarget(deps: RestoreDeps): Promise<void> {
  const { database } = deps.config;
  if (database.kind === "sqlite") {
    if (existsSync(database.file) && statSync(database.file).size > 0) {
      throw new Error(`The database ${database.file} exists already; restore into an empty data folder`);
    }
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from information_schema.tables where table_schema = current_schema()",
      );
      if (Number(rows[0]?.n) > 0)
        throw new Error("The PostgreSQL database is not empty; restore into a new database");
    } finally {
      await client.end();
    }
  }
  for await (const _key of deps.storage.keys()) {
    throw new Error("The file storage is not empty; restore into an empty data folder or bucket");
  }
}

/**
 * Restores an archive of `npm run backup` into an empty database and file storage: the archive is
 * checked against its manifest first, then the database, the files and the generated secret are put
 * in place. The app must not run on the target meanwhile.
 */
export async function restoreBackup(deps: RestoreDeps, file: string): Promise<RestoreResult> {
  const { config, storage } = deps;
  const log = deps.log ?? (() => {});
  const archive = await openArchive(file);
  const work = await mkdtemp(path.join(tmpdir(), "jah-restore-"));
  try {
    const manifest = await readManifest(archive);
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `The backup holds a ${manifest.database} database, but DATABASE_URL names ${config.database.kind}`,
      );
    }
    await verify(archive, manifest);
    log(`archive verified: ${manifest.entries.length} entries from ${manifest.created_at}`);
    await assertEmptyTarget(deps);
    const open = (name: string) => {
      const entry = archive.entries.get(name);
      if (!entry) throw new Error(`${name} is missing from the archive`);
      return archive.zip.openReadStreamPromise(entry);
    };

    const { database } = config;
    if (database.kind === "sqlite") {
      await mkdir(path.dirname(database.file), { recursive: true });
      const partial = `${database.file}.restoring`;
      await pipeline(await open(SQLITE_ENTRY), createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, database.file);
    } else {
      const dump = path.join(work, "postgres.dump");
      await pipeline(await open(POSTGRES_ENTRY), createWriteStream(dump, { mode: 0o600 }));
      await runPostgresTool("pg_restore", database.url, [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        // The name alone: host, user and password reach pg_restore through its environment.
        `--dbname=${postgresEnv(database.url).PGDATABASE}`,
        dump,
      ]);
    }
    log("database restored");

    let files = 0;
    for (const entry of manifest.entries) {
      if (!entry.path.startsWith(FILES_PREFIX)) continue;
      const key = entry.path.slice(FILES_PREFIX.length);
      if (!isStorageKey(key)) throw new Error(`${entry.path} does not name a storage key`);
      await storage.putStream(key, await open(entry.path), entry.size);
      files++;
    }
    log(`${files} stored file${files === 1 ? "" : "s"} restored`);

    const hasSecret = manifest.auth_secret === "included";
    if (hasSecret) {
      // The data folder is empty but for the secret a first start may have generated; the backup's
      // secret replaces it, since sessions and two-factor secrets in the database depend on it.
      const secret = (await text(await open(AUTH_SECRET_ENTRY))).trim();
      const target = path.join(config.dataDir, "auth-secret");
      await writeFile(target, secret, { mode: 0o600 });
      await chmod(target, 0o600);
      log("generated secret restored into DATA_DIR/auth-secret");
    } else {
      log("the backup was made with AUTH_SECRET set: start the app with the same AUTH_SECRET");
    }
    return { database: manifest.database, files, authSecret: hasSecret };
  } finally {
    archive.zip.close();
    await rm(work, { recursive: true, force: true });
  }
}

import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { type Db, type Dialect, openDatabase } from "../../src/db/database.ts";
import { createFileStorage, type FileStorage } from "../../src/storage/index.ts";
import { api } from "../support/applications.ts";
import { readCatalogue } from "../support/catalogue.ts";
import { testDialects } from "../support/dialects.ts";
import { createScratchDatabase } from "../support/postgres.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, signIn, type TestUser, verifiedUser } from "../support/users.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);

/** Rows per table, for every table the catalogue knows. */
async function census(db: Db, dialect: Dialect): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await readCatalogue(db, dialect)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      db.withoutPlugins(),
    );
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

/** Every stored key with the SHA-256 of its bytes. */
async function fileChecksums(storage: FileStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for await (const key of storage.keys()) {
    sums[key] = createHash("sha256")
      .update(await storage.get(key))
      .digest("hex");
  }
  return sums;
}

const dataUrl = (bytes: Buffer) => `data:application/octet-stream;base64,${bytes.toString("base64")}`;

describe.each(testDialects())("backup and restore on %s", (dialect) => {
  let server: TestServer;
  const users: TestUser[] = [];
  const documents = new Map<number, { user: TestUser; bytes: Buffer }>();
  let work: string;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    work = mkdtempSync(path.join(tmpdir(), "jah-backup-test-"));
    for (const n of [1, 2, 3]) {
      const user = await verifiedUser(server);
      users.push(user);
      for (const m of [1, 2]) {
        const bytes = Buffer.from(`Zeugnis ${n}.${m}: sehr gut. Grüße!\n`.repeat(n * 100 + m));
        const res = await api(server, user, "POST", "/api/documents/", {
          file_string: dataUrl(bytes),
          file_name: `zeugnis-${m}.txt`,
          original_name: `zeugnis-${m}.txt`,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        documents.set(res.body.id, { user, bytes });
      }
    }
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** The environment of the command-line tools for a data folder and database. */
  const envFor = (dataDir: string, databaseUrl?: string) => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
  });

  it("backs up the running app and restores it into a fresh folder with every user, row and file", async () => {
    const sourceUrl = server.config.database.kind === "postgres" ? server.config.database.url : undefined;
    const before = await census(server.database.db, dialect);
    const filesBefore = await fileChecksums(createFileStorage(server.config));
    expect(Object.keys(filesBefore)).toHaveLength(documents.size);

    // npm run backup, while the server is running (its SQLite file is open in this process).
    const archive = path.join(work, "backup.zip");
    const backup = await run("npm", ["run", "--silent", "backup", "--", "--out", archive], {
      cwd: root,
      env: envFor(server.config.dataDir, sourceUrl),
    });
    expect(backup.stdout).toContain(`${documents.size} stored files added`);
    expect(backup.stdout).toContain("backup written to");
    const afterBackup = await census(server.database.db, dialect);

    // npm run restore into a new data folder (and, on PostgreSQL, a new empty database).
    const target = mkdtempSync(path.join(tmpdir(), "jah-restored-"));
    cleanups.push(async () => rmSync(target, { recursive: true, force: true }));
    const scratch = dialect === "postgres" ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const restore = await run("npm", ["run", "--silent", "restore", "--", archive], {
      cwd: root,
      env: envFor(target, scratch?.url),
    });
    expect(restore.stdout).toContain(`restored: ${dialect} database, ${documents.size} files`);

    const restoredConfig = loadConfig({
      DATA_DIR: target,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    expect(restoredConfig.authSecret).toBe(server.config.authSecret);
    const restoredDb = openDatabase(restoredConfig);
    try {
      // The app ran on during the backup: bookkeeping such as job leases may have changed meanwhile,
      // so a table's restored count is its count before or after the backup. The users' data did not move.
      const restoredCounts = await census(restoredDb.db, dialect);
      const differing = Object.keys({ ...before, ...restoredCounts }).filter(
        (t) => restoredCounts[t] !== before[t] && restoredCounts[t] !== afterBackup[t],
      );
      expect(differing.map((t) => `${t}: ${before[t]} -> ${restoredCounts[t]}`)).toEqual([]);
      for (const table of ["user", "account", "session", "document", "user_settings"]) {
        if (table in before) expect(restoredCounts[table], table).toBe(before[table]);
      }
      expect(restoredCounts.user).toBeGreaterThanOrEqual(users.length);
      const emails = await restoredDb.db.selectFrom("user").select("email").execute();
      for (const user of users) expect(emails.map((e) => e.email)).toContain(user.email);
    } finally {
      await restoredDb.destroy();
    }
    expect(await fileChecksums(createFileStorage(restoredConfig))).toEqual(filesBefore);

    // The restored installation works: a user signs in with their password and downloads their files.
    // The dialect's own scratch database is not used: DATABASE_URL names the restored one.
    const restored = await startTestServer("sqlite", {
      DATA_DIR: target,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    cleanups.unshift(() => restored.stop());
    const [first] = users;
    const session = await signIn(restored, first!.email, first!.password);
    expect(session.statusCode, session.body).toBe(200);
    for (const [id, { user, bytes }] of documents) {
      const res = await restored.app.inject({
        method: "GET",
        url: `/api/documents/download/${id}`,
        headers: authHeaders(user),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }

    // A second restore into the same, no longer empty target is refused and changes nothing.
    const again = run("npm", ["run", "--silent", "restore", "--", archive], {
      cwd: root,
      env: envFor(target, scratch?.url),
    });
    await expect(again).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not empty|exists already/),
    });
  }, 120_000);
});

describe("backup of a PostgreSQL database without pg_dump", () => {
  it("says clearly what to install, and writes no archive", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "jah-backup-test-"));
    try {
      // Only node's own folder on the PATH: pg_dump (in /usr/bin) cannot be found.
      const cli = path.join(root, "apps/server/src/ops/backup-cli.ts");
      const out = path.join(work, "without-pg-dump.zip");
      const attempt = run(process.execPath, ["--import", "tsx", cli, "--out", out], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: work,
          DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
          PATH: path.dirname(process.execPath),
        },
      });
      await expect(attempt).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          "pg_dump was not found. Backups of a PostgreSQL database need the PostgreSQL client tools",
        ),
      });
      expect(existsSync(out) || existsSync(`${out}.part`)).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

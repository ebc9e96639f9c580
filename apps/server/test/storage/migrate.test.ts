import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateStorage } from "../../src/ops/storage-migrate.ts";
import { LocalDiskStorage } from "../../src/storage/local-disk.ts";
import { S3Storage } from "../../src/storage/s3.ts";
import { newStorageKey } from "../../src/storage/storage.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";

const root = path.resolve(import.meta.dirname, "../../../..");

async function keysOf(storage: { keys(): AsyncIterable<string> }): Promise<string[]> {
  const all: string[] = [];
  for await (const key of storage.keys()) all.push(key);
  return all.sort();
}

describe("storage:migrate from the local disk to S3", () => {
  let s3: TestS3;
  let dataDir: string;
  let local: LocalDiskStorage;
  let bucket: S3Storage;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = new S3Storage(s3.settings);
    dataDir = mkdtempSync(path.join(tmpdir(), "jah-migrate-"));
    local = new LocalDiskStorage(path.join(dataDir, "files"));
    // A folder of files of all sizes: empty, small, and larger than one network chunk.
    for (const size of [0, 1, 100, 5_000, 65_537, 400_000, 1_200_000, 17, 333, 2_048]) {
      const key = newStorageKey();
      const bytes = randomBytes(size);
      files.set(key, bytes);
      await local.put(key, bytes);
    }
  });
  afterAll(async () => {
    bucket.close();
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every file, verifies it, and resumes an interrupted run", async () => {
    // An earlier run that stopped after two files, one of which arrived damaged.
    const [first, second] = [...files.keys()];
    await bucket.put(first!, files.get(first!)!);
    await bucket.put(second!, Buffer.from("damaged"));

    const lines: string[] = [];
    const result = await migrateStorage(local, bucket, { log: (line) => lines.push(line) });
    expect(result).toEqual({ copied: files.size - 1, skipped: 1, failed: [], deleted: 0 });
    expect(lines.filter((l) => l.startsWith("copied"))).toHaveLength(files.size - 1);
    expect(await keysOf(bucket)).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect((await bucket.get(key)).equals(bytes), key).toBe(true);
    // The originals stay unless asked.
    expect(await keysOf(local)).toEqual([...files.keys()].sort());

    // A second run finds everything in place.
    expect(await migrateStorage(local, bucket)).toEqual({
      copied: 0,
      skipped: files.size,
      failed: [],
      deleted: 0,
    });
  });

  it("runs as `npm run storage:migrate -- --from local --to s3 --delete-source` with the server's environment", async () => {
    const extra = newStorageKey();
    files.set(extra, randomBytes(1234));
    await local.put(extra, files.get(extra)!);
    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "--silent", "storage:migrate", "--", "--from", "local", "--to", "s3", "--delete-source"],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...s3.env, STORAGE: "local" } },
    );
    expect(stdout).toContain(
      `1 copied, ${files.size - 1} already there, 0 failed, ${files.size} originals deleted`,
    );
    for (const [key, bytes] of files) expect((await bucket.get(key)).equals(bytes), key).toBe(true);
    // Only emptied shard folders are left of the local files.
    expect(await keysOf(local)).toEqual([]);
    expect(
      readdirSync(path.join(dataDir, "files"), { recursive: true }).filter((n) => String(n).length > 2),
    ).toEqual([]);
  });

  it("refuses a wrong storage name with a clear message and a failing exit code", async () => {
    const run = promisify(execFile)(
      "npm",
      ["run", "--silent", "storage:migrate", "--", "--from", "disk", "--to", "s3"],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--from must be one of: local, s3"),
    });
  });
});

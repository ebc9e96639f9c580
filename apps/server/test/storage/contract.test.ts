import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createFileStorage } from "../../src/storage/index.ts";
import { LocalDiskStorage } from "../../src/storage/local-disk.ts";
import { S3Storage } from "../../src/storage/s3.ts";
import { FileMissingError, type FileStorage, newStorageKey } from "../../src/storage/storage.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";

type Driver = { storage: FileStorage; stop: () => Promise<void> };

/** Each driver on a real backend: a temporary folder, and a real S3-protocol server in this process. */
const drivers: Record<string, () => Promise<Driver>> = {
  "local disk": async () => {
    const root = mkdtempSync(path.join(tmpdir(), "jah-storage-"));
    return {
      storage: new LocalDiskStorage(path.join(root, "files")),
      stop: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startTestS3();
    const storage = new S3Storage(s3.settings);
    return {
      storage,
      stop: async () => {
        storage.close();
        await s3.stop();
      },
    };
  },
};

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

describe.each(Object.keys(drivers))("file storage contract on %s", (name) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await drivers[name]!();
    storage = driver.storage;
  });
  afterAll(() => driver.stop());

  it("answers the readiness check", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it("gives back exactly the bytes that were put, also binary and empty ones", async () => {
    const binary = randomBytes(70_000);
    const empty = Buffer.alloc(0);
    const [a, b] = [newStorageKey(), newStorageKey()];
    await storage.put(a, binary);
    await storage.put(b, empty);
    expect((await storage.get(a)).equals(binary)).toBe(true);
    expect((await storage.get(b)).length).toBe(0);
  });

  it("replaces the bytes of a key that is put again", async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from("first"));
    await storage.put(key, Buffer.from("second, longer"));
    expect((await storage.get(key)).toString()).toBe("second, longer");
  });

  it("streams in and out with the length", async () => {
    const key = newStorageKey();
    const bytes = randomBytes(300_000);
    await storage.putStream(
      key,
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      bytes.length,
    );
    const { stream, size } = await storage.getStream(key);
    expect(size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it("says a missing key is missing, on get and on getStream", async () => {
    const key = newStorageKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it("deletes a key, and a delete of a missing key is fine", async () => {
    const key = newStorageKey();
    await storage.put(key, Buffer.from("gone soon"));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("refuses anything but a storage key, so no path or other object can be named", async () => {
    for (const bad of ["../../etc/passwd", "a/b", "ABCDEF", "", `${newStorageKey()}.tmp`]) {
      await expect(storage.put(bad, Buffer.from("x"))).rejects.toThrow("Invalid storage key");
      await expect(storage.get(bad)).rejects.toThrow("Invalid storage key");
      await expect(storage.delete(bad)).rejects.toThrow("Invalid storage key");
    }
  });

  it("lists every stored key and only those", async () => {
    const before = await collect(storage.keys());
    const added = [newStorageKey(), newStorageKey(), newStorageKey()];
    for (const key of added) await storage.put(key, Buffer.from(key));
    const removed = added[0]!;
    await storage.delete(removed);
    const after = await collect(storage.keys());
    expect(after).toEqual([...before, ...added.slice(1)].sort());
    // A stream that ends short of the announced length stores nothing.
    const short = newStorageKey();
    await expect(storage.putStream(short, Readable.from([Buffer.from("abc")]), 10)).rejects.toThrow();
    expect(await collect(storage.keys())).not.toContain(short);
    expect(await text((await storage.getStream(added[1]!)).stream)).toBe(added[1]);
  });
});

describe("file storage on an S3 store that does not answer", () => {
  it("fails the readiness check instead of hanging", async () => {
    const s3 = await startTestS3();
    const storage = new S3Storage(s3.settings);
    await s3.stop();
    try {
      await expect(storage.check()).rejects.toThrow();
    } finally {
      storage.close();
    }
  });
});

describe("storage configuration", () => {
  it("picks the driver from STORAGE and refuses STORAGE=s3 without a bucket and keys", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jah-storage-config-"));
    try {
      const base = { DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) };
      expect(createFileStorage(loadConfig(base))).toBeInstanceOf(LocalDiskStorage);
      const s3 = {
        ...base,
        STORAGE: "s3",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "files",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
      };
      const config = loadConfig(s3);
      expect(config.s3).toEqual({
        endpoint: "http://127.0.0.1:9000",
        region: "us-east-1",
        bucket: "files",
        accessKeyId: "id",
        secretAccessKey: "secret",
        forcePathStyle: true,
      });
      expect(createFileStorage(config)).toBeInstanceOf(S3Storage);
      // The bucket is known while STORAGE still says local: storage:migrate reaches both.
      expect(createFileStorage(loadConfig({ ...s3, STORAGE: "local" }), "s3")).toBeInstanceOf(S3Storage);
      expect(() => loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "files" })).toThrow(
        "STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      );
      expect(() => loadConfig({ ...base, STORAGE: "nfs" })).toThrow("STORAGE");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

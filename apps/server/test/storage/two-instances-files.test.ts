import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage } from "../../src/storage/s3.ts";
import { api } from "../support/applications.ts";
import { createScratchDatabase } from "../support/postgres.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

async function bucketKeys(storage: S3Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

/** Files under an instance's own DATA_DIR/files: with STORAGE=s3 there must be none. */
function localFiles(server: TestServer): string[] {
  try {
    return readdirSync(path.join(server.config.dataDir, "files"), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

describe("two instances on one PostgreSQL database and one S3 bucket", () => {
  let s3: TestS3;
  let bucket: S3Storage;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: TestServer;
  let b: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = new S3Storage(s3.settings);
    scratch = await createScratchDatabase();
    // Both instances share what a real deployment shares: the database, the bucket and AUTH_SECRET.
    // (The dialect argument only picks no scratch database of its own: DATABASE_URL names the shared one.)
    const env = { ...s3.env, DATABASE_URL: scratch.url, AUTH_SECRET: randomBytes(32).toString("hex") };
    a = await startTestServer("sqlite", env);
    b = await startTestServer("sqlite", env);
    user = await verifiedUser(a);
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await scratch?.drop();
    bucket?.close();
    await s3?.stop();
  });

  it("serves through B a document uploaded through A, and a delete through B removes it for A", async () => {
    expect(a.database.dialect).toBe("postgres");
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    const bytes = Buffer.from(`Zeugnis: ${randomBytes(100_000).toString("hex")}\n`);
    const uploaded = await api(a, user, "POST", "/api/documents/", {
      file_string: `data:text/plain;base64,${bytes.toString("base64")}`,
      file_name: "Zeugnis.txt",
      original_name: "Zeugnis.txt",
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = uploaded.body.id as number;
    expect(await bucketKeys(bucket)).toHaveLength(1);
    expect([...localFiles(a), ...localFiles(b)]).toEqual([]);

    const download = await b.app.inject({
      method: "GET",
      url: `/api/documents/download/${id}`,
      headers: authHeaders(user),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect((await api(b, user, "DELETE", `/api/documents/delete/${id}`)).status).toBe(200);
    const gone = await a.app.inject({
      method: "GET",
      url: `/api/documents/download/${id}`,
      headers: authHeaders(user),
    });
    expect(gone.statusCode).toBe(404);
    expect(await bucketKeys(bucket)).toEqual([]);
  });

  it("lets B hand out a data export that A built", async () => {
    const started = await api(a, user, "POST", "/api/account/export");
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await a.dataExports.idle();
    const ready = await api(b, user, "GET", "/api/account/export");
    expect(ready.body).toMatchObject({ status: "ready" });
    expect(await bucketKeys(bucket)).toEqual([ready.body.id]);

    const zip = await b.app.inject({ method: "GET", url: ready.body.download_url });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(zip.rawPayload.length).toBe(ready.body.size);
    // Single use on every instance: the zip leaves the bucket after its download.
    expect((await a.app.inject({ method: "GET", url: ready.body.download_url })).statusCode).toBe(410);
    await expect.poll(() => bucketKeys(bucket)).toEqual([]);
  });
});

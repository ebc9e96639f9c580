import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { storedFiles } from "../support/stored-files.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

/** A text file of exactly `bytes` bytes, different each time. */
const textFile = (bytes: number) =>
  Buffer.from(randomBytes(8).toString("hex").padEnd(bytes, "x").slice(0, bytes), "utf8");
const body = (bytes: Buffer, name = "notes.txt") => ({
  file_string: `data:text/plain;base64,${bytes.toString("base64")}`,
  file_name: name,
  original_name: name,
});

describe("STORAGE_QUOTA_MB", () => {
  it("is 500 MB by default, a whole number of MB otherwise, and off with 0 or off", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jah-quota-"));
    try {
      const quota = (value?: string) =>
        loadConfig({ DATA_DIR: dir, ...(value === undefined ? {} : { STORAGE_QUOTA_MB: value }) })
          .storageQuotaBytes;
      expect(quota()).toBe(500_000_000);
      expect(quota("2")).toBe(2_000_000);
      expect(quota("off")).toBeNull();
      expect(quota("0")).toBeNull();
      expect(() => quota("1.5")).toThrow("STORAGE_QUOTA_MB must be a whole number of MB, or off");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDialects())("the storage total for uploads on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // 1 MB per user.
    server = await startTestServer(dialect, { STORAGE_QUOTA_MB: "1" });
  });
  afterAll(() => server.stop());

  const upload = (user: TestUser, bytes: Buffer, name?: string) =>
    api(server, user, "POST", "/api/documents/", body(bytes, name));
  const usage = async (user: TestUser) => {
    const res = await api(server, user, "GET", "/api/account/storage");
    expect(res.status).toBe(200);
    return res.body;
  };
  const documentRows = (user: TestUser) =>
    server.database.db.selectFrom("document").select("id").where("user_id", "=", user.userId).execute();

  it("shows the space the user's documents take against the total", async () => {
    const user = await verifiedUser(server);
    expect(await usage(user)).toEqual({
      used_bytes: 0,
      limit_bytes: 1_000_000,
      documents_bytes: 0,
      reply_attachments_bytes: 0,
    });
    expect((await upload(user, textFile(300_000))).status).toBe(200);
    expect((await upload(user, textFile(200_000))).status).toBe(200);
    expect(await usage(user)).toMatchObject({ used_bytes: 500_000, documents_bytes: 500_000 });
    // Another user's files are theirs.
    expect((await usage(await verifiedUser(server))).used_bytes).toBe(0);
  });

  it("refuses an upload past the total with 413, the field and the amounts, and stores nothing", async () => {
    const user = await verifiedUser(server);
    const first = await upload(user, textFile(800_000));
    expect(first.status).toBe(200);
    const files = storedFiles(server);

    const refused = await upload(user, textFile(300_000), "Zeugnis.txt");
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      statusCode: 413,
      code: "storage-full",
      used_bytes: 800_000,
      limit_bytes: 1_000_000,
      size_bytes: 300_000,
      fields: { file_string: expect.stringContaining("Not enough storage space") },
    });
    expect(storedFiles(server)).toEqual(files);
    expect(await documentRows(user)).toHaveLength(1);

    // Exactly up to the total fits; deleting makes room again.
    expect((await upload(user, textFile(200_000))).status).toBe(200);
    expect((await upload(user, textFile(1))).status).toBe(413);
    expect((await api(server, user, "DELETE", `/api/documents/delete/${first.body.id}`)).status).toBe(200);
    expect((await upload(user, textFile(300_000))).status).toBe(200);
    expect((await usage(user)).used_bytes).toBe(500_000);
  });

  it("lets only as many of several uploads at once pass as fit the total", async () => {
    const user = await verifiedUser(server);
    const files = storedFiles(server).length;
    // Twelve at once, six fit: without the lock several transactions read the same sum and all insert.
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(user, textFile(160_000))));
    const passed = answers.filter((a) => a.status === 200).length;
    expect(answers.filter((a) => a.status === 413)).toHaveLength(12 - passed);
    expect(passed).toBe(6);
    expect(await documentRows(user)).toHaveLength(6);
    expect(storedFiles(server).length).toBe(files + 6);
    expect((await usage(user)).used_bytes).toBe(960_000);
  });
});

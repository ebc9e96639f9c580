import { parse } from "content-disposition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../src/db/database.ts";
import { createFileStorage, newStorageKey } from "../../src/storage/index.ts";
import { api } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { unzip } from "../support/unzip.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const TEXT = Buffer.from("Zeugnis: sehr gut.\n", "utf8");
const dataUrl = (bytes: Buffer) => `data:text/plain;base64,${bytes.toString("base64")}`;

/** What an attacker sends as a file's name, and the name the app keeps and offers. */
const HOSTILE: Array<[sent: string, safe: string]> = [
  ["../../../../tmp/x.txt", "x.txt"],
  ["/etc/passwd.txt", "passwd.txt"],
  ["C:\\x\\y.txt", "y.txt"],
  // Shown as "Rechnungtxt.fdp" by a right-to-left override.
  ["Rechnung\u202Etxt.fdp.txt", "Rechnungtxt.fdp.txt"],
  ['Sag "Hallo".txt', 'Sag "Hallo".txt'],
  ["evil\r\nSet-Cookie: a=b.txt", "evilSet-Cookie: a=b.txt"],
  ["nul\u0000byte.txt", "nulbyte.txt"],
  [".hidden.txt", "hidden.txt"],
  [`${"ä".repeat(250)}.txt`, `${"ä".repeat(116)}.txt`],
];

/** The plain `filename` a client without RFC 8187 reads: never a path, a quote or a control character. */
function expectHarmlessFallback(header: unknown) {
  const { filename } = dispositionOf(header);
  expect(filename).toBeTruthy();
  expect(filename).not.toMatch(/[/\\"\p{Cc}\p{Cf}]|^\./u);
}

describe.each(testDialects())("file names on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  const upload = (originalName: string, extra: Record<string, unknown> = {}) =>
    api(server, user, "POST", "/api/documents/", {
      file_string: dataUrl(TEXT),
      file_name: originalName,
      original_name: originalName,
      ...extra,
    });

  it("stores an upload under its safe name and downloads it with that name", async () => {
    for (const [sent, safe] of HOSTILE) {
      const stored = await upload(sent);
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      expect(stored.body).toMatchObject({ original_name: safe, name: safe });
      const row = await server.database.db
        .selectFrom("document")
        .select(["original_name", "name"])
        .where("id", "=", stored.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ original_name: safe, name: safe });

      for (const kind of ["download", "preview"]) {
        const res = await server.app.inject({
          method: "GET",
          url: `/api/documents/${kind}/${stored.body.id}`,
          headers: authHeaders(user),
        });
        expect(res.statusCode).toBe(200);
        expect(parse(res.headers["content-disposition"]!).parameters.filename, sent).toBe(safe);
        expectHarmlessFallback(res.headers["content-disposition"]);
      }
    }
    // A display name gets the same rule.
    const named = await upload("brief.txt", { name: "../../Anschreiben\u2066.txt" });
    expect(named.body).toMatchObject({ original_name: "brief.txt", name: "Anschreiben.txt" });
  });

  it("refuses a name longer than the API takes with 400 and the field, and stores nothing", async () => {
    const before = (await api(server, user, "GET", "/api/documents/")).body.length;
    const res = await upload(`${"x".repeat(500)}.txt`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ original_name: "At most 255 characters" });
    expect((await api(server, user, "GET", "/api/documents/")).body).toHaveLength(before);
  });

  it("names every file of the data export safely, also one stored before names were cleaned", async () => {
    const owner = await verifiedUser(server);
    const uploaded = await api(server, owner, "POST", "/api/documents/", {
      file_string: dataUrl(TEXT),
      file_name: "../../../../tmp/x.txt",
      original_name: "../../../../tmp/x.txt",
    });
    expect(uploaded.status).toBe(200);
    // A row written before this release, as its name came from the browser.
    const key = newStorageKey();
    await createFileStorage(server.config).put(key, TEXT);
    const old = await server.database.db
      .insertInto("document")
      .values({
        user_id: owner.userId,
        storage_key: key,
        original_name: "..\\..\\Rechnung\u202Etxt.exe",
        name: "Rechnung",
        mime_type: "text/plain",
        file_size: TEXT.length,
        date: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect((await api(server, owner, "POST", "/api/account/export")).status).toBe(202);
    await server.dataExports.idle();
    const ready = (await api(server, owner, "GET", "/api/account/export")).body;
    const res = await server.app.inject({ method: "GET", url: ready.download_url });
    expect(res.statusCode).toBe(200);
    // yauzl's strict names refuse absolute paths, backslashes and ".." segments.
    const zip = await unzip(res.rawPayload);
    for (const name of zip.keys()) expect(name).not.toMatch(/[\p{Cc}\p{Cf}\\]|(^|\/)\.\.?(\/|$)/u);
    const documents = JSON.parse(zip.get("documents.json")!.toString("utf8")) as Array<{
      id: number;
      file: string;
    }>;
    expect(documents.map((d) => d.file)).toEqual([
      `files/documents/${uploaded.body.id}_x.txt`,
      `files/documents/${old.id}_Rechnungtxt.exe`,
    ]);
    for (const { file } of documents) expect(zip.get(file)).toEqual(TEXT);
  });
});

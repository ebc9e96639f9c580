import { rmSync } from "node:fs";
import path from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteUserDocuments, storeDocument } from "../../src/features/documents/documents.ts";
import { createFileStorage } from "../../src/storage/index.ts";
import { api, buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { storedFiles } from "../support/stored-files.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

/** A zip archive of the given entries (deflated, except `stored` ones), as Word and LibreOffice write them. */
function zip(entries: Array<{ name: string; content: string; stored?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.content, "utf8");
    const data = entry.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX = zip([
  {
    name: "[Content_Types].xml",
    content:
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: "word/document.xml", content: "<w:document/>" },
]);
const ODT = zip([
  { name: "mimetype", content: "application/vnd.oasis.opendocument.text", stored: true },
  { name: "content.xml", content: "<office:document-content/>" },
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const TEXT = Buffer.from("Zeugnis: sehr gut. Grüße aus Köln!\n", "utf8");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(64)]);

const dataUrl = (bytes: Buffer, mime = "application/octet-stream") =>
  `data:${mime};base64,${bytes.toString("base64")}`;

describe.each(testDialects())("documents on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    other = await verifiedUser(server);
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#9fcc2e" } })
      .png()
      .toBuffer();
  });
  afterAll(() => server.stop());

  const upload = (who: TestUser, bytes: Buffer, originalName: string, extra: Record<string, unknown> = {}) =>
    api(server, who, "POST", "/api/documents/", {
      file_string: dataUrl(bytes),
      file_name: originalName,
      original_name: originalName,
      ...extra,
    });
  const raw = (who: TestUser, method: "GET" | "DELETE", url: string) =>
    server.app.inject({ method, url, headers: authHeaders(who) });

  it("stores pdf, png, text, docx and odt by their real type and lists them newest first", async () => {
    const cases: Array<[Buffer, string, string]> = [
      [PDF, "Lebenslauf.pdf", "application/pdf"],
      [png, "Foto.PNG", "image/png"],
      [TEXT, "notiz.txt", "text/plain"],
      [DOCX, "Anschreiben.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [ODT, "Zeugnis.odt", "application/vnd.oasis.opendocument.text"],
    ];
    const ids: number[] = [];
    for (const [bytes, name, mime] of cases) {
      const res = await upload(user, bytes, name);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        original_name: name,
        name,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        file_size: bytes.length,
        mime_type: mime,
      });
      ids.push(res.body.id);
    }
    const named = await upload(user, PDF, "cv.pdf", { name: "Mein Lebenslauf" });
    expect(named.body).toMatchObject({ original_name: "cv.pdf", name: "Mein Lebenslauf" });
    const list = await api(server, user, "GET", "/api/documents/");
    expect(list.body.map((d: { id: number }) => d.id).slice(0, 6)).toEqual([named.body.id, ...ids.reverse()]);
    expect(list.body[0]).not.toHaveProperty("storage_key");
    // Stored under random keys, never under the names the user sent.
    const files = storedFiles(server);
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(files.every((file) => /^[a-f0-9]{32}$/.test(path.basename(file)))).toBe(true);
  });

  it("refuses a file over 5,000,000 bytes with the spec's message and code, and stores nothing", async () => {
    const before = storedFiles(server).length;
    const big = Buffer.concat([PDF, Buffer.alloc(5_000_001 - PDF.length, 0x20)]);
    expect(big.length).toBe(5_000_001);
    const res = await upload(user, big, "Riesig.pdf");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "File: Riesig.pdf is too big. Max. allowed size: 5MB",
      code: "file-too-large",
      fields: { file_string: "File: Riesig.pdf is too big. Max. allowed size: 5MB" },
    });
    const exact = Buffer.concat([PDF, Buffer.alloc(5_000_000 - PDF.length, 0x20)]);
    const ok = await upload(user, exact, "Genau.pdf");
    expect(ok.status).toBe(200);
    expect(ok.body.file_size).toBe(5_000_000);
    expect(storedFiles(server).length).toBe(before + 1);
  });

  it("judges the type by the bytes: spoofed names and unknown types are file-invalid-type", async () => {
    const before = storedFiles(server).length;
    const listBefore = (await api(server, user, "GET", "/api/documents/")).body;
    const refused: Array<[Buffer, string]> = [
      [png, "bild.pdf"],
      [EXE, "rechnung.pdf"],
      [EXE, "setup.exe"],
      [PDF, "lebenslauf.txt"],
      [Buffer.from("#!/bin/sh\nrm -rf /\n"), "script.pdf"],
      [zip([{ name: "a.txt", content: "just a zip" }]), "archiv.docx"],
      [DOCX, "Anschreiben.odt"],
      [Buffer.from("no extension at all"), "README"],
    ];
    for (const [bytes, name] of refused) {
      const res = await upload(user, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe("file-invalid-type");
    }
    // The name the browser reports must agree too.
    const mixed = await upload(user, PDF, "cv.pdf", { file_name: "cv.exe" });
    expect(mixed.body.code).toBe("file-invalid-type");
    const notDataUrl = await upload(user, PDF, "cv.pdf", { file_string: "hello" });
    expect(notDataUrl.status).toBe(400);
    expect(storedFiles(server).length).toBe(before);
    expect((await api(server, user, "GET", "/api/documents/")).body).toEqual(listBefore);
  });

  it("refuses an empty file as file-too-small and a missing field with 400", async () => {
    const empty = await upload(user, Buffer.alloc(0), "leer.pdf");
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("file-too-small");
    const missing = await api(server, user, "POST", "/api/documents/", { file_string: dataUrl(PDF) });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ file_name: "Required", original_name: "Required" });
  });

  it("previews previewable types inline with safe headers and refuses the others", async () => {
    const pdf = (await upload(user, PDF, "Lebenslauf Müller.pdf")).body;
    const res = await raw(user, "GET", `/api/documents/preview/${pdf.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "inline",
      filename: "Lebenslauf Muller.pdf",
      "filename*": "UTF-8''Lebenslauf%20M%C3%BCller.pdf",
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const text = (await upload(user, TEXT, "notiz.txt")).body;
    const textRes = await raw(user, "GET", `/api/documents/preview/${text.id}`);
    expect(textRes.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(textRes.body).toBe(TEXT.toString("utf8"));

    const image = (await upload(user, png, "foto.png")).body;
    expect((await raw(user, "GET", `/api/documents/preview/${image.id}`)).headers["content-type"]).toBe(
      "image/png",
    );

    const docx = (await upload(user, DOCX, "brief.docx")).body;
    const noPreview = await raw(user, "GET", `/api/documents/preview/${docx.id}`);
    expect(noPreview.statusCode).toBe(415);
    expect(noPreview.json().message).toBe("No Preview possible");

    const download = await raw(user, "GET", `/api/documents/download/${docx.id}`);
    expect(download.statusCode).toBe(200);
    expect(dispositionOf(download.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: "brief.docx",
    });
    expect(download.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(download.rawPayload.equals(DOCX)).toBe(true);
  });

  it("deletes the row and then the file", async () => {
    const before = storedFiles(server);
    const doc = (await upload(user, PDF, "weg.pdf")).body;
    const added = storedFiles(server).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect((await api(server, user, "DELETE", `/api/documents/delete/${doc.id}`)).body).toEqual({
      id: doc.id,
    });
    expect(storedFiles(server)).toEqual(before);
    expect((await raw(user, "GET", `/api/documents/preview/${doc.id}`)).statusCode).toBe(404);
    expect((await api(server, user, "DELETE", `/api/documents/delete/${doc.id}`)).status).toBe(404);
  });

  it("answers 404, not 500, when a document's file is missing on disk", async () => {
    const before = storedFiles(server);
    const doc = (await upload(user, PDF, "verloren.pdf")).body;
    const [file] = storedFiles(server).filter((f) => !before.includes(f));
    rmSync(file!);
    expect((await raw(user, "GET", `/api/documents/preview/${doc.id}`)).statusCode).toBe(404);
    expect((await raw(user, "GET", `/api/documents/download/${doc.id}`)).statusCode).toBe(404);
    expect((await api(server, user, "DELETE", `/api/documents/delete/${doc.id}`)).status).toBe(200);
  });

  it("removes the stored file again when the row cannot be written", async () => {
    const before = storedFiles(server);
    const storage = createFileStorage(server.config);
    const file = {
      bytes: PDF,
      type: "pdf" as const,
      mime: "application/pdf",
      originalName: "x.pdf",
      name: "x.pdf",
    };
    // No such user: the foreign key refuses the row after the bytes were written.
    const deps = { db: server.database.db, storage, quota: server.storageQuota };
    await expect(storeDocument(deps, "no-such-user", file)).rejects.toThrow();
    expect(storedFiles(server)).toEqual(before);
  });

  it("removes every document of a user, rows and files, for the account deletion", async () => {
    const leaving = await verifiedUser(server);
    const before = storedFiles(server);
    await upload(leaving, PDF, "eins.pdf");
    await upload(leaving, TEXT, "zwei.txt");
    expect(storedFiles(server).length).toBe(before.length + 2);
    const storage = createFileStorage(server.config);
    expect(await deleteUserDocuments(server.database.db, storage, leaving.userId)).toBe(2);
    expect(storedFiles(server)).toEqual(before);
    expect((await api(server, leaving, "GET", "/api/documents/")).body).toEqual([]);
  });

  it("connects documents to applications, lists and disconnects them", async () => {
    const application = await buildApplication(server, user);
    const a = (await upload(user, PDF, "a.pdf")).body;
    const b = (await upload(user, png, "b.png")).body;
    const first = await api(
      server,
      user,
      "GET",
      `/api/document/application/connect/${application.id}/${a.id}`,
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.any(Number) });
    const again = await api(
      server,
      user,
      "GET",
      `/api/document/application/connect/${application.id}/${a.id}`,
    );
    expect(again.body).toEqual(first.body);
    const second = await api(
      server,
      user,
      "GET",
      `/api/document/application/connect/${application.id}/${b.id}`,
    );

    const shown = await api(server, user, "GET", `/api/document/application/show/${application.id}`);
    expect(shown.body).toEqual([
      { id: first.body.id, application: { id: application.id }, document: a },
      { id: second.body.id, application: { id: application.id }, document: b },
    ]);

    const removed = await api(server, user, "DELETE", `/api/document/application/delete/${first.body.id}`);
    expect(removed.body).toEqual({ id: first.body.id });
    // Deleting the document drops its connection as well.
    await api(server, user, "DELETE", `/api/documents/delete/${b.id}`);
    expect((await api(server, user, "GET", `/api/document/application/show/${application.id}`)).body).toEqual(
      [],
    );
    // The document itself stays after a disconnect.
    expect((await raw(user, "GET", `/api/documents/preview/${a.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another user's documents, applications and connections", async () => {
    const doc = (await upload(user, PDF, "privat.pdf")).body;
    const mine = await buildApplication(server, user);
    const theirs = await buildApplication(server, other);
    const link = (await api(server, user, "GET", `/api/document/application/connect/${mine.id}/${doc.id}`))
      .body;
    const theirDoc = (await upload(other, PDF, "fremd.pdf")).body;

    const attempts: Array<["GET" | "DELETE", string]> = [
      ["GET", `/api/documents/preview/${doc.id}`],
      ["GET", `/api/documents/download/${doc.id}`],
      ["DELETE", `/api/documents/delete/${doc.id}`],
      ["GET", `/api/document/application/connect/${theirs.id}/${doc.id}`],
      ["GET", `/api/document/application/connect/${mine.id}/${theirDoc.id}`],
      ["GET", `/api/document/application/show/${mine.id}`],
      ["DELETE", `/api/document/application/delete/${link.id}`],
    ];
    for (const [method, url] of attempts) {
      expect((await raw(other, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    // The owner's view of their own application must not have gained another user's document.
    const own = await api(server, user, "GET", `/api/document/application/connect/${mine.id}/${theirDoc.id}`);
    expect(own.status).toBe(404);
    expect(
      (await api(server, other, "GET", "/api/documents/")).body.map((d: { id: number }) => d.id),
    ).toEqual([theirDoc.id]);
    expect((await raw(user, "GET", `/api/documents/preview/${doc.id}`)).statusCode).toBe(200);
    expect((await api(server, user, "GET", `/api/document/application/show/${mine.id}`)).body).toHaveLength(
      1,
    );
  });
});

describe.each(testDialects())("documents on a demo system (%s)", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { DEMO_MODE: "1" });
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  it("refuses uploads with the spec's message and stores nothing", async () => {
    const res = await api(server, user, "POST", "/api/documents/", {
      file_string: dataUrl(PDF),
      file_name: "cv.pdf",
      original_name: "cv.pdf",
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("File upload is disabled on the demo system");
    expect(storedFiles(server)).toEqual([]);
    expect((await api(server, user, "GET", "/api/documents/")).body).toEqual([]);
  });
});

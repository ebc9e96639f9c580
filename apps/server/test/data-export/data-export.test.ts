import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { purgeUser } from "../../src/features/account/purge.ts";
import { api, buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { buildFullProfile, buildProfile } from "../support/profiles.ts";
import { buildJobAd, buildMailAccount } from "../support/rows.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { unzip } from "../support/unzip.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const require = createRequire(import.meta.url);
const { validate } = require("@jsonresume/schema") as {
  validate: (doc: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

/** The official JSON Resume validator's verdict (null: valid). */
function schemaErrors(doc: unknown): unknown {
  let result: unknown = "not called";
  validate(doc, (errors) => {
    result = errors;
  });
  return result;
}

const dataUrl = (bytes: Buffer, mime = "application/octet-stream") =>
  `data:${mime};base64,${bytes.toString("base64")}`;

/** A small PDF with random bytes in a comment, so every upload is unique. */
const uniquePdf = () =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n%"),
    Buffer.from(randomBytes(64).toString("base64")),
    Buffer.from("\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  ]);

const RECORD_FILES = [
  "README.txt",
  "account.json",
  "settings.json",
  "profiles.json",
  "applications.json",
  "cover_letters.json",
  "sent_mails.json",
  "inbox.json",
  "documents.json",
  "job_ad_marks.json",
];

describe.each(testDialects())("data export on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const exportsDir = () => path.join(server.config.dataDir, "exports");
  // The zip moves into the file storage (the local disk in these tests) when its build is done.
  const storedExport = (id: string) => path.join(server.config.dataDir, "files", id.slice(0, 2), id);
  const exportFilesOf = (id: string) => [
    ...readdirSync(exportsDir()).filter((name) => name.startsWith(id)),
    ...(existsSync(storedExport(id)) ? ["stored"] : []),
  ];
  const download = (url: string) => server.app.inject({ method: "GET", url });

  /** Starts an export, waits for the build, and answers the ready state. */
  async function readyExport(user: TestUser) {
    const started = await api(server, user, "POST", "/api/account/export");
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await server.dataExports.idle();
    const ready = await api(server, user, "GET", "/api/account/export");
    expect(ready.status).toBe(200);
    expect(ready.body.status, JSON.stringify(ready.body)).toBe("ready");
    return ready.body as {
      id: string;
      status: string;
      progress: number;
      expires_at: string;
      download_url: string;
      size: number;
    };
  }

  /** Gives the user one of every kind of record; returns what the test compares the zip with. */
  async function fillAccount(user: TestUser) {
    const db = server.database.db;
    const png = await sharp({ create: { width: 6, height: 6, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const profile = await buildFullProfile(server, user, dataUrl(png, "image/png"));
    const application = await buildApplication(server, user, { profile_id: profile.id });
    const edited = await api(server, user, "POST", "/api/profile/applications/edit", {
      id: application.id,
      status: "applied",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      (
        await api(server, user, "POST", "/api/application/notes/", {
          value: "Nachfassen am Montag",
          application: { id: application.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(server, user, "POST", "/api/application/appointment/", {
          appointment_date: "2027-01-10T10:00",
          value: "Vorstellungsgespräch",
          application: { id: application.id },
        })
      ).status,
    ).toBe(200);
    const uploads: Array<{ id: number; bytes: Buffer; name: string }> = [];
    for (const [name, bytes, mime] of [
      ["Zeugnis März.pdf", uniquePdf(), "application/pdf"],
      ["foto.png", png, "image/png"],
    ] as const) {
      const doc = await api(server, user, "POST", "/api/documents/", {
        file_string: dataUrl(bytes, mime),
        file_name: name,
        original_name: name,
      });
      expect(doc.status, JSON.stringify(doc.body)).toBeLessThan(300);
      uploads.push({ id: doc.body.id, bytes, name });
    }
    expect(
      (
        await api(
          server,
          user,
          "GET",
          `/api/document/application/connect/${application.id}/${uploads[0]!.id}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api(server, user, "POST", "/api/application/coverletter/", {
          title: "Standard",
          text: "Sehr geehrte ...",
        })
      ).status,
    ).toBeLessThan(300);
    const now = new Date().toISOString();
    const sentCv = uniquePdf();
    const sent = await db
      .insertInto("sent_mail")
      .values({
        user_id: user.userId,
        application_id: application.id,
        recipient: "hr@example.org",
        subject: "Bewerbung als Backend Developer",
        body: "Anbei meine Unterlagen",
        attachments: JSON.stringify([
          { document_id: uploads[0]!.id, name: uploads[0]!.name, size: 10, mime: "application/pdf" },
        ]),
        cv_file_name: "Anna_Muster_CV.pdf",
        follow_up: null,
        message_id: `<${user.userId}@test>`,
        status: "sent",
        error: null,
        next_attempt_at: now,
        locked_until: null,
        created_at: now,
        sent_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("sent_mail_cv").values({ sent_mail_id: sent.id, data: sentCv }).execute();
    const mailSecret = `sealed-${randomBytes(8).toString("hex")}`;
    await buildMailAccount(server, user, { secret_sealed: mailSecret });
    const ad = await buildJobAd(server);
    await db
      .insertInto("job_ad_mark")
      .values({
        user_id: user.userId,
        job_ad_id: ad.id,
        mark: "tracked",
        application_id: application.id,
        created_at: now,
      })
      .execute();
    const calendar = await api(server, user, "POST", "/api/usersettings/calendar/regenerate");
    expect(calendar.status).toBe(200);
    const picture = await db
      .selectFrom("profile_pictures")
      .select("data")
      .where("profile_id", "=", profile.id)
      .executeTakeFirstOrThrow();
    return {
      profile,
      application,
      uploads,
      sentMailId: sent.id,
      sentCv,
      mailSecret,
      calendarUrl: calendar.body.url as string,
      picture: Buffer.from(picture.data),
    };
  }

  it("zips every kind of record, the stored files byte for byte, JSON Resume and PDF per profile, and a German README", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    const filled = await fillAccount(user);

    const started = await api(server, user, "POST", "/api/account/export");
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "building", progress: 0, download_url: null });
    // Asking again while it builds answers the running build.
    const again = await api(server, user, "POST", "/api/account/export");
    if (again.body.status === "building") {
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(started.body.id);
    }
    await server.dataExports.idle();
    const ready = (await api(server, user, "GET", "/api/account/export")).body;
    expect(ready).toMatchObject({ id: started.body.id, status: "ready", progress: 100 });
    const hours = (Date.parse(ready.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(ready.download_url).toMatch(/^\/api\/account\/export\/download\/[a-f0-9]{32}\.[\w-]{43}$/);
    expect(exportFilesOf(ready.id)).toEqual(["stored"]);

    const res = await download(ready.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: expect.stringMatching(/^job-application-helper-data-\d{4}-\d{2}-\d{2}\.zip$/),
    });
    expect(res.rawPayload.length).toBe(ready.size);
    const zip = await unzip(res.rawPayload);
    const names = [...zip.keys()];
    for (const name of RECORD_FILES) expect(names, name).toContain(name);
    const read = (name: string) => JSON.parse(zip.get(name)!.toString("utf8"));

    // account.json and settings.json: the person, no secrets.
    const account = read("account.json");
    expect(account).toMatchObject({
      id: user.userId,
      email: user.email,
      username: user.username,
      name: null,
      email_verified: true,
    });
    expect(account.sign_in_methods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(account).toMatchObject({ two_factor_enabled: false, passkeys: [], pending_email_change: null });
    expect(account.sessions.length).toBeGreaterThan(0);
    const settings = read("settings.json");
    expect(settings).toMatchObject({ language: "de", calendar_feed_enabled: true });
    expect(settings.mail_accounts).toEqual([
      expect.objectContaining({ host: "smtp.example.org", username: user.email, from_email: user.email }),
    ]);
    const calendarSecret = filled.calendarUrl
      .split("/")
      .pop()!
      .replace(/\.ics$/, "");
    const hashRow = await server.database.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.userId)
      .executeTakeFirstOrThrow();
    for (const [name, bytes] of zip) {
      const text = bytes.toString("latin1");
      for (const secret of [filled.mailSecret, user.token, hashRow.password!, calendarSecret]) {
        expect(text.includes(secret), `${name} holds a secret`).toBe(false);
      }
    }

    // profiles.json with children, applications.json with notes, appointments, history, documents.
    const [profile] = read("profiles.json");
    expect(profile).toMatchObject({
      id: filled.profile.id,
      vorname: filled.profile.vorname,
      has_picture: true,
    });
    expect(profile.skills).toEqual([expect.objectContaining({ name: "TypeScript" })]);
    expect(profile.workexperiences[0].job_tasks).toEqual([
      expect.objectContaining({ description: "Built APIs" }),
    ]);
    expect(profile.educations).toHaveLength(1);
    expect(profile.languages).toHaveLength(1);
    const [application] = read("applications.json");
    expect(application).toMatchObject({
      id: filled.application.id,
      status: "applied",
      job_title: "Backend Developer",
    });
    expect(application.notes).toEqual([expect.objectContaining({ value: "Nachfassen am Montag" })]);
    expect(application.appointments).toEqual([expect.objectContaining({ value: "Vorstellungsgespräch" })]);
    expect(application.status_history.map((s: { status: string }) => s.status)).toContain("applied");
    expect(application.status_history.length).toBeGreaterThanOrEqual(2);
    expect(application.documents).toEqual([expect.objectContaining({ document_id: filled.uploads[0]!.id })]);
    expect(application.user_id).toBeUndefined();
    expect(read("cover_letters.json")).toEqual([expect.objectContaining({ title: "Standard" })]);
    const [mail] = read("sent_mails.json");
    expect(mail).toMatchObject({ id: filled.sentMailId, recipient: "hr@example.org", status: "sent" });
    expect(mail.message_id).toBeUndefined();
    expect(mail.attachments).toHaveLength(1);
    expect(read("job_ad_marks.json")).toEqual([
      expect.objectContaining({ mark: "tracked", job_ad: expect.objectContaining({ title: "Developer" }) }),
    ]);

    // The stored files, byte for byte.
    const documents = read("documents.json") as Array<{ id: number; file: string; storage_key?: string }>;
    expect(documents).toHaveLength(2);
    for (const upload of filled.uploads) {
      const entry = documents.find((d) => d.id === upload.id)!;
      expect(entry.storage_key).toBeUndefined();
      expect(entry.file).toMatch(/^files\/documents\//);
      expect(zip.get(entry.file)?.equals(upload.bytes), entry.file).toBe(true);
    }
    expect(documents.find((d) => d.id === filled.uploads[0]!.id)!.file).toBe(
      `files/documents/${filled.uploads[0]!.id}_Zeugnis März.pdf`,
    );
    expect(zip.get(profile.files.picture)?.equals(filled.picture)).toBe(true);
    expect(zip.get(mail.cv_file)?.equals(filled.sentCv)).toBe(true);
    expect(mail.cv_file).toMatch(/^files\/sent-mail-cvs\//);

    // Each profile as JSON Resume (valid by the official schema) and as PDF.
    const resume = JSON.parse(zip.get(profile.files.json_resume)!.toString("utf8"));
    expect(schemaErrors(resume)).toBeNull();
    expect(resume.basics.name).toBe(`${filled.profile.vorname} ${filled.profile.name}`.trim());
    expect(resume.work.length).toBeGreaterThan(0);
    const pdf = zip.get(profile.files.pdf)!;
    expect(profile.files.pdf).toMatch(new RegExp(`^profiles/${filled.profile.id}/.+\\.pdf$`));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // README in the user's language, formal German.
    const readme = zip.get("README.txt")!.toString("utf8");
    expect(readme).toMatch(/^IHRE DATEN AUS JOB APPLICATION HELPER/);
    expect(readme).toContain("Bitte bewahren Sie das Archiv sicher auf");
    expect(readme).toContain(user.email);
    expect(readme).not.toMatch(/\bdu\b|\bdein/i);

    // Single use: the link is spent, the file gone, the state says so.
    const second = await download(ready.download_url);
    expect(second.statusCode).toBe(410);
    await expect.poll(() => exportFilesOf(ready.id)).toEqual([]);
    const after = (await api(server, user, "GET", "/api/account/export")).body;
    expect(after).toMatchObject({ status: "downloaded", download_url: null });
  });

  it("builds in the background with its progress shown, and answers the running build when asked again", async () => {
    const user = await verifiedUser(server);
    await buildProfile(server, user);
    for (let i = 0; i < 3; i++) {
      const doc = await api(server, user, "POST", "/api/documents/", {
        file_string: dataUrl(uniquePdf()),
        file_name: `doc-${i}.pdf`,
        original_name: `doc-${i}.pdf`,
      });
      expect(doc.status).toBeLessThan(300);
    }
    // The CV render waits until the test lets it go: everything before it is in the zip by then.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = server.pdf.renderPdf.bind(server.pdf);
    const spy = vi.spyOn(server.pdf, "renderPdf").mockImplementation(async (...args) => {
      await released;
      return render(...args);
    });
    try {
      const started = await api(server, user, "POST", "/api/account/export");
      expect(started.status).toBe(202);
      const seen: number[] = [];
      await expect
        .poll(async () => {
          const body = (await api(server, user, "GET", "/api/account/export")).body;
          expect(body).toMatchObject({ status: "building", download_url: null, expires_at: null });
          seen.push(body.progress);
          return body.progress;
        })
        .toBeGreaterThan(50);
      expect(seen.at(-1)).toBeLessThan(100);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      const again = await api(server, user, "POST", "/api/account/export");
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: started.body.id, status: "building" });
      release();
      await server.dataExports.idle();
      expect((await api(server, user, "GET", "/api/account/export")).body).toMatchObject({
        id: started.body.id,
        status: "ready",
        progress: 100,
      });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("reports a build that breaks off as failed, leaves no file, and can be started again", async () => {
    const user = await verifiedUser(server);
    const doc = await api(server, user, "POST", "/api/documents/", {
      file_string: dataUrl(uniquePdf()),
      file_name: "lost.pdf",
      original_name: "lost.pdf",
    });
    const { storage_key } = await server.database.db
      .selectFrom("document")
      .select("storage_key")
      .where("id", "=", doc.body.id)
      .executeTakeFirstOrThrow();
    rmSync(path.join(server.config.dataDir, "files", storage_key.slice(0, 2), storage_key));
    const started = await api(server, user, "POST", "/api/account/export");
    await server.dataExports.idle();
    expect((await api(server, user, "GET", "/api/account/export")).body).toMatchObject({
      id: started.body.id,
      status: "failed",
      download_url: null,
    });
    expect(exportFilesOf(started.body.id)).toEqual([]);
    expect(server.logs.join("")).toContain("data export failed");
    // Without the broken document the next build goes through.
    expect((await api(server, user, "DELETE", `/api/documents/delete/${doc.body.id}`)).status).toBeLessThan(
      300,
    );
    const next = await readyExport(user);
    expect(next.id).not.toBe(started.body.id);
  });

  it("writes the README in English for an English account and lets the link expire", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "en" });
    const ready = await readyExport(user);
    await server.database.db
      .updateTable("data_export")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", ready.id)
      .execute();
    expect((await download(ready.download_url)).statusCode).toBe(410);
    expect(exportFilesOf(ready.id)).toEqual([]);
    expect((await api(server, user, "GET", "/api/account/export")).body).toMatchObject({
      status: "expired",
      download_url: null,
    });

    // A new export replaces the old one; the hourly sweep expires it when its time has passed.
    const next = await readyExport(user);
    expect(next.id).not.toBe(ready.id);
    const res = await download(next.download_url);
    const readme = (await unzip(res.rawPayload)).get("README.txt")!.toString("utf8");
    expect(readme).toMatch(/^YOUR DATA FROM JOB APPLICATION HELPER/);
    expect(readme).toContain("right to data portability");

    const third = await readyExport(user);
    const swept = await server.dataExports.sweep(new Date(Date.parse(third.expires_at) + 1000));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(exportFilesOf(third.id)).toEqual([]);
    expect((await download(third.download_url)).statusCode).toBe(410);
  });

  it("never shows or opens another user's export", async () => {
    const owner = await verifiedUser(server);
    const other = await verifiedUser(server);
    const ready = await readyExport(owner);
    const seen = await api(server, other, "GET", "/api/account/export");
    expect(seen.status).toBe(404);
    // A token must carry the server's signature of the id: a forged or altered one is unknown.
    const [id, mac] = ready.download_url.split("/").pop()!.split(".") as [string, string];
    const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect((await download(`/api/account/export/download/${forged}`)).statusCode).toBe(404);
    expect(
      (await download(`/api/account/export/download/${randomBytes(16).toString("hex")}.${mac}`)).statusCode,
    ).toBe(404);
    expect((await download("/api/account/export/download/nonsense")).statusCode).toBe(404);
    // The other user's own export is theirs alone, with another id.
    const theirs = await readyExport(other);
    expect(theirs.id).not.toBe(id);
    expect((await api(server, owner, "GET", "/api/account/export")).body.id).toBe(id);
    // Without a session the state cannot be read or a build started.
    for (const method of ["GET", "POST"] as const) {
      expect((await server.app.inject({ method, url: "/api/account/export" })).statusCode).toBe(401);
    }
    // The owner's link still works once (nobody else's request spent it).
    expect((await download(ready.download_url)).statusCode).toBe(200);
  });

  it("is removed with the account by the purge, file and row", async () => {
    const user = await verifiedUser(server);
    const ready = await readyExport(user);
    expect(existsSync(storedExport(ready.id))).toBe(true);
    const result = await purgeUser(
      { db: server.database.db, parts: server.userData, outboxDir: null },
      user.userId,
    );
    expect(result.exportFiles).toBe(1);
    expect(exportFilesOf(ready.id)).toEqual([]);
    const rows = await server.database.db
      .selectFrom("data_export")
      .select("id")
      .where("user_id", "=", user.userId)
      .execute();
    expect(rows).toEqual([]);
    expect((await download(ready.download_url)).statusCode).toBe(410);
    expect(
      (await server.app.inject({ method: "GET", url: "/api/account/export", headers: authHeaders(user) }))
        .statusCode,
    ).toBe(401);
  });
});

import { pdfText } from "@jah/testing/pdf-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { openDatabase } from "../../src/db/database.ts";
import { addAttachmentKeys } from "../../src/db/migrations/0019_mail_queue_rows.ts";
import { markApplicationSent, parseAttachments } from "../../src/features/compose/index.ts";
import type { GmailServer } from "../../src/mail/account-transport.ts";
import { INTERRUPTED_REASON, SentMailQueue } from "../../src/mail/sent-mail-queue.ts";
import { createFileStorage } from "../../src/storage/index.ts";
import { api, buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { FAKE_ACCESS_TOKEN, fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { Mailbox } from "../support/mailbox.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const PASSWORD = "mailbox password";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const TEXT = Buffer.from("Zeugnis: sehr gut. Grüße aus Köln!\n", "utf8");

/** A worker like the server's own, on its own database connection: a second app instance. */
function secondInstance(server: TestServer, gmailServer?: GmailServer) {
  const handle = openDatabase(server.config);
  const transport = {
    google: server.config.google,
    allowPrivateNetworks: true,
    ...(gmailServer ? { gmailServer } : {}),
  };
  const queue = new SentMailQueue({
    db: handle.db,
    storage: createFileStorage(server.config),
    box: new SecretBox(server.config.authSecret),
    transport,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    onDelivered: markApplicationSent,
  });
  return { queue, close: () => handle.destroy() };
}

describe.each(testDialects())("sending application mails on %s", (dialect) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let user: TestUser;
  let profileId: number;
  let documentIds: number[];

  beforeAll(async () => {
    mailbox = new Mailbox({ users: { anna: PASSWORD }, rejectRecipient: (a) => a.startsWith("reject") });
    await mailbox.listen(0);
    server = await startTestServer(dialect, { MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1", PDF_WORKERS: "1" });
    user = await verifiedUser(server);
    const connected = await api(server, user, "POST", "/api/connections/smtp", {
      host: "127.0.0.1",
      port: mailbox.port,
      security: "none",
      username: "anna",
      password: PASSWORD,
      from_email: "anna@example.org",
      from_name: "Anna Muster",
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    profileId = (await buildProfile(server, user)).id;
    documentIds = [];
    for (const [bytes, name, mime] of [
      [PDF, "Zeugnis.pdf", "application/pdf"],
      [TEXT, "Referenzen.txt", "text/plain"],
    ] as const) {
      const res = await api(server, user, "POST", "/api/documents/", {
        file_string: `data:${mime};base64,${bytes.toString("base64")}`,
        file_name: name,
        original_name: name,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      documentIds.push(res.body.id);
    }
  });
  afterAll(async () => {
    await server.stop();
    await mailbox.close();
  });

  let counter = 0;
  /** Presses Send for a new application; returns the application and the answer. */
  async function send(overrides: Record<string, unknown> = {}, who: TestUser = user) {
    const application = await buildApplication(server, who);
    const subject = `Bewerbung ${dialect} ${++counter}`;
    const res = await api(server, who, "POST", "/api/profile/applications/compose", {
      profile: { id: profileId },
      application: { id: application.id },
      mail_address: "jobs@muster.example",
      mail_subject: subject,
      mail_text: "Sehr geehrte Frau Musterfrau,\n\nanbei meine Unterlagen.\n\nViele Grüße\nAnna",
      ...overrides,
    });
    return { application, subject, res };
  }

  const sentRecord = async (applicationId: number, who: TestUser = user) =>
    (await api(server, who, "GET", `/api/profile/applications/sent/${applicationId}`)).body.sent;

  const sentRow = (applicationId: number) =>
    server.database.db
      .selectFrom("sent_mail")
      .selectAll()
      .where("application_id", "=", applicationId)
      .executeTakeFirstOrThrow();

  it("delivers the mail with the CV and the chosen files, and marks the application applied", async () => {
    const { application, subject, res } = await send({
      documents: documentIds,
      follow_up: "2027-01-15",
      fit_percentage: 80,
      updated_title: "Senior Platform Engineer",
      use_updated_title: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      status: "queued",
      sent: {
        application_id: application.id,
        recipient: "jobs@muster.example",
        subject,
        status: "queued",
        error: null,
        sent_at: null,
        cv_file_name: "Anna_Muster_Backend.pdf",
        attachments: [
          { name: "Zeugnis.pdf", size: PDF.length },
          { name: "Referenzen.txt", size: TEXT.length },
        ],
      },
    });
    await server.sentMail.idle();
    const received = await mailbox.waitFor(subject);
    expect(received.envelopeTo).toEqual(["jobs@muster.example"]);
    expect(received.mail.from?.value[0]).toMatchObject({ address: "anna@example.org", name: "Anna Muster" });
    expect(received.mail.text?.trim()).toBe(
      "Sehr geehrte Frau Musterfrau,\n\nanbei meine Unterlagen.\n\nViele Grüße\nAnna",
    );
    const names = received.mail.attachments.map((a) => a.filename);
    expect(names).toEqual(["Anna_Muster_Backend.pdf", "Zeugnis.pdf", "Referenzen.txt"]);
    const [cv, zeugnis, referenzen] = received.mail.attachments;
    expect(cv!.contentType).toBe("application/pdf");
    expect(cv!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await pdfText(cv!.content)).text).toContain("Senior Platform Engineer");
    expect(zeugnis!.content.equals(PDF)).toBe(true);
    expect(referenzen!.content.equals(TEXT)).toBe(true);

    // The queue reads the files by their storage keys; the record as shown and exported keeps only their facts.
    const stored = JSON.parse((await sentRow(application.id)).attachments);
    expect(stored.map((file: { key?: string }) => typeof file.key)).toEqual(["string", "string"]);
    expect(parseAttachments(JSON.stringify(stored))).toEqual([
      { document_id: documentIds[0], name: "Zeugnis.pdf", size: PDF.length, mime: "application/pdf" },
      { document_id: documentIds[1], name: "Referenzen.txt", size: TEXT.length, mime: "text/plain" },
    ]);

    const record = await sentRecord(application.id);
    expect(record).toMatchObject({
      status: "sent",
      error: null,
      attempts: 1,
      recipient: "jobs@muster.example",
    });
    expect(record.sent_at).toBeTruthy();
    expect(record.cv_size).toBe(cv!.content.length);
    const storedCv = await server.app.inject({
      method: "GET",
      url: `/api/profile/applications/sent/${application.id}/cv`,
      headers: authHeaders(user),
    });
    expect(storedCv.statusCode).toBe(200);
    expect(storedCv.headers["content-type"]).toBe("application/pdf");
    expect(dispositionOf(storedCv.headers["content-disposition"]).filename).toBe("Anna_Muster_Backend.pdf");
    expect(storedCv.rawPayload.equals(cv!.content)).toBe(true);

    const shown = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).body;
    expect(shown).toMatchObject({
      send: true,
      status: "applied",
      follow_up: "2027-01-15",
      mail_subject: subject,
    });
    expect(shown.application_status.map((s: { status: string }) => s.status)).toEqual(["todo", "applied"]);
    const fit = await server.database.db
      .selectFrom("application")
      .select(["fit_percentage", "profile_id"])
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(fit).toEqual({ fit_percentage: 80, profile_id: profileId });

    const again = await api(server, user, "POST", "/api/profile/applications/compose", {
      profile: { id: profileId },
      application: { id: application.id },
      mail_address: "jobs@muster.example",
      mail_subject: subject,
      mail_text: "noch einmal",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This application has already been sent");
    expect(mailbox.withSubject(subject)).toHaveLength(1);
  });

  it("defaults the follow-up to today plus 14 days", async () => {
    const { application, res } = await send();
    expect(res.status).toBe(202);
    await server.sentMail.idle();
    const shown = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).body;
    expect(shown.follow_up).toBe(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  });

  it("keeps the mail while the mail server is down and delivers it once when it is back", async () => {
    const port = mailbox.port;
    await mailbox.close();
    try {
      const { application, subject, res } = await send();
      expect(res.status).toBe(202);
      await server.sentMail.idle();
      const waiting = await sentRecord(application.id);
      expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
      expect(waiting.error).toMatch(/ECONNREFUSED/);
      const row = await sentRow(application.id);
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now());
      const before = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`))
        .body;
      expect(before).toMatchObject({ send: false, status: "todo" });

      await mailbox.listen(port);
      // Pretend the retry delay has passed.
      await server.database.db
        .updateTable("sent_mail")
        .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
        .where("id", "=", row.id)
        .execute();
      await server.sentMail.deliverDue();
      await server.sentMail.idle();
      await mailbox.waitFor(subject);
      await server.sentMail.deliverDue();
      expect(mailbox.withSubject(subject)).toHaveLength(1);
      expect(await sentRecord(application.id)).toMatchObject({ status: "sent", attempts: 2, error: null });
    } finally {
      if (mailbox.port !== port) await mailbox.listen(port);
    }
  });

  it("fails for good when the server refuses the recipient, with its reason", async () => {
    const { application, subject, res } = await send({ mail_address: "reject@muster.example" });
    expect(res.status).toBe(202);
    await server.sentMail.idle();
    const record = await sentRecord(application.id);
    expect(record).toMatchObject({ status: "failed", attempts: 1 });
    expect(record.error).toMatch(/550/);
    expect(mailbox.withSubject(subject)).toHaveLength(0);
    const shown = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).body;
    expect(shown).toMatchObject({ send: false, status: "todo" });
    // A failed mail may be sent again.
    const retry = await api(server, user, "POST", "/api/profile/applications/compose", {
      profile: { id: profileId },
      application: { id: application.id },
      mail_address: "jobs@muster.example",
      mail_subject: subject,
      mail_text: "zweiter Versuch",
    });
    expect(retry.status).toBe(202);
    await server.sentMail.idle();
    expect((await sentRecord(application.id)).status).toBe("sent");
  });

  it("fails a mail whose file was deleted before it went out", async () => {
    const doc = await api(server, user, "POST", "/api/documents/", {
      file_string: `data:text/plain;base64,${TEXT.toString("base64")}`,
      file_name: "weg.txt",
      original_name: "weg.txt",
    });
    await server.sentMail.stop();
    try {
      const { application, res } = await send({ documents: [doc.body.id] });
      expect(res.status).toBe(202);
      expect((await api(server, user, "DELETE", `/api/documents/delete/${doc.body.id}`)).status).toBe(200);
      await server.sentMail.deliverDue();
      const record = await sentRecord(application.id);
      expect(record.status).toBe("failed");
      expect(record.error).toBe('The file "weg.txt" was deleted before the mail was sent');
    } finally {
      server.sentMail.start();
    }
  });

  it("sends the files of a mail queued before the queue kept storage keys (migration 0019)", async () => {
    const upload = async (name: string) =>
      (
        await api(server, user, "POST", "/api/documents/", {
          file_string: `data:text/plain;base64,${TEXT.toString("base64")}`,
          file_name: name,
          original_name: name,
        })
      ).body.id as number;
    const kept = await upload("bleibt.txt");
    const gone = await upload("geloescht.txt");
    await server.sentMail.stop();
    try {
      const a = await send({ documents: [kept] });
      const b = await send({ documents: [gone] });
      // As such mails were stored before: the documents' facts, no storage key.
      for (const { application } of [a, b]) {
        const row = await sentRow(application.id);
        await server.database.db
          .updateTable("sent_mail")
          .set({ attachments: JSON.stringify(parseAttachments(row.attachments)) })
          .where("id", "=", row.id)
          .execute();
      }
      expect((await api(server, user, "DELETE", `/api/documents/delete/${gone}`)).status).toBe(200);
      await addAttachmentKeys(server.database.db);
      await server.sentMail.deliverDue();
      const received = await mailbox.waitFor(a.subject);
      expect(received.mail.attachments.map((f) => f.filename)).toEqual([
        "Anna_Muster_Backend.pdf",
        "bleibt.txt",
      ]);
      expect(received.mail.attachments[1]!.content.equals(TEXT)).toBe(true);
      expect(await sentRecord(b.application.id)).toMatchObject({
        status: "failed",
        error: 'The file "geloescht.txt" was deleted before the mail was sent',
      });
      expect(mailbox.withSubject(b.subject)).toHaveLength(0);
    } finally {
      server.sentMail.start();
    }
  });

  it("does not send again a mail whose send was interrupted, and says so", async () => {
    await server.sentMail.stop();
    try {
      const { application, subject } = await send();
      const row = await sentRow(application.id);
      // As a worker that died mid-send leaves it: claimed, the claim run out.
      await server.database.db
        .updateTable("sent_mail")
        .set({ status: "sending", attempts: 1, locked_until: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", row.id)
        .execute();
      await server.sentMail.deliverDue();
      expect(await sentRecord(application.id)).toMatchObject({ status: "failed", error: INTERRUPTED_REASON });
      expect(mailbox.withSubject(subject)).toHaveLength(0);
    } finally {
      server.sentMail.start();
    }
  });

  it("sends each mail once with two app instances working the same queue", async () => {
    await server.sentMail.stop();
    const a = secondInstance(server);
    const b = secondInstance(server);
    try {
      const subjects: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { subject, res } = await send();
        expect(res.status).toBe(202);
        subjects.push(subject);
      }
      await Promise.all([
        a.queue.deliverDue(),
        b.queue.deliverDue(),
        a.queue.deliverDue(),
        b.queue.deliverDue(),
      ]);
      for (const subject of subjects) {
        await mailbox.waitFor(subject);
        expect(mailbox.withSubject(subject), subject).toHaveLength(1);
      }
      const rows = await server.database.db
        .selectFrom("sent_mail")
        .select(["status", "attempts"])
        .where("subject", "in", subjects)
        .execute();
      expect(rows).toEqual(subjects.map(() => ({ status: "sent", attempts: 1 })));
    } finally {
      await a.close();
      await b.close();
      server.sentMail.start();
    }
  });

  it("queues one mail when Send is pressed twice at once", async () => {
    await server.sentMail.stop();
    try {
      const application = await buildApplication(server, user);
      const body = {
        profile: { id: profileId },
        application: { id: application.id },
        mail_address: "jobs@muster.example",
        mail_subject: `Doppelt ${dialect}`,
        mail_text: "Hallo",
      };
      const answers = await Promise.all([
        api(server, user, "POST", "/api/profile/applications/compose", body),
        api(server, user, "POST", "/api/profile/applications/compose", body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(
        "This application is already being sent",
      );
      const rows = await server.database.db
        .selectFrom("sent_mail")
        .select("id")
        .where("application_id", "=", application.id)
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      server.sentMail.start();
      await server.sentMail.idle();
    }
  });

  it("answers 404 for another user's mail and CV", async () => {
    const { application } = await send();
    await server.sentMail.idle();
    const intruder = await verifiedUser(server);
    expect(
      (await api(server, intruder, "GET", `/api/profile/applications/sent/${application.id}`)).status,
    ).toBe(404);
    expect(
      (await api(server, intruder, "GET", `/api/profile/applications/sent/${application.id}/cv`)).status,
    ).toBe(404);
    const fresh = await buildApplication(server, user);
    expect(await sentRecord(fresh.id)).toBeNull();
    expect((await api(server, user, "GET", `/api/profile/applications/sent/${fresh.id}/cv`)).status).toBe(
      404,
    );
  });
});

describe.each(testDialects())("sending through Gmail on %s", (dialect) => {
  let server: TestServer;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let mailbox: Mailbox;
  beforeAll(async () => {
    google = await fakeGoogle();
    mailbox = new Mailbox({ oauth: { "anna@gmail.example": FAKE_ACCESS_TOKEN } });
    await mailbox.listen(0);
    server = await startTestServer(dialect, { ...GOOGLE_ENV(google.url), PDF_WORKERS: "1" });
  });
  afterAll(async () => {
    await server.stop();
    await mailbox.close();
    await google.close();
  });

  it("signs in with XOAUTH2 using a fresh access token from the refresh token", async () => {
    const user = await verifiedUser(server);
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    expect(
      (await api(server, user, "POST", "/api/connections/gmail/callback", { code: "good-code", state }))
        .status,
    ).toBe(200);
    const profile = await buildProfile(server, user);
    const application = await buildApplication(server, user);
    // The server's own worker would go to smtp.gmail.com: this instance goes to the local mailbox instead.
    await server.sentMail.stop();
    const worker = secondInstance(server, { host: "127.0.0.1", port: mailbox.port, security: "none" });
    try {
      const res = await api(server, user, "POST", "/api/profile/applications/compose", {
        profile: { id: profile.id },
        application: { id: application.id },
        mail_address: "jobs@muster.example",
        mail_subject: "Bewerbung über Gmail",
        mail_text: "Hallo",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      await worker.queue.deliverDue();
      const received = await mailbox.waitFor("Bewerbung über Gmail");
      expect(received.mail.from?.value[0]?.address).toBe("anna@gmail.example");
      expect(google.requests.some((r) => r.get("grant_type") === "refresh_token")).toBe(true);
      const shown = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).body;
      expect(shown).toMatchObject({ send: true, status: "applied" });
    } finally {
      await worker.close();
      server.sentMail.start();
    }
  });
});

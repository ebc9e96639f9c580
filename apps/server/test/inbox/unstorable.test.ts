import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiClient } from "../../src/ai/client.ts";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { Mailbox } from "../support/mailbox.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the unstorable-reply tests: ${missing}`);

const PASSWORD = "imap-Passwört-1";
let mailboxCounter = 0;

/**
 * Issue 37: PostgreSQL refuses U+0000, and one reply with a NUL byte used to stop a mailbox's reading
 * for good (every poll failed on the same message). Replies come from a real dovecot; NUL bytes arrive
 * as an employer's mail program would send them: in encoded words and in base64 text.
 */
describe.skipIf(missing !== null).each(testDialects())("replies that are hard to store, on %s", (dialect) => {
  let server: TestServer;
  let smtp: Mailbox;
  let dovecot: TestDovecot;
  let ai: FakeAi;
  let aiUrl: string;
  const users: Record<string, string> = {};
  for (let i = 1; i <= 10; i++) users[`user${i}`] = PASSWORD;

  beforeAll(async () => {
    smtp = new Mailbox({ users: { anna: PASSWORD } });
    await smtp.listen(0);
    dovecot = new TestDovecot(users);
    await dovecot.start();
    ai = new FakeAi();
    aiUrl = await ai.listen();
    server = await startTestServer(dialect, {
      MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1",
      AI_BASE_URL: aiUrl,
      AI_MODEL: "fake-model",
      AI_API_KEY: "k",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dovecot?.destroy();
    await ai?.close();
  });

  const db = () => server.database.db;
  const reader = () =>
    new MailboxReader({
      db: db(),
      box: new SecretBox(server.config.authSecret),
      quota: server.storageQuota,
      allowPrivateNetworks: true,
      log: { warn: () => {} },
      limits: { maxMessages: 200, maxMessageBytes: 1024 * 1024 },
      ai: {
        db: db(),
        client: new AiClient(server.config.ai!, { info: () => {}, warn: () => {} }),
        limits: server.config.aiLimits,
      },
    });

  /** A user whose SMTP account reads the dovecot mailbox `imapUser`, from a minute ago on. */
  async function readingUser() {
    mailboxCounter += 1;
    const imapUser = `user${mailboxCounter}`;
    const user = await verifiedUser(server);
    const res = await api(server, user, "POST", "/api/connections/smtp", {
      host: "127.0.0.1",
      port: smtp.port,
      security: "none",
      username: "anna",
      password: PASSWORD,
      from_email: "anna@example.org",
      imap_host: "127.0.0.1",
      imap_port: dovecot.port,
      imap_security: "none",
      reading: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The IMAP login is the account's user name; the SMTP test server knows only "anna".
    await db()
      .updateTable("mail_account")
      .set({ username: imapUser, reading_since: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    const { id } = await db()
      .selectFrom("mail_account")
      .select("id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    return {
      user,
      accountId: id,
      deliver: (raw: string) => dovecot.deliver(imapUser, "INBOX", raw),
      cut: () => dovecot.kick(imapUser),
    };
  }

  const readingStatus = async (user: TestUser) =>
    (await api(server, user, "GET", "/api/connections/")).body.smtp;

  it("reads replies with a NUL byte in the subject, the text, the sender's name or an attachment's name, and the reply after them", async () => {
    const { user, accountId, deliver } = await readingUser();
    const app = await buildApplication(server, user, { mail_address: "hr@acme.example" });
    const received = "Wir haben Ihre Bewerbung erhalten.";
    deliver(
      rawReply({
        from: "hr@acme.example",
        subject: "=?UTF-8?Q?Ihre_Bewerbung=00_bei_Acme?=",
        text: received,
      }),
    );
    deliver(
      rawReply({
        from: "hr@acme.example",
        subject: "Im Text",
        text: "Wir haben Ihre\u0000 Bewerbung erhalten.",
      }),
    );
    deliver(
      rawReply({ from: "=?UTF-8?Q?Petra=00_Acme?= <hr@acme.example>", subject: "Absender", text: received }),
    );
    deliver(
      rawReply({
        from: "hr@acme.example",
        subject: "Anhang",
        text: received,
        attachment: { name: "=?UTF-8?Q?Anlage=00.pdf?=", mime: "application/pdf", content: "%PDF-1.4" },
      }),
    );
    deliver(rawReply({ from: "hr@acme.example", subject: "Danach", text: received }));

    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 5, matched: 5, skipped: 0 });
    const list = await api(server, user, "GET", "/api/inbox/");
    expect(list.status).toBe(200);
    const items = list.body.matched as Array<{ id: number; subject: string; from_name: string }>;
    expect(items.map((i) => i.subject).sort()).toEqual(
      ["Ihre Bewerbung bei Acme", "Im Text", "Absender", "Anhang", "Danach"].sort(),
    );
    expect(items.find((i) => i.subject === "Absender")?.from_name).toBe("Petra Acme");
    const byText = items.find((i) => i.subject === "Im Text")!;
    expect((await api(server, user, "GET", `/api/inbox/${byText.id}`)).body.body).toBe(received);
    const byFile = items.find((i) => i.subject === "Anhang")!;
    const detail = await api(server, user, "GET", `/api/inbox/${byFile.id}`);
    expect(detail.body.attachments.map((a: { name: string }) => a.name)).toEqual(["Anlage.pdf"]);
    expect(detail.body).toMatchObject({ application: { id: app.id }, suggestion: "receipt" });
    // Nothing was skipped, and the next poll has nothing left to read.
    expect((await readingStatus(user)).reading_skipped).toEqual([]);
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 0 });
  });

  it("records a reply that cannot be stored as skipped, shows it on the account and reads the next one", async () => {
    // Realistic and on both databases: the user deletes the application while its reply is being
    // read (the reader waits for the AI provider), so the reply's row would point at nothing.
    const { user, accountId, deliver } = await readingUser();
    const host = new URL(aiUrl).host;
    expect((await api(server, user, "POST", "/api/ai/consent", { provider_host: host })).status).toBe(200);
    const deleted = await buildApplication(server, user, { mail_address: "hr@omega.example" });
    const kept = await buildApplication(server, user, { mail_address: "jobs@beta.example" });
    const unsure = "Hätten Sie nächste Woche Zeit für ein kurzes Telefonat am 17.03.2027 um 09:30 Uhr?";
    deliver(rawReply({ from: "hr@omega.example", subject: "=?UTF-8?Q?Kurze_Frage=00?=", text: unsure }));
    deliver(
      rawReply({
        from: "jobs@beta.example",
        subject: "Ihre Bewerbung",
        text: "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin entschieden haben.",
      }),
    );
    ai.mode = "slow";
    ai.delayMs = 1500;
    ai.answer = { kind: "invitation", sentence: unsure };
    const asked = ai.requests.length;
    try {
      const poll = reader().pollAccount(accountId);
      while (ai.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
      const removed = await api(server, user, "DELETE", `/api/profile/applications/delete/${deleted.id}`);
      expect(removed.status).toBe(200);
      expect(await poll).toMatchObject({ looked: 2, matched: 1, skipped: 1 });
    } finally {
      ai.mode = "good";
      ai.delayMs = 0;
    }

    const rows = await db()
      .selectFrom("inbox_message")
      .select(["subject", "application_id"])
      .where("user_id", "=", user.userId)
      .execute();
    expect(rows).toEqual([{ subject: "Ihre Bewerbung", application_id: kept.id }]);
    const status = await readingStatus(user);
    expect(status.reading_error).toBeNull();
    expect(status.reading_skipped).toEqual([
      {
        id: expect.any(Number),
        folder: "INBOX",
        subject: "Kurze Frage",
        received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reason: "failed",
        skipped_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // The folder's place moved past both: nothing is read (or skipped) twice.
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 0, skipped: 0 });
    // Switched off, the skipped list goes with what was read.
    const off = await api(server, user, "PUT", "/api/connections/smtp/reading", {
      imap_host: "127.0.0.1",
      imap_port: dovecot.port,
      imap_security: "none",
      reading: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.smtp.reading_skipped).toEqual([]);
  });

  it("saves the folder's place after each message: a poll broken off mid-way goes on with the next message", async () => {
    const { user, accountId, deliver, cut } = await readingUser();
    const host = new URL(aiUrl).host;
    expect((await api(server, user, "POST", "/api/ai/consent", { provider_host: host })).status).toBe(200);
    await buildApplication(server, user, { mail_address: "hr@kappa.example" });
    const unsure = "Hätten Sie nächste Woche Zeit für ein kurzes Telefonat am 17.03.2027 um 09:30 Uhr?";
    const receipt = "Wir haben Ihre Bewerbung erhalten.";
    deliver(rawReply({ from: "hr@kappa.example", subject: "Eins", text: receipt }));
    deliver(rawReply({ from: "hr@kappa.example", subject: "Zwei", text: unsure }));
    deliver(rawReply({ from: "hr@kappa.example", subject: "Drei", text: receipt }));
    ai.mode = "slow";
    ai.delayMs = 1500;
    ai.answer = { kind: "invitation", sentence: unsure };
    const asked = ai.requests.length;
    try {
      // The connection is cut while the second reply waits for the AI provider: the third cannot be fetched.
      const poll = reader().pollAccount(accountId);
      while (ai.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
      cut();
      expect(await poll).toBeNull();
    } finally {
      ai.mode = "good";
      ai.delayMs = 0;
    }
    expect((await readingStatus(user)).reading_error).not.toBeNull();
    // Only the third is looked at again: the first two were dealt with and their place saved.
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1, skipped: 0 });
    const subjects = await db()
      .selectFrom("inbox_message")
      .select("subject")
      .where("user_id", "=", user.userId)
      .orderBy("uid")
      .execute();
    expect(subjects.map((r) => r.subject)).toEqual(["Eins", "Zwei", "Drei"]);
  });
});

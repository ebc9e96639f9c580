import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { insertApplicationMail } from "../../src/mail/application-mail.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { Mailbox } from "../support/mailbox.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the IMAP reading tests: ${missing}`);

const PASSWORD = "imap-Passwört-1";
let mailboxCounter = 0;

describe.skipIf(missing !== null).each(testDialects())("reading replies over IMAP on %s", (dialect) => {
  let server: TestServer;
  let smtp: Mailbox;
  let dovecot: TestDovecot;
  const users: Record<string, string> = {};
  for (let i = 1; i <= 20; i++) users[`user${i}`] = PASSWORD;
  users.wrong = PASSWORD;

  beforeAll(async () => {
    smtp = new Mailbox({ users: { anna: PASSWORD } });
    await smtp.listen(0);
    dovecot = new TestDovecot(users);
    await dovecot.start();
    server = await startTestServer(dialect, { MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dovecot?.destroy();
  });

  const db = () => server.database.db;
  const reader = (maxMessages = 200) =>
    new MailboxReader({
      db: db(),
      box: new SecretBox(server.config.authSecret),
      allowPrivateNetworks: true,
      log: { warn: () => {} },
      limits: { maxMessages, maxMessageBytes: 1024 * 1024 },
      quota: server.storageQuota,
    });

  /** A user with a connected SMTP account that reads the IMAP mailbox `imapUser`. */
  async function readingUser(overrides: Record<string, unknown> = {}) {
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
      ...overrides,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The IMAP login is the account's user name; the SMTP test server knows only "anna".
    await db()
      .updateTable("mail_account")
      .set({ username: imapUser })
      .where("user_id", "=", user.userId)
      .execute();
    // Reading began a minute ago: mail older than that is not read.
    await db()
      .updateTable("mail_account")
      .set({ reading_since: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    const account = await db()
      .selectFrom("mail_account")
      .select("id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    return { user, imapUser, accountId: account.id };
  }

  async function sentMail(user: TestUser, applicationId: number, recipient: string) {
    const row = await insertApplicationMail(db(), {
      userId: user.userId,
      applicationId,
      recipient,
      subject: "Bewerbung als Backend Developer",
      body: "Sehr geehrte Damen und Herren, ...",
      senderName: "Anna",
      cv: { fileName: "cv.pdf", bytes: Buffer.from("%PDF") },
      attachments: [],
      followUp: "2027-04-01",
      refusal: null,
    });
    const sentAt = new Date(Date.now() - 120_000).toISOString();
    await db()
      .updateTable("sent_mail")
      .set({ status: "sent", sent_at: sentAt })
      .where("id", "=", row.id)
      .execute();
    return row.message_id;
  }

  const messages = (userId: string) =>
    db()
      .selectFrom("inbox_message")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("folder", "desc")
      .orderBy("uid")
      .execute();

  it("matches by thread, by address and by domain, keeps unmatched replies without text and leaves bulk mail out", async () => {
    const { user, imapUser, accountId } = await readingUser();
    const byThread = await buildApplication(server, user, { mail_address: "jobs@acme.example" });
    const byDomain = await buildApplication(server, user, {
      job_title: "Data Analyst",
      mail_address: "karriere@beta-werke.example",
    });
    const messageId = await sentMail(user, byThread.id, "jobs@acme.example");
    const inbox = (raw: string) => dovecot.deliver(imapUser, "INBOX", raw);
    // From an applicant system on another domain: only the thread says where it belongs.
    inbox(
      rawReply({
        from: "Acme Recruiting <no-reply@ats-mailer.example>",
        subject: "AW: Bewerbung als Backend Developer",
        text: "Sehr geehrte Frau Muster,\n\nwir möchten Sie gerne am 16.03.2027 um 10:00 Uhr zu einem Vorstellungsgespräch einladen.\n\nMit freundlichen Grüßen",
        inReplyTo: messageId,
        attachment: { name: "Anfahrt.pdf", mime: "application/pdf", content: "%PDF-1.4 Anfahrt" },
      }),
    );
    inbox(
      rawReply({
        from: "Petra Beta <p.beta@beta-werke.example>",
        subject: "Ihre Bewerbung",
        text: "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin entschieden haben.",
      }),
    );
    inbox(rawReply({ from: "hr@unknown-firm.example", subject: "Ihre Bewerbung bei uns", text: "Danke." }));
    inbox(rawReply({ from: "friend@example.net", subject: "Kino heute?", text: "Hast du Zeit?" }));
    inbox(
      rawReply({
        from: "news@acme.example",
        subject: "Acme Newsletter",
        text: "Neues von Acme",
        headers: { "List-Id": "<news.acme.example>" },
      }),
    );
    inbox(
      rawReply({ from: "jobs@acme.example", subject: "Jobs", text: "x", headers: { Precedence: "bulk" } }),
    );
    inbox(
      rawReply({
        from: "jobs@acme.example",
        subject: "Abwesenheit",
        text: "Ich bin nicht im Büro.",
        headers: { "Auto-Submitted": "auto-replied" },
      }),
    );

    const result = await reader().pollAccount(accountId);
    expect(result).toMatchObject({ matched: 2, unmatched: 1, bulk: 3 });
    const rows = await messages(user.userId);
    expect(rows.map((r) => [r.application_id, r.matched_by, r.from_address])).toEqual([
      [byThread.id, "thread", "no-reply@ats-mailer.example"],
      [byDomain.id, "domain", "p.beta@beta-werke.example"],
      [null, null, "hr@unknown-firm.example"],
    ]);
    const [invitation, rejection, unmatched] = rows;
    expect(invitation).toMatchObject({
      suggestion: "invitation",
      suggestion_date: "2027-03-16T10:00",
      state: "open",
    });
    expect(invitation!.suggestion_sentence).toContain("Vorstellungsgespräch");
    expect(rejection).toMatchObject({ suggestion: "rejection" });
    expect(unmatched!.body).toBeNull();
    const files = await db()
      .selectFrom("inbox_attachment")
      .select(["name", "mime", "data"])
      .where("inbox_message_id", "=", invitation!.id)
      .execute();
    expect(files.map((f) => [f.name, f.mime, Buffer.from(f.data).toString()])).toEqual([
      ["Anfahrt.pdf", "application/pdf", "%PDF-1.4 Anfahrt"],
    ]);

    // Nothing was marked read on the server.
    const client = new ImapFlow({
      host: "127.0.0.1",
      port: dovecot.port,
      secure: false,
      auth: { user: imapUser, pass: PASSWORD },
      logger: false,
    });
    await client.connect();
    await client.mailboxOpen("INBOX", { readOnly: true });
    const seen = await client.search({ seen: true }, { uid: true });
    expect(seen).toEqual([]);
    await client.logout();

    // Deleting the application deletes its replies.
    const del = await api(server, user, "DELETE", `/api/profile/applications/delete/${byDomain.id}`);
    expect(del.status).toBe(200);
    expect((await messages(user.userId)).map((r) => r.application_id)).toEqual([byThread.id, null]);
  });

  it("starts where the last poll stopped, reads at most N per poll, and reads the named folder too", async () => {
    const { user, imapUser, accountId } = await readingUser();
    await api(server, user, "PUT", "/api/connections/smtp/reading", {
      imap_host: "127.0.0.1",
      imap_port: dovecot.port,
      imap_security: "none",
      reading: true,
      reading_folder: "Bewerbungen",
    });
    const app = await buildApplication(server, user, { mail_address: "hr@gamma.example" });
    const deliver = (n: number, folder = "INBOX") =>
      dovecot.deliver(
        imapUser,
        folder,
        rawReply({
          from: "hr@gamma.example",
          subject: `Antwort ${n}`,
          text: "Wir haben Ihre Bewerbung erhalten.",
        }),
      );
    deliver(1);
    deliver(2);
    deliver(3);
    expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 2, matched: 2 });
    expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
    expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 0 });
    deliver(4);
    deliver(5, "Bewerbungen");
    expect(await reader(10).pollAccount(accountId)).toMatchObject({ looked: 2, matched: 2 });
    const rows = await messages(user.userId);
    expect(rows.map((r) => [r.subject, r.folder])).toEqual([
      ["Antwort 1", "INBOX"],
      ["Antwort 2", "INBOX"],
      ["Antwort 3", "INBOX"],
      ["Antwort 4", "INBOX"],
      ["Antwort 5", "Bewerbungen"],
    ]);
    expect(rows.every((r) => r.application_id === app.id && r.suggestion === "receipt")).toBe(true);
    const folders = await db()
      .selectFrom("inbox_folder")
      .select(["folder", "last_uid"])
      .where("mail_account_id", "=", accountId)
      .orderBy("folder")
      .execute();
    expect(folders.map((f) => [f.folder, Number(f.last_uid)])).toEqual([
      ["Bewerbungen", 1],
      ["INBOX", 4],
    ]);

    // Switched off, what was read is deleted.
    const off = await api(server, user, "PUT", "/api/connections/smtp/reading", {
      imap_host: "127.0.0.1",
      imap_port: dovecot.port,
      imap_security: "none",
      reading: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.smtp.reading).toBe(false);
    expect(await messages(user.userId)).toEqual([]);
    expect(await reader().pollAccount(accountId)).toBeNull();
  });

  it("reads a reply that arrived in the same second reading was switched on", async () => {
    const { user, imapUser, accountId } = await readingUser();
    const app = await buildApplication(server, user, { mail_address: "hr@delta.example" });
    // The mailbox keeps arrival times in whole seconds; reading_since has milliseconds. Start at the
    // beginning of a second and switch reading on at its end, then deliver within that second.
    while (Date.now() % 1000 > 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const second = Math.floor(Date.now() / 1000) * 1000;
    await db()
      .updateTable("mail_account")
      .set({ reading_since: new Date(second + 999).toISOString() })
      .where("id", "=", accountId)
      .execute();
    dovecot.deliver(
      imapUser,
      "INBOX",
      rawReply({ from: "hr@delta.example", subject: "Eingang", text: "Wir haben Ihre Bewerbung erhalten." }),
    );
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
    const rows = await messages(user.userId);
    expect(rows.map((r) => r.application_id)).toEqual([app.id]);
  });

  it("shows wrong credentials and a lost connection on the account while the other accounts are read", async () => {
    const good = await readingUser();
    const bad = await readingUser();
    await db()
      .updateTable("mail_account")
      .set({ username: "nobody-here" })
      .where("id", "=", bad.accountId)
      .execute();
    await buildApplication(server, good.user, { mail_address: "hr@delta.example" });
    dovecot.deliver(
      good.imapUser,
      "INBOX",
      rawReply({ from: "hr@delta.example", subject: "Re", text: "Danke, eingegangen." }),
    );
    await reader().pollAll();
    const status = async (user: TestUser) => (await api(server, user, "GET", "/api/connections/")).body.smtp;
    expect(await status(bad.user)).toMatchObject({ reading: true, reading_error: "auth-failed" });
    expect(await status(good.user)).toMatchObject({ reading_error: null });
    expect((await messages(good.user.userId)).length).toBe(1);

    await dovecot.stop();
    await reader().pollAccount(good.accountId);
    expect(await status(good.user)).toMatchObject({ reading_error: "unreachable" });
    await dovecot.start();
    await db()
      .updateTable("mail_account")
      .set({ imap_port: dovecot.port })
      .where("id", "=", good.accountId)
      .execute();
    await reader().pollAccount(good.accountId);
    expect(await status(good.user)).toMatchObject({ reading_error: null });
  });

  it("lists replies, accepts a suggestion only when asked, and keeps everything to its owner", async () => {
    const { user, imapUser, accountId } = await readingUser();
    const other = await verifiedUser(server);
    const app = await buildApplication(server, user, { mail_address: "jobs@epsilon.example" });
    const messageId = await sentMail(user, app.id, "jobs@epsilon.example");
    dovecot.deliver(
      imapUser,
      "INBOX",
      rawReply({
        from: "jobs@epsilon.example",
        subject: "Re: Bewerbung als Backend Developer",
        text: "We would like to invite you to an interview on March 16, 2027 at 2:30 pm.",
        inReplyTo: messageId,
        attachment: { name: "map.html", mime: "text/html", content: "<script>alert(1)</script>" },
      }),
    );
    dovecot.deliver(
      imapUser,
      "INBOX",
      rawReply({ from: "x@zeta.example", subject: "Your application", text: "?" }),
    );
    await reader().pollAccount(accountId);
    const list = await api(server, user, "GET", "/api/inbox/");
    expect(list.status).toBe(200);
    expect(list.body.matched).toHaveLength(1);
    expect(list.body.unmatched).toHaveLength(1);
    const [item] = list.body.matched;
    expect(item).toMatchObject({
      application: { id: app.id, job_title: "Backend Developer" },
      suggestion: "invitation",
      suggestion_date: "2027-03-16T14:30",
      state: "open",
    });
    // Reading changed nothing on the application.
    expect((await api(server, user, "GET", `/api/profile/applications/show/${app.id}`)).body.status).not.toBe(
      "appointment",
    );
    // Another user's id is a 404, whatever the call.
    expect((await api(server, other, "GET", `/api/inbox/${item.id}`)).status).toBe(404);
    expect((await api(server, other, "POST", `/api/inbox/${item.id}/accept`, {})).status).toBe(404);
    expect((await api(server, other, "GET", `/api/inbox/application/${app.id}`)).status).toBe(404);
    expect((await api(server, other, "GET", "/api/inbox/")).body).toEqual({ matched: [], unmatched: [] });

    const detail = await api(server, user, "GET", `/api/inbox/${item.id}`);
    expect(detail.body.body).toContain("invite you");
    const [file] = detail.body.attachments;
    const download = await server.app.inject({
      method: "GET",
      url: `/api/inbox/attachment/${file.id}`,
      headers: authHeaders(user),
    });
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.body).toBe("<script>alert(1)</script>");
    expect(
      (
        await server.app.inject({
          method: "GET",
          url: `/api/inbox/attachment/${file.id}`,
          headers: authHeaders(other),
        })
      ).statusCode,
    ).toBe(404);

    const accepted = await api(server, user, "POST", `/api/inbox/${item.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe("accepted");
    const shown = await api(server, user, "GET", `/api/profile/applications/show/${app.id}`);
    expect(shown.body.status).toBe("appointment");
    const appointments = await db()
      .selectFrom("application_appointment")
      .select("appointment_date")
      .where("application_id", "=", app.id)
      .execute();
    expect(appointments.map((a) => a.appointment_date)).toEqual(["2027-03-16T14:30"]);
    // Accepted once: a second accept finds no open suggestion.
    expect((await api(server, user, "POST", `/api/inbox/${item.id}/accept`, {})).status).toBe(404);

    const history = await api(server, user, "GET", `/api/inbox/application/${app.id}`);
    expect(history.body.map((e: { direction: string }) => e.direction)).toEqual(["sent", "received"]);

    const [loose] = list.body.unmatched;
    const linked = await api(server, user, "POST", `/api/inbox/${loose.id}/link`, { application: app.id });
    expect(linked.body).toMatchObject({ application: { id: app.id }, matched_by: "manual" });
    expect(
      (await api(server, user, "POST", `/api/inbox/${loose.id}/link`, { application: "x" })).status,
    ).toBe(400);
    expect((await api(server, user, "POST", `/api/inbox/${loose.id}/dismiss`)).body.state).toBe("dismissed");
  });

  it("refuses a reading setting without a server, with the field named", async () => {
    const { user } = await readingUser();
    const res = await api(server, user, "PUT", "/api/connections/smtp/reading", {
      reading: true,
      imap_host: "",
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("imap_host");
  });
});

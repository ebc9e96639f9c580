import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { insertApplicationMail } from "../../src/mail/application-mail.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import type { FakeGmailMailbox } from "../support/fake-gmail.ts";
import { fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

let mailboxCounter = 0;

describe.each(testDialects())("reading replies through the Gmail API on %s", (dialect) => {
  let server: TestServer;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;

  beforeAll(async () => {
    google = await fakeGoogle();
    server = await startTestServer(dialect, GOOGLE_ENV(google.url));
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  const db = () => server.database.db;
  const reader = (maxMessages = 200, maxMessageBytes = 1024 * 1024) =>
    new MailboxReader({
      db: db(),
      box: new SecretBox(server.config.authSecret),
      allowPrivateNetworks: false,
      log: { warn: () => {} },
      limits: { maxMessages, maxMessageBytes },
      google: server.config.google,
      quota: server.storageQuota,
    });

  /** Connects Gmail through the consent flow with the given code ("gm:<name>" or "gm-old:<name>"). */
  async function connect(user: TestUser, code: string) {
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    const res = await api(server, user, "POST", "/api/connections/gmail/connect", { code, state });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** A user whose Gmail account (a fake mailbox of its own) is read, reading begun a minute ago. */
  async function readingUser(folder = "") {
    mailboxCounter += 1;
    const name = `${dialect}-box-${mailboxCounter}`;
    const user = await verifiedUser(server);
    await connect(user, `gm:${name}`);
    const on = await api(server, user, "PUT", "/api/connections/gmail/reading", {
      reading: true,
      reading_folder: folder,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
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
    const mailbox = google.gmail.mailbox(`access-gm-${name}`);
    return { user, name, mailbox, accountId: account.id };
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
    await db()
      .updateTable("sent_mail")
      .set({ status: "sent", sent_at: new Date(Date.now() - 120_000).toISOString() })
      .where("id", "=", row.id)
      .execute();
    return row.message_id;
  }

  const messages = (userId: string) =>
    db()
      .selectFrom("inbox_message")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("received_at")
      .orderBy("id")
      .execute();

  const status = async (user: TestUser) => (await api(server, user, "GET", "/api/connections/")).body.gmail;

  /** Each delivery a millisecond apart at least, so internal dates order them. */
  let clock = Date.now();
  const deliver = (box: FakeGmailMailbox, raw: string, labelIds?: string[]) => {
    clock = Math.max(clock + 5, Date.now());
    return box.deliver(raw, { internalDate: new Date(clock), ...(labelIds ? { labelIds } : {}) });
  };

  it("asks for the read-only scope and reads only with it; an account connected before is told why", async () => {
    const user = await verifiedUser(server);
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    expect(new URL(url).searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["https://mail.google.com/", "https://www.googleapis.com/auth/gmail.readonly"]),
    );
    mailboxCounter += 1;
    const old = await connect(user, `gm-old:${dialect}-old-${mailboxCounter}`);
    expect(old.gmail).toMatchObject({ connected: true, read_scope: false, reading: false });
    const refused = await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "scope-missing", fields: { reading: expect.any(String) } });
    expect(
      (await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: "yes" })).status,
    ).toBe(400);
    // Sending still works with the grant as it is: the account stays connected for sending.
    expect((await api(server, user, "GET", "/api/connections/gmail/refreshconnection")).body).toMatchObject({
      connected: true,
    });
    const before = google.gmail.requests.length;
    await reader().pollAll();
    expect(google.gmail.requests.length).toBe(before);

    // Granted again through the consent page: reading can be switched on.
    const again = await connect(user, `gm:${dialect}-old-${mailboxCounter}`);
    expect(again.gmail).toMatchObject({ read_scope: true, reading: false });
    const on = await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: true });
    expect(on.status).toBe(200);
    expect(on.body.gmail).toMatchObject({ reading: true, reading_error: null });
    expect(on.body.gmail.reading_since).toBeTruthy();
    // Connected again with another Google account: reading stops, nothing of the other mailbox stays.
    const anotherAccount = await connect(user, `gm:${dialect}-other-${mailboxCounter}`);
    expect(anotherAccount.gmail).toMatchObject({ read_scope: true, reading: false, reading_since: null });
    // A user without Gmail: 404.
    const other = await verifiedUser(server);
    expect(
      (await api(server, other, "PUT", "/api/connections/gmail/reading", { reading: true })).status,
    ).toBe(404);
  });

  it("matches by thread and by domain, keeps unmatched replies without text, leaves bulk mail out and changes nothing", async () => {
    const { user, mailbox, accountId } = await readingUser();
    const byThread = await buildApplication(server, user, { mail_address: "jobs@acme.example" });
    const byDomain = await buildApplication(server, user, {
      job_title: "Data Analyst",
      mail_address: "karriere@beta-werke.example",
    });
    const messageId = await sentMail(user, byThread.id, "jobs@acme.example");
    // Mail from before reading began is never read.
    mailbox.deliver(rawReply({ from: "jobs@acme.example", subject: "Alt", text: "Alt." }), {
      internalDate: new Date(Date.now() - 3_600_000),
    });
    deliver(
      mailbox,
      rawReply({
        from: "Acme Recruiting <no-reply@ats-mailer.example>",
        subject: "AW: Bewerbung als Backend Developer",
        text: "Sehr geehrte Frau Muster,\n\nwir möchten Sie gerne am 16.03.2027 um 10:00 Uhr zu einem Vorstellungsgespräch einladen.\n\nMit freundlichen Grüßen",
        inReplyTo: messageId,
        attachment: { name: "Anfahrt.pdf", mime: "application/pdf", content: "%PDF-1.4 Anfahrt" },
      }),
    );
    deliver(
      mailbox,
      rawReply({
        // Encoded words, as mail programs write umlauts: Gmail hands them over undecoded.
        from: "=?UTF-8?Q?Petra_B=C3=A4ta?= <p.beta@beta-werke.example>",
        subject: "=?UTF-8?B?SWhyZSBCZXdlcmJ1bmcgw7xiZXI=?= uns",
        text: "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin entschieden haben.",
      }),
    );
    deliver(
      mailbox,
      rawReply({ from: "hr@unknown-firm.example", subject: "Ihre Bewerbung bei uns", text: "Danke." }),
    );
    deliver(mailbox, rawReply({ from: "friend@example.net", subject: "Kino heute?", text: "Hast du Zeit?" }));
    deliver(
      mailbox,
      rawReply({
        from: "news@acme.example",
        subject: "Acme Newsletter",
        text: "Neues",
        headers: { "List-Id": "<news.acme.example>" },
      }),
    );
    deliver(
      mailbox,
      rawReply({ from: "jobs@acme.example", subject: "Jobs", text: "x", headers: { Precedence: "bulk" } }),
    );
    deliver(
      mailbox,
      rawReply({
        from: "jobs@acme.example",
        subject: "Abwesenheit",
        text: "Nicht im Büro.",
        headers: { "Auto-Submitted": "auto-replied" },
      }),
    );
    // Not in the inbox (sent, archived): not read.
    deliver(mailbox, rawReply({ from: "jobs@acme.example", subject: "Archiv", text: "x" }), [
      "CATEGORY_UPDATES",
    ]);

    const from = google.gmail.requests.length;
    const result = await reader().pollAccount(accountId);
    expect(result).toMatchObject({ looked: 7, matched: 2, unmatched: 1, bulk: 3 });
    const rows = await messages(user.userId);
    expect(rows.map((r) => [r.application_id, r.matched_by, r.from_address, r.folder])).toEqual([
      [byThread.id, "thread", "no-reply@ats-mailer.example", "INBOX"],
      [byDomain.id, "domain", "p.beta@beta-werke.example", "INBOX"],
      [null, null, "hr@unknown-firm.example", "INBOX"],
    ]);
    const [invitation, rejection, unmatched] = rows;
    expect(invitation).toMatchObject({
      suggestion: "invitation",
      suggestion_date: "2027-03-16T10:00",
      state: "open",
    });
    expect(invitation!.from_name).toBe("Acme Recruiting");
    expect(invitation!.suggestion_sentence).toContain("Vorstellungsgespräch");
    expect(rejection).toMatchObject({
      suggestion: "rejection",
      from_name: "Petra Bäta",
      subject: "Ihre Bewerbung über uns",
    });
    expect(unmatched!.body).toBeNull();
    const files = await db()
      .selectFrom("inbox_attachment")
      .select(["name", "data"])
      .where("inbox_message_id", "=", invitation!.id)
      .execute();
    expect(files.map((f) => [f.name, Buffer.from(f.data).toString()])).toEqual([
      ["Anfahrt.pdf", "%PDF-1.4 Anfahrt"],
    ]);
    // Read only: every call was a GET. The source was fetched for the two matched replies, for the one
    // about an application whose text must say which (it names none: kept without text) and for the
    // automatic reply (its text tells an away notice from a receipt); never for the private mail or bulk.
    const calls = google.gmail.requests.slice(from);
    expect(calls.every((c) => c.method === "GET")).toBe(true);
    expect(calls.filter((c) => c.format === "metadata")).toHaveLength(7);
    expect(calls.filter((c) => c.format === "raw")).toHaveLength(4);
    expect((await status(user)).reading_error).toBeNull();
    // Read again: nothing new, nothing twice.
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 0 });
    expect((await messages(user.userId)).length).toBe(3);
  });

  it("goes on from where it stopped: at most N per poll, then the history id, the named label too", async () => {
    const { user, mailbox, accountId } = await readingUser("Bewerbungen");
    const labelId = mailbox.addLabel("Bewerbungen");
    const app = await buildApplication(server, user, { mail_address: "hr@gamma.example" });
    const reply = (n: number) =>
      rawReply({
        from: "hr@gamma.example",
        subject: `Antwort ${n}`,
        text: "Wir haben Ihre Bewerbung erhalten.",
      });
    google.gmail.pageSize = 2; // the list comes in pages
    try {
      deliver(mailbox, reply(1));
      deliver(mailbox, reply(2));
      deliver(mailbox, reply(3));
      expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 2, matched: 2 });
      expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
      const from = google.gmail.requests.length;
      expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 0 });
      // From here on the history tells what is new: no list any more.
      const calls = google.gmail.requests.slice(from).map((c) => c.path);
      expect(calls.some((p) => p.endsWith("/history"))).toBe(true);
      expect(calls.some((p) => p.endsWith("/messages"))).toBe(false);

      deliver(mailbox, reply(4));
      deliver(mailbox, reply(5), [labelId]);
      deliver(mailbox, reply(6));
      deliver(mailbox, reply(7));
      expect(await reader(2).pollAccount(accountId)).toMatchObject({ looked: 2 });
      expect(await reader(10).pollAccount(accountId)).toMatchObject({ looked: 2 });
      expect(await reader(10).pollAccount(accountId)).toMatchObject({ looked: 0 });
    } finally {
      google.gmail.pageSize = 500;
    }
    const rows = await messages(user.userId);
    expect(rows.map((r) => [r.subject, r.folder])).toEqual([
      ["Antwort 1", "INBOX"],
      ["Antwort 2", "INBOX"],
      ["Antwort 3", "INBOX"],
      ["Antwort 4", "INBOX"],
      ["Antwort 5", "Bewerbungen"],
      ["Antwort 6", "INBOX"],
      ["Antwort 7", "INBOX"],
    ]);
    expect(rows.every((r) => r.application_id === app.id && r.suggestion === "receipt")).toBe(true);
    const state = await db()
      .selectFrom("inbox_folder")
      .select(["folder", "uid_validity", "history_id"])
      .where("mail_account_id", "=", accountId)
      .orderBy("folder")
      .execute();
    expect(state).toEqual([
      { folder: "Bewerbungen", uid_validity: labelId, history_id: String(mailbox.historyId) },
      { folder: "INBOX", uid_validity: "INBOX", history_id: String(mailbox.historyId) },
    ]);

    // Switched off, what was read is deleted and nothing is read any more.
    const off = await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: false });
    expect(off.body.gmail.reading).toBe(false);
    expect(await messages(user.userId)).toEqual([]);
    expect(await reader().pollAccount(accountId)).toBeNull();
  });

  it("lists again when Google forgot the history id, without reading anything twice", async () => {
    const { user, mailbox, accountId } = await readingUser();
    await buildApplication(server, user, { mail_address: "hr@delta.example" });
    const reply = (n: number) =>
      rawReply({ from: "hr@delta.example", subject: `Re ${n}`, text: "Danke, eingegangen." });
    deliver(mailbox, reply(1));
    deliver(mailbox, reply(2));
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 2, matched: 2 });
    mailbox.forgetHistory();
    deliver(mailbox, reply(3));
    const from = google.gmail.requests.length;
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
    const calls = google.gmail.requests.slice(from).map((c) => c.path);
    expect(calls.filter((p) => p.endsWith("/history"))).toHaveLength(1);
    expect(calls.filter((p) => p.endsWith("/messages"))).toHaveLength(1);
    expect((await messages(user.userId)).map((r) => r.subject)).toEqual(["Re 1", "Re 2", "Re 3"]);
    // And the history is followed again after that.
    deliver(mailbox, reply(4));
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
    expect((await status(user)).reading_error).toBeNull();
  });

  it("shows a revoked grant, a missing label and a withdrawn scope on the account while the others are read", async () => {
    const good = await readingUser();
    const revoked = await readingUser();
    const rejected = await readingUser();
    const labelless = await readingUser("Gibt-es-nicht");
    for (const who of [good, revoked, rejected, labelless]) {
      await buildApplication(server, who.user, { mail_address: "hr@epsilon.example" });
      deliver(who.mailbox, rawReply({ from: "hr@epsilon.example", subject: "Re", text: "Eingegangen." }));
    }
    google.revoke(`refresh-gm-${revoked.name}`);
    rejected.mailbox.revoked = true;
    await reader().pollAll();
    expect(await status(revoked.user)).toMatchObject({ reading: true, reading_error: "token-revoked" });
    expect(await status(rejected.user)).toMatchObject({ reading_error: "token-revoked" });
    expect(await status(labelless.user)).toMatchObject({ reading_error: "folder-missing" });
    expect(await status(good.user)).toMatchObject({ reading_error: null });
    expect((await messages(good.user.userId)).length).toBe(1);
    // The INBOX of the account whose label is missing is read all the same.
    expect((await messages(labelless.user.userId)).length).toBe(1);
    expect((await messages(revoked.user.userId)).length).toBe(0);

    good.mailbox.scopeMissing = true;
    await reader().pollAccount(good.accountId);
    expect(await status(good.user)).toMatchObject({ reading_error: "scope-missing" });
    good.mailbox.scopeMissing = false;

    // Granted again: the error goes with the next poll.
    google.restore(`refresh-gm-${revoked.name}`);
    await reader().pollAccount(revoked.accountId);
    expect(await status(revoked.user)).toMatchObject({ reading_error: null });
    expect((await messages(revoked.user.userId)).length).toBe(1);
  });

  it("reads a reply larger than the cap from its parts, without downloading it whole", async () => {
    const { user, mailbox, accountId } = await readingUser();
    await buildApplication(server, user, { mail_address: "hr@zeta.example" });
    deliver(
      mailbox,
      rawReply({
        from: "hr@zeta.example",
        subject: "Unterlagen",
        text: "Bitte senden Sie uns noch Ihre Zeugnisse.",
        attachment: { name: "big.bin", mime: "application/octet-stream", content: "x".repeat(20_000) },
      }),
    );
    const from = google.gmail.requests.length;
    expect(await reader(200, 5_000).pollAccount(accountId)).toMatchObject({ matched: 1 });
    const [row] = await messages(user.userId);
    expect(row).toMatchObject({ subject: "Unterlagen", suggestion: "documents" });
    expect(row!.body).toContain("Zeugnisse");
    const attachments = await db()
      .selectFrom("inbox_attachment")
      .select("id")
      .where("inbox_message_id", "=", row!.id)
      .execute();
    expect(attachments).toEqual([]);
    // Its structure was asked for (format=full, attachments by reference), never its whole source.
    const formats = google.gmail.requests.slice(from).map((c) => c.format);
    expect(formats).toContain("full");
    expect(formats).not.toContain("raw");
  });
});

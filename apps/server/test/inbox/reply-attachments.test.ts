import { randomBytes } from "node:crypto";
import { parse } from "content-disposition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { Mailbox } from "../support/mailbox.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the reply attachment tests: ${missing}`);

const PASSWORD = "imap-Passwört-1";
let mailboxCounter = 0;

/** Attachment names as a hostile employer's mail program may send them, and the names kept. */
const HOSTILE: Array<[sent: string, safe: string]> = [
  ["../../../../tmp/x.txt", "x.txt"],
  ["/etc/passwd", "passwd"],
  ["C:\\x\\y.pdf", "y.pdf"],
  ["invoice\u202Efdp.exe", "invoicefdp.exe"],
  ['say "hi".txt', 'say "hi".txt'],
  ["a\r\nb.txt", "ab.txt"],
  ["nul\u0000byte.txt", "nulbyte.txt"],
  [`${"x".repeat(500)}.pdf`, `${"x".repeat(116)}.pdf`],
];

/** Reply attachments (real IMAP, the server's own reader): safe names and the storage total. */
describe.skipIf(missing !== null).each(testDialects())("reply attachments on %s", (dialect) => {
  let server: TestServer;
  let smtp: Mailbox;
  let dovecot: TestDovecot;
  const users: Record<string, string> = {};
  for (let i = 1; i <= 5; i++) users[`user${i}`] = PASSWORD;

  beforeAll(async () => {
    smtp = new Mailbox({ users: { anna: PASSWORD } });
    await smtp.listen(0);
    dovecot = new TestDovecot(users);
    await dovecot.start();
    // 1 MB per user.
    server = await startTestServer(dialect, {
      MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1",
      STORAGE_QUOTA_MB: "1",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dovecot?.destroy();
  });

  /** A user whose SMTP account reads the IMAP mailbox `user<n>`, and an application for `employer`. */
  async function readingUser(employer: string) {
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
    // The IMAP login is the account's user name (the SMTP test server knows only "anna"); reading
    // began a minute ago.
    const account = await server.database.db
      .updateTable("mail_account")
      .set({ username: imapUser, reading_since: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", user.userId)
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = await buildApplication(server, user, { mail_address: employer });
    return { user, imapUser, accountId: account.id, applicationId: application.id };
  }

  /** The one reply read for the user, in full as the inbox shows it. */
  async function theReply(user: TestUser) {
    const list = await api(server, user, "GET", "/api/inbox/");
    expect(list.body.matched).toHaveLength(1);
    const detail = await api(server, user, "GET", `/api/inbox/${list.body.matched[0].id}`);
    expect(detail.status).toBe(200);
    return detail.body;
  }

  const download = (user: TestUser, id: number) =>
    server.app.inject({ method: "GET", url: `/api/inbox/attachment/${id}`, headers: authHeaders(user) });

  it("keeps attachments under their safe names and offers them for download so", async () => {
    const { user, imapUser, accountId } = await readingUser("hr@delta.example");
    dovecot.deliver(
      imapUser,
      "INBOX",
      rawReply({
        from: "hr@delta.example",
        subject: "Ihre Unterlagen",
        text: "Anbei die Unterlagen.",
        attachments: HOSTILE.map(([name], i) => ({ name, mime: "text/plain", content: `Datei ${i}` })),
      }),
    );
    expect(await server.mailboxReader.pollAccount(accountId)).toMatchObject({ matched: 1 });
    const reply = await theReply(user);
    expect(reply.attachments.map((a: { name: string }) => a.name)).toEqual(HOSTILE.map(([, safe]) => safe));
    for (const [i, file] of (reply.attachments as Array<{ id: number; not_stored: null }>).entries()) {
      expect(file.not_stored).toBeNull();
      const res = await download(user, file.id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`Datei ${i}`);
      expect(parse(res.headers["content-disposition"]!).parameters.filename).toBe(HOSTILE[i]![1]);
      expect(dispositionOf(res.headers["content-disposition"]).filename).not.toMatch(
        /[/\\"\p{Cc}\p{Cf}]|^\./u,
      );
    }
  });

  it("reads a reply whose attachments pass the total, keeps what fits and tells the user what was not kept", async () => {
    const { user, imapUser, accountId, applicationId } = await readingUser("hr@epsilon.example");
    // 700 kB of the 1 MB are taken by an upload.
    const uploaded = await api(server, user, "POST", "/api/documents/", {
      file_string: `data:text/plain;base64,${Buffer.from("x".repeat(700_000)).toString("base64")}`,
      file_name: "Zeugnisse.txt",
      original_name: "Zeugnisse.txt",
    });
    expect(uploaded.status).toBe(200);
    const bytes = (n: number) => randomBytes(n);
    dovecot.deliver(
      imapUser,
      "INBOX",
      rawReply({
        from: "hr@epsilon.example",
        subject: "Einladung zum Gespräch",
        text: "Wir möchten Sie am 16.03.2027 um 10:00 Uhr zu einem Vorstellungsgespräch einladen.",
        attachments: [
          { name: "Anfahrt.pdf", mime: "application/pdf", content: bytes(200_000) },
          { name: "Vertrag.pdf", mime: "application/pdf", content: bytes(300_000) },
          { name: "Hinweise.txt", mime: "text/plain", content: "Bitte Ausweis mitbringen." },
        ],
      }),
    );
    expect(await server.mailboxReader.pollAccount(accountId)).toMatchObject({ matched: 1 });

    // The reply itself is there, with its text and suggestion.
    const reply = await theReply(user);
    expect(reply).toMatchObject({ application: { id: applicationId }, suggestion: "invitation" });
    expect(reply.body).toContain("Vorstellungsgespräch");
    expect(reply.attachments).toEqual([
      {
        id: expect.any(Number),
        name: "Anfahrt.pdf",
        mime: "application/pdf",
        size: 200_000,
        not_stored: null,
      },
      {
        id: expect.any(Number),
        name: "Vertrag.pdf",
        mime: "application/pdf",
        size: 300_000,
        not_stored: "storage-full",
      },
      { id: expect.any(Number), name: "Hinweise.txt", mime: "text/plain", size: 25, not_stored: null },
    ]);
    // What was not kept has no bytes to download; what was kept downloads whole.
    const [kept, notKept, small] = reply.attachments as Array<{ id: number }>;
    expect((await download(user, notKept!.id)).statusCode).toBe(404);
    expect((await download(user, kept!.id)).rawPayload.length).toBe(200_000);
    expect((await download(user, small!.id)).body).toBe("Bitte Ausweis mitbringen.");
    const stored = await server.database.db
      .selectFrom("inbox_attachment")
      .select(["name", "data"])
      .where("user_id", "=", user.userId)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => [row.name, Buffer.from(row.data).length])).toEqual([
      ["Anfahrt.pdf", 200_000],
      ["Vertrag.pdf", 0],
      ["Hinweise.txt", 25],
    ]);

    // The usage counts what was kept, not what was only listed.
    expect((await api(server, user, "GET", "/api/account/storage")).body).toEqual({
      used_bytes: 900_025,
      limit_bytes: 1_000_000,
      documents_bytes: 700_000,
      reply_attachments_bytes: 200_025,
    });
    // And an upload that would pass the total now is refused.
    const refused = await api(server, user, "POST", "/api/documents/", {
      file_string: `data:text/plain;base64,${Buffer.from("y".repeat(100_000)).toString("base64")}`,
      file_name: "mehr.txt",
      original_name: "mehr.txt",
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: "storage-full", used_bytes: 900_025 });
  });
});

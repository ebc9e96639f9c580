import { expect } from "vitest";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { insertApplicationMail } from "../../src/mail/application-mail.ts";
import { api } from "./applications.ts";
import type { TestServer } from "./server.ts";
import { type TestUser, verifiedUser } from "./users.ts";

/** A reader of every mailbox, as the background job runs it (private networks allowed for dovecot). */
export function testReader(server: TestServer) {
  const db = server.database.db;
  return new MailboxReader({
    db,
    box: new SecretBox(server.config.authSecret),
    allowPrivateNetworks: true,
    log: { warn: () => {} },
    limits: { maxMessages: 200, maxMessageBytes: 1024 * 1024 },
    google: server.config.google,
    quota: server.storageQuota,
  });
}

/** Reading began a minute ago: the account's id. */
async function readingBegan(server: TestServer, user: TestUser): Promise<number> {
  const db = server.database.db;
  await db
    .updateTable("mail_account")
    .set({ reading_since: new Date(Date.now() - 60_000).toISOString() })
    .where("user_id", "=", user.userId)
    .execute();
  const account = await db
    .selectFrom("mail_account")
    .select("id")
    .where("user_id", "=", user.userId)
    .executeTakeFirstOrThrow();
  return account.id;
}

/**
 * A user whose SMTP account (the test SMTP server's "anna") reads the dovecot mailbox `imapUser`
 * over IMAP, reading begun a minute ago.
 */
export async function imapReadingUser(
  server: TestServer,
  mail: { smtpPort: number; imapPort: number; imapUser: string; password: string },
) {
  const user = await verifiedUser(server);
  const res = await api(server, user, "POST", "/api/connections/smtp", {
    host: "127.0.0.1",
    port: mail.smtpPort,
    security: "none",
    username: "anna",
    password: mail.password,
    from_email: "anna@example.org",
    imap_host: "127.0.0.1",
    imap_port: mail.imapPort,
    imap_security: "none",
    reading: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The IMAP login is the account's user name; the SMTP test server knows only "anna".
  await server.database.db
    .updateTable("mail_account")
    .set({ username: mail.imapUser })
    .where("user_id", "=", user.userId)
    .execute();
  return { user, accountId: await readingBegan(server, user) };
}

/** A user whose Gmail account reads the fake mailbox of `name` (connected with the code "gm:<name>"). */
export async function gmailReadingUser(server: TestServer, name: string) {
  const user = await verifiedUser(server);
  const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
  const state = new URL(url).searchParams.get("state");
  const connected = await api(server, user, "POST", "/api/connections/gmail/connect", {
    code: `gm:${name}`,
    state,
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  const on = await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: true });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return { user, accountId: await readingBegan(server, user) };
}

/** A mail sent for the application two minutes ago, as Send leaves it: its Message-ID. */
export async function sentApplicationMail(
  server: TestServer,
  user: TestUser,
  applicationId: number,
  recipient: string,
): Promise<string> {
  const db = server.database.db;
  const row = await insertApplicationMail(db, {
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
  await db
    .updateTable("sent_mail")
    .set({ status: "sent", sent_at: new Date(Date.now() - 120_000).toISOString() })
    .where("id", "=", row.id)
    .execute();
  return row.message_id;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { Mailbox } from "../support/mailbox.ts";
import {
  gmailReadingUser,
  imapReadingUser,
  sentApplicationMail,
  testReader,
} from "../support/reading-users.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { TestUser } from "../support/users.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the IMAP sender checks: ${missing}`);

const PASSWORD = "imap-Passwört-1";
const REJECTION =
  "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin entschieden haben.";
const INVITATION = "Wir möchten Sie gerne am 16.03.2027 um 10:00 Uhr zu einem Vorstellungsgespräch einladen.";
/** What the receiving server writes when a forger sends as beta-werke.example from their own server. */
const FORGED_SEEN =
  "spf=pass smtp.mailfrom=x@attacker.example; dmarc=fail (p=none) header.from=beta-werke.example";
const PASSED =
  "dkim=pass header.d=beta-werke.example header.s=mail; dmarc=pass (p=reject) header.from=beta-werke.example";

/** A reply as it arrives: what the receiving server found (null: nothing written) and what the sender wrote. */
type Arrival = {
  from: string;
  subject: string;
  text: string;
  inReplyTo?: string;
  /** The receiving server's results, written on top by it (without its authserv-id). */
  receiving: string | null;
  /** An Authentication-Results the sender put among their own headers, claiming the receiving server's name. */
  forged?: string;
};

let counter = 0;

describe.each(testDialects())("sender authenticity on %s", (dialect) => {
  let server: TestServer;
  let smtp: Mailbox;
  let dovecot: TestDovecot | null = null;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  const imapUsers: Record<string, string> = {};
  for (let i = 1; i <= 10; i++) imapUsers[`sender${i}`] = PASSWORD;

  beforeAll(async () => {
    smtp = new Mailbox({ users: { anna: PASSWORD } });
    await smtp.listen(0);
    if (!missing) {
      dovecot = new TestDovecot(imapUsers);
      await dovecot.start();
    }
    google = await fakeGoogle();
    server = await startTestServer(dialect, {
      ...GOOGLE_ENV(google.url),
      MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await dovecot?.destroy();
    await google?.close();
  });

  /**
   * A reading user of the channel and how mail reaches them: over IMAP from dovecot, whose receiving
   * server signs as mx.example.org; or through the Gmail API, where Gmail writes its own on top.
   */
  async function reading(channel: "IMAP" | "Gmail") {
    counter += 1;
    if (channel === "IMAP") {
      const imapUser = `sender${counter}`;
      const reader = await imapReadingUser(server, {
        smtpPort: smtp.port,
        imapPort: dovecot!.port,
        imapUser,
        password: PASSWORD,
      });
      const deliver = (a: Arrival) =>
        dovecot!.deliver(
          imapUser,
          "INBOX",
          rawReply({
            ...a,
            authResults: a.receiving === null ? null : `mx.example.org; ${a.receiving}`,
            headers: a.forged ? { "Authentication-Results": `mx.example.org; ${a.forged}` } : {},
          }),
        );
      return { ...reader, deliver };
    }
    const name = `${dialect}-sender-${counter}`;
    const reader = await gmailReadingUser(server, name);
    const mailbox = google.gmail.mailbox(`access-gm-${name}`);
    let clock = Date.now();
    const deliver = (a: Arrival) => {
      clock += 5;
      mailbox.deliver(
        rawReply({
          ...a,
          authResults: null,
          headers: a.forged ? { "Authentication-Results": `mx.google.com; ${a.forged}` } : {},
        }),
        { gmailResults: a.receiving, internalDate: new Date(clock) },
      );
    };
    return { ...reader, deliver };
  }

  const rows = (user: TestUser) =>
    server.database.db
      .selectFrom("inbox_message")
      .select(["subject", "application_id", "matched_by", "sender_check", "suggestion"])
      .where("user_id", "=", user.userId)
      .orderBy("subject")
      .execute();

  describe.each(["IMAP", "Gmail"] as const)("read over %s", (channel) => {
    const skip = channel === "IMAP" && missing !== null;

    it.skipIf(skip)(
      "suggests nothing for a forged sender matched by domain or address, and shows it as not verified; the real one gets its suggestion",
      async () => {
        const { user, accountId, deliver } = await reading(channel);
        const app = await buildApplication(server, user, { mail_address: "karriere@beta-werke.example" });
        deliver({
          from: "Petra <p.beta@beta-werke.example>",
          subject: "A forged",
          text: REJECTION,
          receiving: FORGED_SEEN,
        });
        deliver({
          from: "karriere@beta-werke.example",
          subject: "B unchecked",
          text: REJECTION,
          receiving: null,
        });
        deliver({
          from: "Petra <p.beta@beta-werke.example>",
          subject: "C real",
          text: REJECTION,
          receiving: PASSED,
        });
        await testReader(server).pollAccount(accountId);

        expect(await rows(user)).toEqual([
          {
            subject: "A forged",
            application_id: app.id,
            matched_by: "domain",
            sender_check: "failed",
            suggestion: null,
          },
          {
            subject: "B unchecked",
            application_id: app.id,
            matched_by: "address",
            sender_check: "none",
            suggestion: null,
          },
          {
            subject: "C real",
            application_id: app.id,
            matched_by: "domain",
            sender_check: "verified",
            suggestion: "rejection",
          },
        ]);
        // The inbox shows each with its application and the verdict; only the real one can be accepted.
        const inbox = (await api(server, user, "GET", "/api/inbox/")).body;
        const bySubject = new Map(inbox.matched.map((m: { subject: string }) => [m.subject, m]));
        expect(bySubject.get("A forged")).toMatchObject({
          application: { id: app.id },
          sender_check: "failed",
          suggestion: null,
        });
        expect(bySubject.get("B unchecked")).toMatchObject({ sender_check: "none", suggestion: null });
        expect(bySubject.get("C real")).toMatchObject({ sender_check: "verified", suggestion: "rejection" });
        const forged = bySubject.get("A forged") as { id: number };
        expect((await api(server, user, "POST", `/api/inbox/${forged.id}/accept`, {})).status).toBe(404);
        expect((await api(server, user, "GET", `/api/inbox/${forged.id}`)).body).toMatchObject({
          sender_check: "failed",
          body: expect.stringContaining("Kandidatin"),
        });
      },
    );

    it.skipIf(skip)(
      "does not count an Authentication-Results the sender put below the receiving server's",
      async () => {
        const { user, accountId, deliver } = await reading(channel);
        await buildApplication(server, user, { mail_address: "karriere@beta-werke.example" });
        // The receiving server checked only the forger's own envelope; the sender claims a pass below.
        deliver({
          from: "p.beta@beta-werke.example",
          subject: "A nothing above",
          text: REJECTION,
          receiving: "spf=pass smtp.mailfrom=x@attacker.example",
          forged: PASSED,
        });
        deliver({
          from: "p.beta@beta-werke.example",
          subject: "B failed above",
          text: REJECTION,
          receiving: FORGED_SEEN,
          forged: PASSED,
        });
        await testReader(server).pollAccount(accountId);
        expect((await rows(user)).map((r) => [r.subject, r.sender_check, r.suggestion])).toEqual([
          ["A nothing above", "none", null],
          ["B failed above", "failed", null],
        ]);
      },
    );

    it.skipIf(skip)(
      "keeps the suggestion of a reply in the thread of a mail we sent, whoever sent it",
      async () => {
        const { user, accountId, deliver } = await reading(channel);
        const app = await buildApplication(server, user, { mail_address: "jobs@acme.example" });
        const messageId = await sentApplicationMail(server, user, app.id, "jobs@acme.example");
        // From an applicant system on another domain, unchecked: our own Message-ID ties it to the application.
        deliver({
          from: "Acme Recruiting <no-reply@ats-mailer.example>",
          subject: "AW: Bewerbung als Backend Developer",
          text: INVITATION,
          inReplyTo: messageId,
          receiving: null,
        });
        await testReader(server).pollAccount(accountId);
        expect(await rows(user)).toEqual([
          {
            subject: "AW: Bewerbung als Backend Developer",
            application_id: app.id,
            matched_by: "thread",
            sender_check: "none",
            suggestion: "invitation",
          },
        ]);
      },
    );
  });
});

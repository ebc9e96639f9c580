import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { Mailbox } from "../support/mailbox.ts";
import { imapReadingUser, testReader } from "../support/reading-users.ts";
import { passingResults } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the calendar reply tests: ${missing}`);

const PASSWORD = "imap-Passwört-1";
let counter = 0;

const FROM_DE = "Beta Werke Personal <karriere@beta-werke.example>";
const FROM_EN = "Northwind Talent <talent@northwind.example>";

/** An invitation's calendar as Outlook writes one: a VTIMEZONE of its own and the event in it. */
function outlookCalendar(start: string, end: string, summary: string, location: string): string {
  return [
    "BEGIN:VCALENDAR",
    "METHOD:REQUEST",
    "PRODID:Microsoft Exchange Server 2010",
    "VERSION:2.0",
    "BEGIN:VTIMEZONE",
    "TZID:W. Europe Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T030000",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${randomUUID()}`,
    "DTSTAMP:20270301T090000Z",
    `DTSTART;TZID=W. Europe Standard Time:${start}`,
    `DTEND;TZID=W. Europe Standard Time:${end}`,
    `SUMMARY;LANGUAGE=de-DE:${summary}`,
    `LOCATION;LANGUAGE=de-DE:${location}`,
    "ORGANIZER;CN=Beta Werke Personal:mailto:karriere@beta-werke.example",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** An invitation's calendar as Google Calendar writes one: times in UTC. */
function googleCalendar(startUtc: string, endUtc: string, summary: string, location: string): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `DTSTART:${startUtc}`,
    `DTEND:${endUtc}`,
    "DTSTAMP:20270301T090000Z",
    "ORGANIZER;CN=Northwind Talent:mailto:talent@northwind.example",
    `UID:${randomUUID()}@google.com`,
    `SUMMARY:${summary}`,
    `LOCATION:${location}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64").replace(/.{76}/g, "$&\r\n");

function headers(from: string, subject: string, date: string, contentType: string): string[] {
  return [
    `Authentication-Results: ${passingResults(from)}`,
    `From: ${from}`,
    "To: anna@example.org",
    `Subject: ${subject}`,
    `Date: ${date}`,
    `Message-ID: <${randomUUID()}@employer.example>`,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
  ];
}

/** A German reply with a short text and the invitation as an .ics attachment (multipart/mixed). */
function replyWithIcsAttachment(date: string, text: string, ics: string): string {
  const boundary = `m${randomUUID()}`;
  return [
    ...headers(FROM_DE, "Ihre Bewerbung als Data Analyst", date, `multipart/mixed; boundary="${boundary}"`),
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64(text),
    `--${boundary}`,
    'Content-Type: application/ics; name="einladung.ics"',
    'Content-Disposition: attachment; filename="einladung.ics"',
    "Content-Transfer-Encoding: base64",
    "",
    base64(ics),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** An English invitation as a calendar program sends it: text, HTML and text/calendar alternatives. */
function replyWithCalendarAlternative(date: string, text: string, ics: string): string {
  const boundary = `a${randomUUID()}`;
  return [
    ...headers(FROM_EN, "Invitation: Interview", date, `multipart/alternative; boundary="${boundary}"`),
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64(text),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64(`<html><body><p>${text}</p></body></html>`),
    `--${boundary}`,
    "Content-Type: text/calendar; charset=utf-8; method=REQUEST",
    "Content-Transfer-Encoding: base64",
    "",
    base64(ics),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A plain reply written at `date` (a Date header with its offset). */
function plainReply(from: string, subject: string, date: string, text: string): string {
  return [
    ...headers(from, subject, date, "text/plain; charset=utf-8"),
    "Content-Transfer-Encoding: base64",
    "",
    base64(text),
    "",
  ].join("\r\n");
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 5322 date of a wall-clock time (read from `wall`'s UTC fields) in the given offset, e.g. "+0100". */
function dateHeader(wall: Date, offset: string): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${WEEKDAYS[wall.getUTCDay()]}, ${pad(wall.getUTCDate())} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00 ${offset}`;
}

/**
 * Invitations with calendar parts and relative dates, read through the real IMAP path (issue 39): the
 * event's start is the suggested appointment, and "morgen" is the sender's tomorrow by the Date header.
 */
describe.skipIf(missing !== null).each(testDialects())(
  "calendar invitations and the sender's clock on %s",
  (dialect) => {
    let server: TestServer;
    let smtp: Mailbox;
    let dovecot: TestDovecot;
    const users: Record<string, string> = {};
    for (let i = 1; i <= 4; i++) users[`cal${i}`] = PASSWORD;

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

    async function reader() {
      counter += 1;
      const imapUser = `cal${counter}`;
      const reading = await imapReadingUser(server, {
        smtpPort: smtp.port,
        imapPort: dovecot.port,
        imapUser,
        password: PASSWORD,
      });
      return { ...reading, deliver: (raw: string) => dovecot.deliver(imapUser, "INBOX", raw) };
    }

    const rows = (userId: string) =>
      server.database.db
        .selectFrom("inbox_message")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("uid")
        .execute();

    it("takes the appointment from an .ics attachment and a text/calendar part, German and English", async () => {
      const { user, accountId, deliver } = await reader();
      const beta = await buildApplication(server, user, {
        job_title: "Data Analyst",
        hireing_company: "Beta Werke AG",
        mail_address: "karriere@beta-werke.example",
      });
      const northwind = await buildApplication(server, user, {
        job_title: "Product Designer",
        hireing_company: "Northwind Ltd",
        mail_address: "talent@northwind.example",
      });
      const now = new Date();
      // A text too short for the rules: the calendar part makes it an invitation.
      deliver(
        replyWithIcsAttachment(
          dateHeader(new Date(now.getTime() + 3_600_000), "+0100"),
          "Hallo Frau Muster,\n\nanbei der Termin.\n\nViele Grüße\nBeta Werke Personal",
          outlookCalendar(
            "20270316T100000",
            "20270316T110000",
            "Vorstellungsgespräch Data Analyst",
            "Beta Werke AG\\, Hauptstraße 1\\, 10115 Berlin",
          ),
        ),
      );
      // UTC in the calendar, the mail written at +0100: 14:00 UTC is 15:00 for the sender.
      deliver(
        replyWithCalendarAlternative(
          dateHeader(new Date(now.getTime() + 3_600_000), "+0100"),
          "Hi Anna, we would love to invite you to an interview on 14 March 2027 at 9am. Please let us know by Friday whether the time suits you.",
          googleCalendar(
            "20270318T140000Z",
            "20270318T150000Z",
            "Interview: Product Designer",
            "Video call (Teams)",
          ),
        ),
      );
      const result = await testReader(server).pollAccount(accountId);
      expect(result).toMatchObject({ matched: 2, unmatched: 0 });
      const [german, english] = await rows(user.userId);
      expect(german).toMatchObject({
        application_id: beta.id,
        suggestion: "invitation",
        suggestion_date: "2027-03-16T10:00",
        suggestion_sentence: "Vorstellungsgespräch Data Analyst · Beta Werke AG, Hauptstraße 1, 10115 Berlin",
      });
      // The calendar's start wins over the text's own date.
      expect(english).toMatchObject({
        application_id: northwind.id,
        suggestion: "invitation",
        suggestion_date: "2027-03-18T15:00",
        suggestion_sentence:
          "Hi Anna, we would love to invite you to an interview on 14 March 2027 at 9am. · Video call (Teams)",
      });
      // The .ics stays with the reply as an attachment to download.
      const files = await server.database.db
        .selectFrom("inbox_attachment")
        .select(["name", "mime"])
        .where("inbox_message_id", "=", german!.id)
        .execute();
      expect(files).toEqual([{ name: "einladung.ics", mime: "application/ics" }]);
      // Accepting makes the event's start the application's appointment, its place in the text (read
      // from the kept calendar part: .ics attachment and text/calendar alternative alike).
      for (const reply of [german!, english!]) {
        const accepted = await api(server, user, "POST", `/api/inbox/${reply.id}/accept`, {});
        expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      }
      const appointments = await server.database.db
        .selectFrom("application_appointment")
        .select(["application_id", "appointment_date", "value"])
        .where("user_id", "=", user.userId)
        .orderBy("application_id")
        .execute();
      expect(appointments).toEqual([
        {
          application_id: beta.id,
          appointment_date: "2027-03-16T10:00",
          value: "Ihre Bewerbung als Data Analyst – Beta Werke AG, Hauptstraße 1, 10115 Berlin",
        },
        {
          application_id: northwind.id,
          appointment_date: "2027-03-18T15:00",
          value: "Invitation: Interview – Video call (Teams)",
        },
      ]);
    });

    it("reads 'morgen' and 'tomorrow' on the sender's day by the Date header, not UTC's", async () => {
      const { user, accountId, deliver } = await reader();
      await buildApplication(server, user, {
        job_title: "Data Analyst",
        hireing_company: "Beta Werke AG",
        mail_address: "karriere@beta-werke.example",
      });
      await buildApplication(server, user, {
        job_title: "Product Designer",
        hireing_company: "Northwind Ltd",
        mail_address: "talent@northwind.example",
      });
      // Both were written yesterday by the sender's clock and arrive today: "morgen" is today, where the
      // arrival's day, or the Date header's day in UTC, would make it tomorrow or yesterday.
      // 00:30 +0100 is 23:30 UTC the day before yesterday; 20:00 -0500 is 01:00 UTC today.
      const yesterday = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      deliver(
        plainReply(
          FROM_DE,
          "Einladung zum Vorstellungsgespräch",
          dateHeader(new Date(yesterday.getTime() + 30 * 60_000), "+0100"),
          "Sehr geehrte Frau Muster,\n\ngerne laden wir Sie morgen um 10 Uhr zu einem Vorstellungsgespräch ein.\n\nMit freundlichen Grüßen",
        ),
      );
      deliver(
        plainReply(
          FROM_EN,
          "Interview invitation",
          dateHeader(new Date(yesterday.getTime() + 20 * 3_600_000), "-0500"),
          "Hi Anna,\n\nwe would like to invite you to an interview tomorrow at 2pm.\n\nBest wishes",
        ),
      );
      const result = await testReader(server).pollAccount(accountId);
      expect(result).toMatchObject({ matched: 2 });
      const [german, english] = await rows(user.userId);
      expect(german).toMatchObject({
        suggestion: "invitation",
        suggestion_date: `${iso(yesterday.getTime() + DAY_MS)}T10:00`,
      });
      expect(english).toMatchObject({
        suggestion: "invitation",
        suggestion_date: `${iso(yesterday.getTime() + DAY_MS)}T14:00`,
      });
    });
  },
);

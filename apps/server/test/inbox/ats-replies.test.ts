import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { dovecotMissing, TestDovecot } from "../support/dovecot.ts";
import { Mailbox } from "../support/mailbox.ts";
import { imapReadingUser, testReader } from "../support/reading-users.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const missing = dovecotMissing();
if (missing) console.log(`Skipping the ATS reply tests: ${missing}`);

const PASSWORD = "imap-Passwört-1";
let counter = 0;

/**
 * Replies as applicant-tracking systems and companies send them (issue 39): from a no-reply address on
 * the ATS's domain with no thread, as automatic receipts, in HTML; two applications at one company.
 */
describe.skipIf(missing !== null).each(testDialects())("replies from applicant systems on %s", (dialect) => {
  let server: TestServer;
  let smtp: Mailbox;
  let dovecot: TestDovecot;
  const users: Record<string, string> = {};
  for (let i = 1; i <= 10; i++) users[`ats${i}`] = PASSWORD;

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
    const imapUser = `ats${counter}`;
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

  it("reads automatic ATS receipts by company and job, and leaves newsletters and alerts out", async () => {
    const { user, accountId, deliver } = await reader();
    const acme = await buildApplication(server, user, {
      job_title: "Backend Developer (m/w/d)",
      hireing_company: "Acme Software GmbH",
      link: "https://acme.jobs.personio.de/job/1234567",
    });
    const beta = await buildApplication(server, user, {
      job_title: "Data Analyst",
      hireing_company: "Beta Werke AG",
      link: "https://jobs.dvinci-hr.com/beta-werke/jobs/88123",
    });
    // On the same ATS as Beta: never given Beta's mail for its link's domain.
    await buildApplication(server, user, {
      job_title: "Projektmanager*in",
      hireing_company: "Gamma Logistik SE",
      link: "https://jobs.dvinci-hr.com/gamma/jobs/4411",
    });
    deliver(
      rawReply({
        from: "Acme Software GmbH <no-reply@personio.de>",
        subject: "Ihre Bewerbung als Backend Developer (m/w/d)",
        text: "",
        html: "<html><body><p>Hallo Anna,</p><p>vielen Dank für Ihre Bewerbung! Wir haben Ihre Unterlagen erhalten und melden uns zeitnah bei Ihnen.</p><p>Ihr Recruiting-Team der Acme Software GmbH</p></body></html>",
        headers: { "Auto-Submitted": "auto-generated", Precedence: "bulk" },
      }),
    );
    deliver(
      rawReply({
        from: '"Beta Werke Recruiting" <noreply@dvinci-hr.com>',
        subject: "Einladung zum Kennenlernen – Data Analyst",
        text: "Sehr geehrte Frau Muster,\n\nwir möchten Sie gerne am 16.03.2027 um 10:00 Uhr zu einem Kennenlerngespräch einladen.\n\nViele Grüße\nBeta Werke AG",
        headers: { "X-Autoreply": "yes" },
      }),
    );
    deliver(
      rawReply({
        from: "Stellenmarkt <alerts@stepstone.de>",
        subject: "5 neue Jobs als Data Analyst",
        text: "Beta Werke AG sucht Data Analyst ...",
        headers: { "List-Unsubscribe": "<https://stepstone.de/unsubscribe>" },
      }),
    );
    deliver(
      rawReply({
        from: "Beta Werke <newsletter@beta-werke.example>",
        subject: "Neues aus der Beta Werke",
        text: "Unsere Produkte ...",
        headers: { "List-Id": "<news.beta-werke.example>" },
      }),
    );
    // From an ATS with bulk precedence, naming the company but no job: an announcement, not a reply.
    deliver(
      rawReply({
        from: "Acme Software GmbH <jobs@personio.de>",
        subject: "Neue Stellen bei Acme Software",
        text: "Entdecken Sie unsere offenen Stellen bei Acme Software.",
        headers: { Precedence: "bulk" },
      }),
    );
    // From an ATS with a list's marks: a job alert, left out whatever it names.
    deliver(
      rawReply({
        from: "JOIN <alerts@join.com>",
        subject: "Neuer Job: Data Analyst bei Beta Werke",
        text: "Beta Werke AG sucht eine:n Data Analyst.",
        headers: { "List-Unsubscribe": "<https://join.com/unsubscribe>" },
      }),
    );
    const result = await testReader(server).pollAccount(accountId);
    expect(result).toMatchObject({ matched: 2, unmatched: 0, bulk: 4 });
    const [receipt, invitation] = await rows(user.userId);
    expect(receipt).toMatchObject({ application_id: acme.id, matched_by: "name", suggestion: "receipt" });
    expect(receipt!.body).toContain("Wir haben Ihre Unterlagen erhalten");
    expect(invitation).toMatchObject({
      application_id: beta.id,
      matched_by: "name",
      suggestion: "invitation",
      suggestion_date: "2027-03-16T10:00",
    });
  });

  it("asks which of two applications at one company a reply belongs to, and links the one chosen", async () => {
    const { user, accountId, deliver } = await reader();
    const auditor = await buildApplication(server, user, {
      job_title: "IT Auditor",
      hireing_company: "Delta Bank AG",
      mail_address: "karriere@deltabank.example",
    });
    const analyst = await buildApplication(server, user, {
      job_title: "Risk Analyst",
      hireing_company: "Delta Bank AG",
      mail_address: "karriere@deltabank.example",
    });
    // Another company's application is no candidate.
    await buildApplication(server, user, { job_title: "Controller", hireing_company: "Zeta AG" });
    deliver(
      rawReply({
        from: "Tobias Berger <t.berger@deltabank.example>",
        subject: "Rückfrage zu Ihrer Bewerbung",
        text: "Sehr geehrte Frau Muster,\n\nkönnten Sie uns bitte noch Ihre Arbeitszeugnisse zusenden?\n\nFreundliche Grüße\nTobias Berger",
      }),
    );
    deliver(
      rawReply({
        from: "Sabine Kraus <s.kraus@deltabank.example>",
        subject: "Ihre Bewerbung",
        text: "Sehr geehrte Frau Muster,\n\nvielen Dank für Ihr Interesse an der Position IT Auditor. Leider haben wir uns für eine andere Kandidatin entschieden.",
      }),
    );
    expect(await testReader(server).pollAccount(accountId)).toMatchObject({ matched: 1, unmatched: 1 });
    const [asked, rejection] = await rows(user.userId);
    expect(rejection).toMatchObject({
      application_id: auditor.id,
      matched_by: "domain",
      suggestion: "rejection",
    });
    expect(asked).toMatchObject({ application_id: null, suggestion: "documents" });

    const list = (await api(server, user, "GET", "/api/inbox/")).body;
    expect(list.unmatched).toHaveLength(1);
    expect(list.unmatched[0].candidates).toEqual([
      { id: analyst.id, job_title: "Risk Analyst", hireing_company: "Delta Bank AG" },
      { id: auditor.id, job_title: "IT Auditor", hireing_company: "Delta Bank AG" },
    ]);
    expect(list.matched[0].candidates).toEqual([]);
    const linked = await api(server, user, "POST", `/api/inbox/${asked!.id}/link`, {
      application: analyst.id,
    });
    expect(linked.body).toMatchObject({
      application: { id: analyst.id },
      matched_by: "manual",
      candidates: [],
      suggestion: "documents",
    });
    expect(linked.body.body).toContain("Arbeitszeugnisse");
  });

  it("keeps mail that names a tracked company for linking, whatever its subject words", async () => {
    const { user, accountId, deliver } = await reader();
    const zeta = await buildApplication(server, user, {
      job_title: "Product Owner",
      hireing_company: "Zeta Mobility GmbH",
    });
    deliver(
      rawReply({
        from: "Zeta Mobility Talent <talent@zeta-group.example>",
        subject: "Einladung zum Kennenlernen",
        text: "Hallo Anna,\n\nwir würden Sie gerne kennenlernen. Passt Ihnen Dienstag?\n\nIhr Team der Zeta Mobility",
      }),
    );
    deliver(rawReply({ from: "shop@example-shop.example", subject: "Ihre Bestellung", text: "Versandt." }));
    expect(await testReader(server).pollAccount(accountId)).toMatchObject({ matched: 0, unmatched: 1 });
    const [kept] = await rows(user.userId);
    expect(kept).toMatchObject({ subject: "Einladung zum Kennenlernen", application_id: null });
    const item = (await api(server, user, "GET", "/api/inbox/")).body.unmatched[0];
    expect(item.candidates).toEqual([
      { id: zeta.id, job_title: "Product Owner", hireing_company: "Zeta Mobility GmbH" },
    ]);
  });
});

import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { APPLICATION_STATUSES, type ApplicationStatus, DEMO_MESSAGES, UPLOAD_MESSAGES } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { saveSmtpAccount } from "../../src/features/connections/accounts.ts";
import { sampleData } from "../../src/features/demo/sample-data.ts";
import { classifyReply } from "../../src/features/inbox/classify/classify.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { Mailbox } from "../support/mailbox.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, botSolution, type TestUser, verifiedUser } from "../support/users.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString("base64")}`;

/** The statuses of the sample data: every status, a dozen applications. */
const EXPECTED_STATUSES: Record<ApplicationStatus, number> = {
  todo: 2,
  ready: 1,
  applied: 2,
  waiting: 1,
  appointment: 2,
  canceled: 1,
  noreply: 1,
  rejected: 1,
  accepted: 1,
};

type Started = TestUser & { deleteAt: string };

const root = path.resolve(import.meta.dirname, "../../../..");

describe("sample data files", () => {
  it("fit the API's schemas and tell the same story in German and English", () => {
    const [de, en] = [sampleData("de"), sampleData("en")];
    for (const data of [de, en]) {
      expect(data.profiles).toHaveLength(2);
      expect(data.job_ads).toHaveLength(8);
      // Marked as samples: in the source name and in every ad's text.
      expect(data.job_ads_source).toMatch(/Demo|demo/);
      expect(data.job_ads.every((ad) => /Beispielanzeige|sample ad/.test(ad.description))).toBe(true);
      expect(data.coverletters.length).toBeGreaterThanOrEqual(3);
      const statuses = data.applications.map((a) => a.history.at(-1)!.status);
      expect(
        Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, statuses.filter((x) => x === s).length])),
      ).toEqual(EXPECTED_STATUSES);
      for (const profile of data.profiles) {
        expect(profile.workexperiences.length).toBeGreaterThan(0);
        expect(profile.educations.length).toBeGreaterThan(0);
        expect(profile.skills.length).toBeGreaterThan(0);
        expect(profile.fields.languages.length).toBeGreaterThan(0);
      }
    }
    // Same structure in both languages: a change to one file without the other fails here.
    const shape = (d: typeof de) =>
      d.applications.map((a) => [
        a.history.map((h) => h.status),
        a.notes.length,
        a.appointments.length,
        a.replies.map((r) => [r.suggestion, r.state, r.days_ago, r.appointment]),
      ]);
    expect(shape(de)).toEqual(shape(en));
    expect(de.language).toBe("de");
    expect(en.language).toBe("en");
    expect(de.unmatched_replies.length).toBe(en.unmatched_replies.length);
    expect(de.profiles.map((p) => p.workexperiences.length)).toEqual(
      en.profiles.map((p) => p.workexperiences.length),
    );
  });
});

describe.each(testDialects())("demo mode off on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("has no demo start and tells the web app there is none", async () => {
    const start = await server.app.inject({ method: "POST", url: "/api/demo/start", payload: {} });
    expect(start.statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/config" })).json().demoMode).toBe(false);
    expect(await server.database.db.selectFrom("demo_account").select("user_id").execute()).toEqual([]);
  });

  it("still refuses uploads for a demo account left over from when the mode was on", async () => {
    const user = await verifiedUser(server);
    const ordinary = await verifiedUser(server);
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("demo_account")
      .values({ user_id: user.userId, created_at: now, delete_at: now })
      .execute();
    const upload = {
      file_string: dataUrl(PDF, "application/pdf"),
      file_name: "cv.pdf",
      original_name: "cv.pdf",
    };
    const refused = await api(server, user, "POST", "/api/documents/", upload);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(UPLOAD_MESSAGES.demo);
    expect((await api(server, ordinary, "POST", "/api/documents/", upload)).status).toBe(200);
  });
});

describe.each(testDialects())("demo mode on %s", (dialect) => {
  let server: TestServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = new Mailbox({ users: { demo: "mailbox password" } });
    await mailbox.listen(0);
    server = await startTestServer(dialect, {
      DEMO_MODE: "1",
      DEMO_START_LIMIT: "1000",
      MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1",
      PDF_WORKERS: "1",
    });
  });
  afterAll(async () => {
    await server.stop();
    await mailbox.close();
  });

  /** One click on Try the demo, in `language` as the web app sends it. */
  async function startDemo(language = "en"): Promise<Started> {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/demo/start",
      headers: { "accept-language": language, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return {
      token: body.token,
      userId: body.user.id,
      email: body.user.email,
      username: body.user.name,
      password: "",
      deleteAt: body.demo.delete_at,
    };
  }

  /** Waits for the pass a new mail kicked off, then delivers whatever is still due. */
  async function deliverSystemMail() {
    await server.mailQueue.idle();
    await server.mailQueue.deliverDue();
  }

  const applicationsOf = async (user: TestUser) => {
    const active = await api(server, user, "GET", "/api/profile/applications/?limit=200");
    const archive = await api(server, user, "GET", "/api/profile/applications/archive?limit=200");
    return [...active.body.applications, ...archive.body.applications] as Array<{
      id: number;
      status: string;
    }>;
  };

  it("tells the web app that demo mode is on", async () => {
    expect((await server.app.inject({ url: "/api/config" })).json().demoMode).toBe(true);
  });

  it("starts a signed-in, verified demo account with a random address and no password shown", async () => {
    const before = Date.now();
    const res = await server.app.inject({
      method: "POST",
      url: "/api/demo/start",
      headers: { "accept-language": "en" },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // What sign-in answers (token and user id), so the web app stores it as after a sign-in.
    expect(Object.keys(body).sort()).toEqual(["demo", "token", "user"]);
    expect(Object.keys(body.user).sort()).toEqual(["email", "emailVerified", "id", "name"]);
    expect(body.user.email).toMatch(/^demo-[0-9a-f]{20}@demo\.invalid$/);
    expect(res.body.toLowerCase()).not.toContain("password");
    const hours = (Date.parse(body.demo.delete_at) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);

    const user = { token: body.token, userId: body.user.id };
    const me = await api(server, user, "GET", "/api/account/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: body.user.email, emailVerified: true, language: "en" });
    expect((await api(server, user, "GET", "/api/demo/status")).body).toEqual({
      demo: true,
      delete_at: body.demo.delete_at,
    });
    // Two starts: two separate accounts.
    const second = await startDemo();
    expect(second.userId).not.toBe(body.user.id);
    expect(second.email).not.toBe(body.user.email);
  });

  it("renews a demo account's session without a password; other accounts renew by signing in", async () => {
    const demo = await startDemo("de");
    const renewed = await api(server, demo, "POST", "/api/demo/renew");
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.user).toEqual({
      id: demo.userId,
      email: demo.email,
      name: demo.username,
      emailVerified: true,
    });
    expect(renewed.body.token).not.toBe(demo.token);
    // The fresh session works; the one it replaced has ended.
    const fresh = { token: renewed.body.token, userId: demo.userId };
    expect((await api(server, fresh, "GET", "/api/demo/status")).body.demo).toBe(true);
    expect((await api(server, demo, "GET", "/api/demo/status")).status).toBe(401);

    const regular = await verifiedUser(server);
    const refused = await api(server, regular, "POST", "/api/demo/renew");
    expect(refused.status).toBe(404);
    expect((await api(server, regular, "GET", "/api/account/me")).status).toBe(200);
    const anonymous = await server.app.inject({ method: "POST", url: "/api/demo/renew" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("fills the account with two profiles, a dozen applications in every status and cover letters", async () => {
    const user = await startDemo("en");
    const applications = await applicationsOf(user);
    expect(applications).toHaveLength(12);
    const counts = Object.fromEntries(
      APPLICATION_STATUSES.map((s) => [s, applications.filter((a) => a.status === s).length]),
    );
    expect(counts).toEqual(EXPECTED_STATUSES);

    const profiles = (await api(server, user, "GET", "/api/profile/")).body;
    expect(profiles).toHaveLength(2);
    const profile = (await api(server, user, "GET", `/api/profile/show/${profiles[0].id}`)).body;
    expect(profile.vorname).toBe("Alex");
    expect(profile.languages.length).toBeGreaterThan(0);
    expect(profile.skills.length).toBeGreaterThan(0);
    const works = (await api(server, user, "GET", `/api/profile/workexperience/?profile=${profiles[0].id}`))
      .body;
    expect(works.length).toBeGreaterThan(0);
    expect(works.some((w: { job_tasks: unknown[] }) => w.job_tasks.length > 0)).toBe(true);
    const schools = (await api(server, user, "GET", `/api/profile/education/?profile=${profiles[0].id}`))
      .body;
    expect(schools.length).toBeGreaterThan(0);

    const letters = (await api(server, user, "GET", "/api/application/coverletter/")).body;
    expect(letters).toHaveLength(3);
    expect(letters.every((l: { cover_letter_language: string }) => l.cover_letter_language === "en")).toBe(
      true,
    );

    // Notes, appointments and a dated status history, as a person would have built them up.
    let notes = 0;
    let appointments = 0;
    for (const { id } of applications) {
      const detail = (await api(server, user, "GET", `/api/profile/applications/show/${id}`)).body;
      notes += detail.notes.length;
      appointments += detail.appointments.length;
      const created = detail.application_status.map((s: { created: string }) => Date.parse(s.created));
      expect(created).toEqual([...created].sort((a, b) => a - b));
    }
    expect(notes).toBeGreaterThanOrEqual(10);
    expect(appointments).toBeGreaterThanOrEqual(5);
    const rejected = applications.find((a) => a.status === "rejected")!;
    const timeline = (await api(server, user, "GET", `/api/profile/applications/show/${rejected.id}`)).body
      .application_status;
    expect(timeline.map((s: { status: string }) => s.status)).toEqual([
      "todo",
      "applied",
      "waiting",
      "appointment",
      "rejected",
    ]);
    const firstDaysAgo = (Date.now() - Date.parse(timeline[0].created)) / 86_400_000;
    expect(Math.round(firstDaysAgo)).toBe(40);
    // Insights read the milestones the timeline's triggers keep: the sample data counts there too.
    const sent = await server.database.db
      .selectFrom("application")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.userId)
      .where("sent_at", "is not", null)
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(9);
  });

  it("shows sample job ads, marked as samples, ranked for the demo profiles, and lets one be tracked", async () => {
    const user = await startDemo("de");
    // The first sample profile is the senior frontend developer's.
    const frontend = (await api(server, user, "GET", "/api/profile/")).body[0] as { id: number };
    const jobs = await api(server, user, "GET", `/api/profile/jobs/${frontend.id}?limit=100`);
    expect(jobs.status, JSON.stringify(jobs.body)).toBe(200);
    const items = jobs.body.items as Array<{
      fit: { score: number };
      ad: { id: number; title: string; source: string };
    }>;
    expect(items.length).toBeGreaterThanOrEqual(8);
    const samples = items.filter((i) => i.ad.source === "Beispielanzeigen (Demo)");
    expect(samples).toHaveLength(8);
    // The React and TypeScript ad fits the frontend developer best; the nursing ad does not.
    expect(samples[0]!.ad.title).toContain("React");
    const nursing = samples.find((i) => i.ad.title.startsWith("Pflegefachkraft"))!;
    expect(samples[0]!.fit.score).toBeGreaterThan(nursing.fit.score);
    const tracked = await api(server, user, "POST", "/api/profile/jobs/track", {
      job_ad_id: samples[0]!.ad.id,
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    const applications = await applicationsOf(user);
    expect(applications.length).toBeGreaterThan(12);
    // A second demo adds no copies: the samples are stored once.
    const again = await startDemo("de");
    const againProfile = (await api(server, again, "GET", "/api/profile/")).body[0];
    const second = await api(server, again, "GET", `/api/profile/jobs/${againProfile.id}?limit=100`);
    expect(
      second.body.items.filter((i: { ad: { source: string } }) => i.ad.source === "Beispielanzeigen (Demo)"),
    ).toHaveLength(8);
    const english = await startDemo("en");
    const englishProfiles = await api(server, english, "GET", "/api/profile/");
    const englishJobs = await api(
      server,
      english,
      "GET",
      `/api/profile/jobs/${englishProfiles.body[0].id}?limit=100`,
    );
    expect(
      englishJobs.body.items.filter((i: { ad: { source: string } }) => i.ad.source === "Sample ads (demo)"),
    ).toHaveLength(8);
  });

  it("writes the sample data in the visitor's language", async () => {
    const german = await startDemo("de-DE,de;q=0.9,en;q=0.5");
    const me = await api(server, german, "GET", "/api/account/me");
    expect(me.body).toMatchObject({ language: "de", username: "Julia Neumann" });
    const letters = (await api(server, german, "GET", "/api/application/coverletter/")).body;
    expect(letters.map((l: { title: string }) => l.title)).toContain("Initiativbewerbung");
    const applications = await applicationsOf(german);
    expect(applications.map((a) => (a as unknown as { job_title: string }).job_title)).toContain(
      "Teamleitung Frontend (m/w/d)",
    );

    // The body's language wins over the header.
    const res = await server.app.inject({
      method: "POST",
      url: "/api/demo/start",
      headers: { "accept-language": "de" },
      payload: { language: "en" },
    });
    expect(res.json().user.name).toBe("Alex Morgan");
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/demo/start",
      payload: { language: "fr" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.language).toBe("Language must be de or en");
  });

  it.each(["en", "de"])(
    "shows sample replies in the inbox (%s) that accepting moves on, from no mailbox",
    async (language) => {
      const user = await startDemo(language);
      const inbox = (await api(server, user, "GET", "/api/inbox/")).body;
      expect(inbox.matched.map((m: { suggestion: string }) => m.suggestion)).toEqual([
        "invitation",
        "documents",
        "rejection",
      ]);
      expect(inbox.unmatched).toHaveLength(1);
      expect(inbox.unmatched[0].application).toBeNull();
      // Sample replies stand for checked mail: the demo shows no "sender not verified" everywhere.
      expect([...inbox.matched, ...inbox.unmatched].map((m) => m.sender_check)).toEqual(
        Array(4).fill("verified"),
      );
      const [invitation, documents] = inbox.matched;
      // The invitation offers the date its sentence names, six days from now at 10:00.
      const inSix = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
      expect(invitation.suggestion_date).toBe(`${inSix}T10:00`);
      const day = new Date(`${inSix}T12:00:00Z`).toLocaleDateString(language === "de" ? "de-DE" : "en-GB", {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      expect(invitation.suggestion_sentence).toContain(day);
      expect(documents.state).toBe("open");
      // The classifier reads the sample texts as the data labels them: the demo shows what reading would.
      const full = (await api(server, user, "GET", `/api/inbox/${invitation.id}`)).body;
      expect(full.body).toContain(invitation.suggestion_sentence);
      for (const item of inbox.matched) {
        const text = (await api(server, user, "GET", `/api/inbox/${item.id}`)).body.body;
        const found = classifyReply({ subject: item.subject, text, receivedAt: new Date() });
        expect(found?.kind, item.subject).toBe(item.suggestion);
      }
      // They come from no mailbox: the reader, which starts from accounts, has nothing to connect to.
      const rows = await server.database.db
        .selectFrom("inbox_message")
        .select("mail_account_id")
        .where("user_id", "=", user.userId)
        .execute();
      expect(rows.map((r) => r.mail_account_id)).toEqual([null, null, null, null]);
      const accounts = await server.database.db
        .selectFrom("mail_account")
        .select("id")
        .where("user_id", "=", user.userId)
        .execute();
      expect(accounts).toEqual([]);

      const accepted = await api(server, user, "POST", `/api/inbox/${invitation.id}/accept`, {});
      expect(accepted.status).toBe(200);
      const detail = (
        await api(server, user, "GET", `/api/profile/applications/show/${invitation.application.id}`)
      ).body;
      expect(detail.status).toBe("appointment");
      expect(
        detail.appointments.map((a: { appointment_date: string }) => a.appointment_date.slice(0, 16)),
      ).toContain(`${inSix}T10:00`);
    },
  );

  it("refuses every upload with the spec's message and stores nothing", async () => {
    const user = await startDemo();
    const documents = await api(server, user, "POST", "/api/documents/", {
      file_string: dataUrl(PDF, "application/pdf"),
      file_name: "cv.pdf",
      original_name: "cv.pdf",
    });
    expect(documents.status).toBe(403);
    expect(documents.body.message).toBe("File upload is disabled on the demo system");

    const cvImport = await api(server, user, "POST", "/api/profile/importcv", {
      file_string: dataUrl(PDF, "application/pdf"),
      file_name: "cv.pdf",
    });
    expect(cvImport.status).toBe(403);
    expect(cvImport.body.message).toBe("File upload is disabled on the demo system");

    const [profile] = (await api(server, user, "GET", "/api/profile/")).body;
    const shown = (await api(server, user, "GET", `/api/profile/show/${profile.id}`)).body;
    const { id, vorname, name, profiletitle, title } = shown;
    const picture = await api(server, user, "POST", "/api/profile/edit", {
      id,
      vorname,
      name,
      profiletitle,
      title,
      picture: dataUrl(PNG, "image/png"),
    });
    expect(picture.status).toBe(403);
    expect(picture.body.message).toBe("File upload is disabled on the demo system");
    // Editing without a photo works as ever.
    const saved = await api(server, user, "POST", "/api/profile/edit", {
      id,
      vorname,
      name,
      profiletitle,
      title: "Lead",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.has_picture).toBe(false);

    const stored = await server.database.db
      .selectFrom("document")
      .select("id")
      .where("user_id", "=", user.userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it("never sends mail for a demo account: system mails stay in the outbox, application mails fail", async () => {
    const user = await startDemo();
    const ordinary = await verifiedUser(server); // its verification mail reached the SMTP server
    expect(server.smtp.to(ordinary.email)).toHaveLength(1);

    // No mail account can be connected.
    const smtp = await api(server, user, "POST", "/api/connections/smtp", {
      host: "127.0.0.1",
      port: mailbox.port,
      security: "none",
      username: "demo",
      password: "mailbox password",
      from_email: "alex@example.org",
    });
    expect(smtp.status).toBe(403);
    expect(smtp.body.message).toBe(DEMO_MESSAGES.mailAccount);
    expect((await api(server, user, "GET", "/api/connections/")).body.smtp.connected).toBe(false);

    // System mails: a follow-up reminder (the sample data has one due) and a password reset.
    expect(await server.reminders.runOnce()).toBeGreaterThanOrEqual(1);
    const reset = await server.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, altcha: await botSolution(server) },
    });
    expect(reset.statusCode).toBe(200);
    await deliverSystemMail();
    expect(server.smtp.to(user.email)).toEqual([]);
    expect(server.smtp.received.filter((m) => m.to.includes("@demo.invalid"))).toEqual([]);
    const outbox = server.config.outboxDir;
    const kept = readdirSync(outbox).filter((f) =>
      readFileSync(path.join(outbox, f), "utf8").includes(user.email),
    );
    expect(kept).toHaveLength(2);
    const queued = await server.database.db.selectFrom("outgoing_mail").select("id").execute();
    expect(queued).toEqual([]);

    // An application mail through an account that got there anyhow (saved directly) is not sent either.
    await saveSmtpAccount(server.database.db, new SecretBox(server.config.authSecret), user.userId, {
      host: "127.0.0.1",
      port: mailbox.port,
      security: "none",
      username: "demo",
      password: "mailbox password",
      from_email: "alex@example.org",
      from_name: "Alex",
    });
    const [profile] = (await api(server, user, "GET", "/api/profile/")).body;
    const [application] = (await api(server, user, "GET", "/api/profile/applications/todo?limit=1")).body
      .applications;
    const compose = await api(server, user, "POST", "/api/profile/applications/compose", {
      profile: { id: profile.id },
      application: { id: application.id },
      mail_address: "jobs@muster.example",
      mail_subject: "Bewerbung",
      mail_text: "Hallo,\n\nanbei meine Unterlagen.",
    });
    expect(compose.status, JSON.stringify(compose.body)).toBe(202);
    await server.sentMail.idle(); // Send kicked the queue
    const sent = (await api(server, user, "GET", `/api/profile/applications/sent/${application.id}`)).body
      .sent;
    expect(sent).toMatchObject({ status: "failed", error: DEMO_MESSAGES.mailNotSent });
    expect(mailbox.received).toEqual([]);
  });

  it("limits demo starts per client address", async () => {
    const limited = await startTestServer(dialect, { DEMO_MODE: "1", DEMO_START_LIMIT: "2" });
    try {
      const start = () => limited.app.inject({ method: "POST", url: "/api/demo/start", payload: {} });
      expect((await start()).statusCode).toBe(200);
      expect((await start()).statusCode).toBe(200);
      const third = await start();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many demo accounts/);
      const accounts = await limited.database.db.selectFrom("demo_account").select("user_id").execute();
      expect(accounts).toHaveLength(2);
    } finally {
      await limited.stop();
    }
  });

  it("deletes demo accounts 24 hours after their start and keeps younger ones and normal accounts", async () => {
    const old = await startDemo();
    const young = await startDemo();
    const ordinary = await verifiedUser(server);
    const db = server.database.db;
    // The old one started 25 hours ago; it has a mail in the outbox (a password reset).
    await db
      .updateTable("demo_account")
      .set({
        created_at: new Date(Date.now() - 25 * 3_600_000).toISOString(),
        delete_at: new Date(Date.now() - 3_600_000).toISOString(),
      })
      .where("user_id", "=", old.userId)
      .execute();
    await server.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: old.email, altcha: await botSolution(server) },
    });
    await deliverSystemMail();
    const outboxMailsTo = (email: string) =>
      readdirSync(server.config.outboxDir).filter((f) =>
        readFileSync(path.join(server.config.outboxDir, f), "utf8").includes(email),
      );
    expect(outboxMailsTo(old.email)).toHaveLength(1);
    const usersBefore = await db.selectFrom("user").select("id").execute();

    expect(await server.demoCleanup.runOnce()).toBe(1);

    for (const table of [
      "application",
      "profiles",
      "cover_letter",
      "application_note",
      "demo_account",
    ] as const) {
      const rows = await db.selectFrom(table).select("user_id").where("user_id", "=", old.userId).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom("session").select("id").where("userId", "=", old.userId).execute()).toEqual(
      [],
    );
    expect(outboxMailsTo(old.email)).toEqual([]);
    expect((await api(server, old, "GET", "/api/account/me")).status).toBe(401);

    const usersAfter = await db.selectFrom("user").select("id").execute();
    expect(usersAfter.map((u) => u.id).sort()).toEqual(
      usersBefore
        .map((u) => u.id)
        .filter((id) => id !== old.userId)
        .sort(),
    );
    expect((await api(server, young, "GET", "/api/account/me")).status).toBe(200);
    expect(await applicationsOf(young)).toHaveLength(12);
    expect(
      (await server.app.inject({ url: "/api/account/me", headers: authHeaders(ordinary) })).statusCode,
    ).toBe(200);
    // A day later the young one goes too; the normal account never.
    expect(
      await server.demoCleanup.runOnce(new Date(Date.now() + 25 * 3_600_000).toISOString()),
    ).toBeGreaterThan(0);
    expect((await api(server, young, "GET", "/api/account/me")).status).toBe(401);
    expect(
      (await server.app.inject({ url: "/api/account/me", headers: authHeaders(ordinary) })).statusCode,
    ).toBe(200);
  });

  it("npm run accounts:purge deletes the demo accounts that are due too", async () => {
    const old = await startDemo();
    await server.database.db
      .updateTable("demo_account")
      .set({ delete_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", old.userId)
      .execute();
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "accounts:purge"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.database.kind === "postgres" ? server.config.database.url : "",
        LOG_LEVEL: "silent",
      },
    });
    expect(stdout).toContain("1 demo account deleted");
    const rows = await server.database.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", old.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, signUp, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("follow-up reminders on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const reminders = (to: string) =>
    server.smtp.to(to).filter((m) => m.subject.startsWith("Nachfassen") || m.subject.startsWith("Follow up"));

  it("mails one list of what is due, in the user's language, never twice", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    const due = await buildApplication(server, user, {
      job_title: "Entwicklerin",
      hireing_company: "Muster AG",
      follow_up: "2026-12-06",
    });
    await buildApplication(server, user, {
      job_title: "Überfällig",
      hireing_company: "",
      follow_up: "2026-12-05",
    });
    const later = await buildApplication(server, user, { job_title: "Später", follow_up: "2026-12-07" });
    await buildApplication(server, user, {
      job_title: "Abgesagt",
      follow_up: "2026-12-06",
      status: "rejected",
    });

    expect(await server.reminders.runOnce("2026-12-06")).toBeGreaterThanOrEqual(1);
    await server.mailQueue.idle();
    await expect.poll(() => reminders(user.email).length).toBe(1);
    const mail = reminders(user.email)[0]!;
    expect(mail.subject).toBe("Nachfassen: 2 Bewerbungen sind fällig");
    expect(mail.text).toContain("- Überfällig (05.12.2026)\n- Entwicklerin bei Muster AG (06.12.2026)");
    expect(mail.text).not.toContain("Später");
    expect(mail.text).not.toContain("Abgesagt");
    expect(mail.text).toContain("http://localhost:3000/applications");

    await server.reminders.runOnce("2026-12-06");
    await server.mailQueue.idle();
    expect(reminders(user.email)).toHaveLength(1);

    // A new follow-up date earns a new reminder, together with whatever else has come due.
    const edited = await api(server, user, "POST", "/api/profile/applications/edit", {
      ...(await api(server, user, "GET", `/api/profile/applications/show/${due.id}`)).body,
      follow_up: "2026-12-10",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await server.reminders.runOnce("2026-12-10");
    await server.mailQueue.idle();
    await expect.poll(() => reminders(user.email).length).toBe(2);
    const second = reminders(user.email)[1]!;
    expect(second.text).toContain("Später");
    expect(second.text).toContain("Entwicklerin");
    expect(second.text).not.toContain("Überfällig");
    expect(later.id).toBeGreaterThan(0);
  });

  it("sends nothing to unverified addresses or for archived applications", async () => {
    const unverified = await signUp(server);
    // Unverified users cannot use the API; put the row in directly to prove the job skips them.
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("application")
      .values({
        user_id: unverified.userId,
        job_title: "Hidden",
        page: "x",
        recipient_salutation: "none",
        status: "applied",
        archived: false,
        send: false,
        follow_up: "2026-12-01",
        date: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const archivedOnly = await verifiedUser(server);
    await buildApplication(server, archivedOnly, { follow_up: "2026-12-01", status: "canceled" });
    await server.reminders.runOnce("2026-12-02");
    await server.mailQueue.idle();
    expect(reminders(unverified.email)).toHaveLength(0);
    expect(reminders(archivedOnly.email)).toHaveLength(0);
    expect(authHeaders(unverified)).toBeTruthy();
  });
});

import { FakeStripe } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, uniqueEmail, verifiedUser } from "../support/users.ts";

const DAY = 86_400_000;

describe.each(testDialects())("free year on request on %s", (dialect) => {
  let server: TestServer;
  let fake: FakeStripe;
  const adminEmail = uniqueEmail("admin");
  let admin: TestUser;
  beforeAll(async () => {
    fake = new FakeStripe();
    server = await startTestServer(dialect, {
      ...stripeEnv(fake, await fake.listen()),
      ADMIN_EMAILS: adminEmail,
    });
    admin = await verifiedUser(server, { email: adminEmail });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });

  async function setLanguage(user: TestUser, language: "en" | "de") {
    const settings = (await api(server, user, "GET", "/api/usersettings/show")).body[0];
    await api(server, user, "PUT", "/api/usersettings/edit", { id: settings.id, language });
  }

  it("refuses an empty or overlong reason with 400 and stores nothing", async () => {
    const user = await verifiedUser(server);
    for (const reason of ["", "   ", "x".repeat(501)]) {
      const res = await api(server, user, "POST", "/api/payments/freeyear", { reason });
      expect(res.status).toBe(400);
      expect(res.body.fields.reason).toBeTruthy();
    }
    expect((await api(server, user, "GET", "/api/payments/subscriptions")).body.free_year).toBeNull();
  });

  it("grants a year of every premium area and tells the user in German", async () => {
    const user = await verifiedUser(server);
    await setLanguage(user, "de");
    expect((await api(server, user, "GET", "/api/usersettings/ispayeduser")).status).toBe(402);
    const asked = await api(server, user, "POST", "/api/payments/freeyear", { reason: "Ich studiere noch" });
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe("open");
    expect((await api(server, user, "POST", "/api/payments/freeyear", { reason: "nochmal" })).status).toBe(
      409,
    );

    expect((await api(server, user, "GET", "/api/admin/freeyear")).status).toBe(403);
    const open = await api(server, admin, "GET", "/api/admin/freeyear");
    expect(open.status).toBe(200);
    expect(open.body).toContainEqual(
      expect.objectContaining({ id: asked.body.id, reason: "Ich studiere noch", email: user.email }),
    );

    const granted = await api(server, admin, "POST", `/api/admin/freeyear/grant/${asked.body.id}`);
    expect(granted.status).toBe(200);
    const days = (Date.parse(granted.body.valid_until) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    await server.mailQueue.idle();
    const mail = await server.smtp.waitFor(user.email, (m) => m.subject.includes("kostenloses Jahr"));
    expect(mail.subject).toBe("Ihr kostenloses Jahr ist freigeschaltet");
    expect(mail.text).toContain("/settings/payments");

    expect((await api(server, user, "GET", "/api/usersettings/ispayeduser")).status).toBe(200);
    expect((await api(server, user, "GET", "/api/documents/")).status).toBe(200);
    expect((await api(server, user, "GET", "/api/profile/applications/")).status).toBe(200);
    const overview = (await api(server, user, "GET", "/api/payments/subscriptions")).body;
    expect(overview.free_year).toMatchObject({ status: "granted", valid_until: granted.body.valid_until });
    // A running year: no second request; the open list no longer shows it; a second decision is a miss.
    expect((await api(server, user, "POST", "/api/payments/freeyear", { reason: "again" })).status).toBe(409);
    expect(
      (await api(server, admin, "GET", "/api/admin/freeyear")).body.map((r: { id: number }) => r.id),
    ).not.toContain(asked.body.id);
    expect((await api(server, admin, "POST", `/api/admin/freeyear/refuse/${asked.body.id}`)).status).toBe(
      404,
    );
  });

  it("refuses a request, tells the user in English, and opens nothing", async () => {
    const user = await verifiedUser(server);
    await setLanguage(user, "en");
    const asked = await api(server, user, "POST", "/api/payments/freeyear", { reason: "Between jobs" });
    const refused = await api(server, admin, "POST", `/api/admin/freeyear/refuse/${asked.body.id}`);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "refused", valid_until: null });
    await server.mailQueue.idle();
    const mail = await server.smtp.waitFor(user.email, (m) => m.subject.includes("free year"));
    expect(mail.subject).toBe("Your request for a free year");
    expect((await api(server, user, "GET", "/api/usersettings/ispayeduser")).status).toBe(402);
    // After a refusal the user may ask again.
    expect((await api(server, user, "POST", "/api/payments/freeyear", { reason: "New reason" })).status).toBe(
      201,
    );
    expect((await api(server, admin, "POST", "/api/admin/freeyear/grant/999999")).status).toBe(404);
  });
});

import { FakeStripe } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { giveSubscription } from "../support/payments.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const DAY = 86_400_000;

describe.each(testDialects())(
  "Cancel subscription (§312k BGB) against the Stripe-like server on %s",
  (dialect) => {
    let server: TestServer;
    let fake: FakeStripe;
    beforeAll(async () => {
      fake = new FakeStripe();
      server = await startTestServer(dialect, stripeEnv(fake, await fake.listen()));
    });
    afterAll(async () => {
      await server.stop();
      await fake.close();
    });

    async function setLanguage(user: TestUser, language: "en" | "de") {
      const [settings] = (await api(server, user, "GET", "/api/usersettings/show")).body;
      await api(server, user, "PUT", "/api/usersettings/edit", { id: settings.id, language });
    }

    /** A running subscription Stripe knows, ending in `days`; returns its id and the end in Unix seconds. */
    async function subscribed(user: TestUser, days = 20) {
      const end = Math.floor((Date.now() + days * DAY) / 1000);
      await giveSubscription(server, user.userId, { periodEnd: new Date(end * 1000).toISOString() });
      const { id } = await server.database.db
        .selectFrom("subscription")
        .select("id")
        .where("user_id", "=", user.userId)
        .executeTakeFirstOrThrow();
      fake.subscriptions.add(id);
      fake.periodEnds.set(id, end);
      return { id, end };
    }

    const row = (id: string) =>
      server.database.db
        .selectFrom("subscription")
        .select(["status", "cancel_at_period_end", "current_period_end"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    it("cancels at the period end in Stripe, keeps the plan until then and confirms by mail in German", async () => {
      const user = await verifiedUser(server);
      await setLanguage(user, "de");
      const { id, end } = await subscribed(user);
      const endIso = new Date(end * 1000).toISOString();

      const res = await api(server, user, "POST", "/api/payments/cancel", {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ plan: "Complete", cancel_at_period_end: true, current_period_end: endIso });
      const call = fake.callsTo(`/v1/subscriptions/${id}`).at(-1);
      expect(call?.method).toBe("POST");
      expect(call?.form.get("cancel_at_period_end")).toBe("true");
      expect(await row(id)).toMatchObject({
        status: "active",
        cancel_at_period_end: true,
        current_period_end: endIso,
      });
      // Paid to the end of the period: the areas stay open.
      expect((await api(server, user, "GET", "/api/usersettings/ispayeduser")).status).toBe(200);
      const overview = await api(server, user, "GET", "/api/payments/subscriptions");
      expect(overview.body.subscription).toMatchObject({ cancel_at_period_end: true });

      await server.mailQueue.idle();
      const mail = await server.smtp.waitFor(user.email, (m) => m.subject.includes("Kündigung"));
      expect(mail.subject).toBe("Bestätigung Ihrer Kündigung");
      const german = endIso.slice(0, 10).split("-").reverse().join(".");
      expect(mail.text).toContain(`Ihr Vertrag endet zum ${german}`);
      expect(mail.text).toContain("„Complete“");

      // Nothing renews any more: a second cancel finds nothing to cancel, and Stripe is not asked again.
      const calls = fake.callsTo(`/v1/subscriptions/${id}`).length;
      expect((await api(server, user, "POST", "/api/payments/cancel", {})).status).toBe(404);
      expect(fake.callsTo(`/v1/subscriptions/${id}`).length).toBe(calls);
    });

    it("confirms in English for an English user", async () => {
      const user = await verifiedUser(server);
      await setLanguage(user, "en");
      const { end } = await subscribed(user, 5);
      expect((await api(server, user, "POST", "/api/payments/cancel", {})).status).toBe(200);
      await server.mailQueue.idle();
      const mail = await server.smtp.waitFor(user.email, (m) => m.subject.includes("cancellation"));
      expect(mail.subject).toBe("Your cancellation is confirmed");
      expect(mail.text).toContain(
        `Your subscription ends on ${new Date(end * 1000).toISOString().slice(0, 10)}`,
      );
    });

    it("answers 404 without a running subscription, and never touches another user's", async () => {
      const owner = await verifiedUser(server);
      const { id } = await subscribed(owner);
      const other = await verifiedUser(server);
      const before = fake.calls.length;
      expect((await api(server, other, "POST", "/api/payments/cancel", {})).status).toBe(404);
      expect(fake.calls.length).toBe(before);
      expect(await row(id)).toMatchObject({ cancel_at_period_end: false });
    });

    it("changes nothing and sends no mail when Stripe fails, so the user can try again", async () => {
      const user = await verifiedUser(server);
      const { id } = await subscribed(user);
      fake.failingCancels.add(id);
      const res = await api(server, user, "POST", "/api/payments/cancel", {});
      expect(res.status).toBe(502);
      expect(await row(id)).toMatchObject({ cancel_at_period_end: false });
      await server.mailQueue.idle();
      expect(
        server.smtp.received.filter(
          (m) => m.to.includes(user.email) && /cancellation|Kündigung/.test(m.subject),
        ),
      ).toEqual([]);
      fake.failingCancels.delete(id);
      expect((await api(server, user, "POST", "/api/payments/cancel", {})).status).toBe(200);
    });

    it("asks for a session", async () => {
      expect(
        (await server.app.inject({ method: "POST", url: "/api/payments/cancel", payload: {} })).statusCode,
      ).toBe(401);
    });
  },
);

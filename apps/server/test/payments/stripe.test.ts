import { FakeStripe, invoiceObject, signedEvent, subscriptionObject } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PurgeIncomplete, purgeDueAccounts, purgeUser } from "../../src/features/account/purge.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("Stripe checkout, portal and webhooks on %s", (dialect) => {
  let server: TestServer;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = new FakeStripe();
    const base = await fake.listen();
    server = await startTestServer(dialect, stripeEnv(fake, base));
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });

  async function send(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; created?: number } = {},
  ) {
    const { payload, signature } = signedEvent(fake.webhookSecret, type, object, options);
    return server.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  }

  /** Checkout through the API: the user gets a Stripe customer; returns its id. */
  async function checkout(user: TestUser, plan = "complete", interval = "month") {
    const res = await api(server, user, "POST", "/api/payments/checkout", { plan, interval });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await server.database.db
      .selectFrom("payment_customer")
      .select("stripe_customer_id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    return { url: res.body.url as string, customer: row.stripe_customer_id as string };
  }

  const paid = async (user: TestUser) =>
    (await api(server, user, "GET", "/api/usersettings/ispayeduser")).status;
  const eventRows = async () =>
    Number(
      (
        await server.database.db
          .selectFrom("stripe_event")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("creates a hosted Checkout session for the plan's price, with one Stripe customer per user", async () => {
    const user = await verifiedUser(server);
    const { url, customer } = await checkout(user);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const session = fake.callsTo("/v1/checkout/sessions").at(-1)!.form;
    expect(session.get("mode")).toBe("subscription");
    expect(session.get("customer")).toBe(customer);
    expect(session.get("client_reference_id")).toBe(user.userId);
    expect(session.get("line_items[0][price]")).toBe("price_month");
    expect(session.get("success_url")).toBe(
      "http://localhost:3000/callbacks/stripe/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session.get("cancel_url")).toBe("http://localhost:3000/callbacks/stripe/cancel");
    const customers = fake.callsTo("/v1/customers").length;
    await checkout(user, "complete", "year");
    expect(fake.callsTo("/v1/checkout/sessions").at(-1)!.form.get("line_items[0][price]")).toBe("price_year");
    expect(fake.callsTo("/v1/customers")).toHaveLength(customers);
    expect(fake.callsTo("/v1/customers").at(-1)!.form.get("email")).toBe(user.email);
  });

  it("refuses an unknown plan or interval with 400", async () => {
    const user = await verifiedUser(server);
    const before = fake.calls.length;
    const unknown = await api(server, user, "POST", "/api/payments/checkout", {
      plan: "gold",
      interval: "month",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.plan).toBeTruthy();
    const noYear = await api(server, user, "POST", "/api/payments/checkout", {
      plan: "files",
      interval: "year",
    });
    expect(noYear.status).toBe(400);
    expect(noYear.body.fields.interval).toBeTruthy();
    expect(fake.calls.length).toBe(before);
  });

  it("opens the customer portal for a customer, and answers 404 before any checkout", async () => {
    const user = await verifiedUser(server);
    expect((await api(server, user, "POST", "/api/payments/portal")).status).toBe(404);
    const { customer } = await checkout(user);
    const res = await api(server, user, "POST", "/api/payments/portal");
    expect(res.status).toBe(200);
    expect(res.body.url).toBe("https://billing.stripe.test/p/session");
    const call = fake.callsTo("/v1/billing_portal/sessions").at(-1)!.form;
    expect(call.get("customer")).toBe(customer);
    expect(call.get("return_url")).toBe("http://localhost:3000/settings/payments");
  });

  it("opens the plan's areas on a signed subscription event and records paid invoices with gapless numbers", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    expect(await paid(user)).toBe(402);
    const profileLimit = async () =>
      (await api(server, user, "GET", "/api/payments/subscriptions")).body.profile_limit;
    expect(await profileLimit()).toBe(2);
    const sub = subscriptionObject({ id: "sub_valid", customer, price: "price_month", status: "active" });
    expect(
      (
        await send("checkout.session.completed", {
          id: "cs_1",
          object: "checkout.session",
          customer,
          client_reference_id: user.userId,
          subscription: "sub_valid",
        })
      ).statusCode,
    ).toBe(200);
    const created = await send("customer.subscription.created", sub);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().outcome).toBe("processed");
    expect(await paid(user)).toBe(200);
    // The plan's profiles, for the count the web app shows (count/10 instead of count/2).
    expect(await profileLimit()).toBe(10);
    const before = await server.database.db
      .selectFrom("invoice")
      .select((eb) => eb.fn.max("number").as("n"))
      .executeTakeFirst();
    const start = Number(before?.n ?? 0);
    for (const id of ["in_1", "in_2"]) {
      const res = await send(
        "invoice.paid",
        invoiceObject({ id, customer, price: "price_month", amount: 990 }),
      );
      expect(res.statusCode).toBe(200);
    }
    const invoices = await server.database.db
      .selectFrom("invoice")
      .selectAll()
      .where("user_id", "=", user.userId)
      .orderBy("number")
      .execute();
    expect(invoices.map((i) => i.number)).toEqual([start + 1, start + 2]);
    expect(invoices[0]).toMatchObject({
      gross_cents: 990,
      net_cents: 832,
      vat_cents: 158,
      vat_rate_percent: 19,
      product_name: "Complete",
    });
  });

  it("answers 400 to a bad signature and stores nothing", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    const events = await eventRows();
    const { payload } = signedEvent(
      fake.webhookSecret,
      "customer.subscription.created",
      subscriptionObject({ id: "sub_forged", customer, price: "price_month", status: "active" }),
    );
    const forged = signedEvent("whsec_wrong", "customer.subscription.created", {}).signature;
    for (const signature of [forged, "t=1,v1=00", undefined]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    // The right signature over changed bytes fails too: it covers the raw body.
    const { signature } = signedEvent(fake.webhookSecret, "customer.subscription.created", {});
    const tampered = await server.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await eventRows()).toBe(events);
    expect(await paid(user)).toBe(402);
  });

  it("processes a duplicate event once", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    await send(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_dup", customer, price: "price_month", status: "active" }),
    );
    const invoice = invoiceObject({ id: "in_dup", customer, price: "price_month", amount: 9900 });
    const first = await send("invoice.paid", invoice, { id: "evt_dup" });
    const second = await send("invoice.paid", invoice, { id: "evt_dup" });
    expect(first.json().outcome).toBe("processed");
    expect(second.statusCode).toBe(200);
    expect(second.json().outcome).toBe("duplicate");
    // The same invoice in a new event (Stripe resends as a new event rarely, but can) gets no second number.
    await send("invoice.paid", invoice);
    const rows = await server.database.db
      .selectFrom("invoice")
      .select("number")
      .where("user_id", "=", user.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps the newest state when subscription events arrive out of order", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    const t = Math.floor(Date.now() / 1000);
    const state = (status: string, cancelAtPeriodEnd = false) =>
      subscriptionObject({ id: "sub_order", customer, price: "price_month", status, cancelAtPeriodEnd });
    await send("customer.subscription.updated", state("past_due"), { created: t + 20 });
    await send("customer.subscription.created", state("active"), { created: t });
    const late = await send("customer.subscription.updated", state("active"), { created: t + 10 });
    expect(late.json().outcome).toBe("ignored");
    const row = () =>
      server.database.db
        .selectFrom("subscription")
        .selectAll()
        .where("id", "=", "sub_order")
        .executeTakeFirstOrThrow();
    expect((await row()).status).toBe("past_due");
    // Cancelled at the period end: still active, the areas stay open to the end of the paid period.
    await send("customer.subscription.updated", state("active", true), { created: t + 30 });
    expect(await row()).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(await paid(user)).toBe(200);
    await send("customer.subscription.deleted", state("canceled"), { created: t + 40 });
    // A retried older update after the deletion does not revive it.
    await send("customer.subscription.updated", state("active"), { created: t + 35 });
    expect((await row()).status).toBe("canceled");
    expect(await paid(user)).toBe(402);
  });

  it("acknowledges an unknown event type and keeps it as processed", async () => {
    const res = await send(
      "customer.tax_id.created",
      { id: "txi_1", object: "tax_id" },
      { id: "evt_unknown" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("ignored");
    const row = await server.database.db
      .selectFrom("stripe_event")
      .selectAll()
      .where("id", "=", "evt_unknown")
      .executeTakeFirst();
    expect(row?.type).toBe("customer.tax_id.created");
  });

  it("answers 5xx while the database cannot take the event, and processes it when Stripe retries", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    const sub = subscriptionObject({ id: "sub_retry", customer, price: "price_month", status: "active" });
    const db = server.database.db;
    // The events table briefly gone stands for a database that fails mid-request.
    await sql`alter table stripe_event rename to stripe_event_away`.execute(db);
    try {
      const res = await send("customer.subscription.created", sub, { id: "evt_retry" });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`alter table stripe_event_away rename to stripe_event`.execute(db);
    }
    expect(await paid(user)).toBe(402);
    const retry = await send("customer.subscription.created", sub, { id: "evt_retry" });
    expect(retry.json().outcome).toBe("processed");
    expect(await paid(user)).toBe(200);
  });

  it("keeps purging other due accounts when Stripe fails to cancel one, and retries it next run", async () => {
    const stuck = await verifiedUser(server);
    const other = await verifiedUser(server);
    for (const [user, sub] of [
      [stuck, "sub_stuck"],
      [other, "sub_other"],
    ] as const) {
      const { customer } = await checkout(user);
      await send(
        "customer.subscription.created",
        subscriptionObject({ id: sub, customer, price: "price_month", status: "active" }),
      );
      fake.subscriptions.add(sub);
      const past = new Date(Date.now() - 60_000).toISOString();
      await server.database.db
        .insertInto("account_deletion")
        .values({
          user_id: user.userId,
          status: "scheduled",
          requested_at: past,
          confirmed_at: past,
          delete_at: past,
          updated_at: past,
        })
        .execute();
    }
    fake.failingCancels.add("sub_stuck");
    // The server's own user-data parts: with Stripe on, the payments part cancels first.
    const deps = { db: server.database.db, parts: server.userData, outboxDir: null };
    const userRow = (id: string) =>
      server.database.db.selectFrom("user").select("id").where("id", "=", id).executeTakeFirst();

    const first = await purgeDueAccounts(deps).then(
      () => null,
      (error: unknown) => error,
    );
    expect(first).toBeInstanceOf(PurgeIncomplete);
    expect((first as PurgeIncomplete).purged.map((r) => r.userId)).toEqual([other.userId]);
    expect(await userRow(other.userId)).toBeUndefined();
    // Still billed, so still there, sessions and all.
    expect(await userRow(stuck.userId)).toEqual({ id: stuck.userId });
    expect(fake.subscriptions.has("sub_stuck")).toBe(true);

    fake.failingCancels.delete("sub_stuck");
    expect((await purgeDueAccounts(deps)).map((r) => r.userId)).toEqual([stuck.userId]);
    expect(await userRow(stuck.userId)).toBeUndefined();
    expect(fake.subscriptions.has("sub_stuck")).toBe(false);
  });

  it("cancels the running subscription in Stripe when the account is deleted", async () => {
    const user = await verifiedUser(server);
    const { customer } = await checkout(user);
    await send(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_purge", customer, price: "price_month", status: "active" }),
    );
    fake.subscriptions.add("sub_purge");
    await purgeUser({ db: server.database.db, parts: server.userData, outboxDir: null }, user.userId);
    expect(fake.calls.some((c) => c.method === "DELETE" && c.path === "/v1/subscriptions/sub_purge")).toBe(
      true,
    );
    expect(fake.subscriptions.has("sub_purge")).toBe(false);
    expect(
      await server.database.db
        .selectFrom("user")
        .select("id")
        .where("id", "=", user.userId)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

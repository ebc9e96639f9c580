import { randomBytes } from "node:crypto";
import type { PremiumArea } from "@jah/shared";
import type { TestServer } from "./server.ts";
import { authHeaders, type TestUser } from "./users.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/**
 * One premium call: `area` is the area its 402 names when the caller has none; `also` lists further
 * areas it needs (tracking a job ad needs the jobs area and creates an application).
 */
export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  body?: unknown;
  area: PremiumArea;
  also?: PremiumArea[];
};

/** Every area an endpoint needs, in the order the server checks them. */
export function areasOf(endpoint: Endpoint): PremiumArea[] {
  return [endpoint.area, ...(endpoint.also ?? [])];
}

/**
 * Every premium endpoint (issue 13) with a valid body, so that only the entitlement decides: the
 * applications area with everything under it (insights, the fit to an application, the AI letter
 * helper), documents and their connections, mail connections, and matching jobs (issue 25).
 */
export function premiumEndpoints(ids: {
  application: number;
  profile: number;
  document: number;
}): Endpoint[] {
  const a = ids.application;
  const apps = (method: Endpoint["method"], url: string, body?: unknown): Endpoint => ({
    method,
    url,
    body,
    area: "applications",
  });
  const docs = (method: Endpoint["method"], url: string, body?: unknown): Endpoint => ({
    method,
    url,
    body,
    area: "document",
  });
  return [
    apps("GET", "/api/profile/applications/"),
    apps("POST", "/api/profile/applications/", {
      job_title: "Dev",
      hireing_company: "Muster GmbH",
      page: "StepStone",
      recipient_salutation: "female",
      recipient_name: "Erika Musterfrau",
    }),
    apps("GET", "/api/profile/applications/archive"),
    apps("GET", "/api/profile/applications/todo"),
    apps("GET", "/api/profile/applications/followup"),
    apps("GET", "/api/profile/applications/stats"),
    apps("POST", "/api/profile/applications/edit", { id: a, status: "sent" }),
    apps("GET", `/api/profile/applications/show/${a}`),
    apps("POST", `/api/profile/applications/restore/${a}`),
    apps("POST", "/api/application/notes/", { value: "Call back", application: { id: a } }),
    apps("GET", "/api/application/notes/show/1"),
    apps("POST", "/api/application/notes/edit", { id: 1, value: "x", application: { id: a } }),
    apps("DELETE", "/api/application/notes/delete/999999"),
    apps("POST", "/api/application/appointment/", {
      appointment_date: "2027-01-10T10:00",
      value: "Interview",
      application: { id: a },
    }),
    apps("GET", "/api/application/appointment/show/1"),
    apps("POST", "/api/application/appointment/edit", {
      id: 1,
      appointment_date: "2027-01-10T10:00",
      value: "x",
      application: { id: a },
    }),
    apps("DELETE", "/api/application/appointment/delete/999999"),
    apps("POST", "/api/profile/applications/compose", {
      profile: { id: ids.profile },
      application: { id: a },
      mail_text: "Hallo",
      mail_address: "hr@example.org",
      mail_subject: "Bewerbung",
    }),
    apps("GET", `/api/profile/applications/sent/${a}`),
    apps("GET", `/api/profile/applications/sent/${a}/cv`),
    apps("GET", "/api/profile/applications/export.csv"),
    apps("GET", "/api/profile/applications/report"),
    apps("GET", "/api/calendar"),
    apps("GET", "/api/usersettings/calendar"),
    apps("POST", "/api/usersettings/calendar/regenerate"),
    apps("GET", "/api/connections/"),
    apps("POST", "/api/connections/smtp", {
      // Loopback: refused at once (private addresses are off), never a wait on the network.
      host: "127.0.0.1",
      port: 1,
      security: "starttls",
      username: "anna",
      password: "secret",
      from_email: "anna@example.org",
    }),
    apps("DELETE", "/api/connections/smtp"),
    apps("GET", "/api/connections/gmail/getauthurl"),
    apps("GET", "/api/connections/gmail/isconnected"),
    apps("GET", "/api/connections/gmail/refreshconnection"),
    apps("POST", "/api/connections/gmail/disconnect"),
    apps("DELETE", "/api/connections/gmail"),
    apps("POST", "/api/connections/gmail/callback", { code: "c", state: "s" }),
    apps("POST", "/api/connections/gmail/connect", { code: "c", state: "s" }),
    apps("GET", "/api/connections/gmail/authorize"),
    apps("DELETE", "/api/connections/gmail/disconnect"),
    apps("DELETE", "/api/profile/applications/delete/999999"),
    apps("GET", "/api/insights"),
    // The inbox (issue 27) reads replies to applications: the applications area.
    apps("PUT", "/api/connections/smtp/reading", { reading: false }),
    apps("PUT", "/api/connections/gmail/reading", { reading: false }),
    apps("GET", "/api/inbox/"),
    apps("GET", "/api/inbox/999999"),
    apps("POST", "/api/inbox/999999/accept", {}),
    apps("POST", "/api/inbox/999999/dismiss"),
    apps("POST", "/api/inbox/999999/ignore"),
    apps("POST", "/api/inbox/999999/link", { application: a }),
    apps("GET", "/api/inbox/attachment/999999"),
    apps("GET", `/api/inbox/application/${a}`),
    apps("GET", `/api/profile/calculatefit/${ids.profile}/${a}`),
    // Answers 503 without an AI provider: only the plan check matters here.
    apps("POST", "/api/application/coverletter/ai/help", {
      application_id: a,
      profile_id: ids.profile,
      letter: "",
    }),
    apps("POST", "/api/application/coverletter/ai/help/stream", {
      application_id: a,
      profile_id: ids.profile,
      letter: "",
    }),
    { method: "GET", url: `/api/profile/jobs/${ids.profile}`, area: "jobs" },
    // The alert mails matching ads: the jobs plan too (its unsubscribe link stays open).
    { method: "GET", url: `/api/job-alerts/${ids.profile}`, area: "jobs" },
    {
      method: "PUT",
      url: `/api/job-alerts/${ids.profile}`,
      body: { frequency: "daily", min_score: 60 },
      area: "jobs",
    },
    { method: "POST", url: "/api/profile/jobs/dismiss", body: { job_ad_id: 999999 }, area: "jobs" },
    {
      method: "POST",
      url: "/api/profile/jobs/track",
      body: { job_ad_id: 999999 },
      area: "jobs",
      also: ["applications"],
    },
    docs("GET", "/api/documents/"),
    docs("POST", "/api/documents/", {
      file_string: `data:application/pdf;base64,${PDF.toString("base64")}`,
      file_name: "zeugnis.pdf",
      original_name: "zeugnis.pdf",
    }),
    docs("GET", `/api/documents/preview/${ids.document}`),
    docs("GET", `/api/documents/download/${ids.document}`),
    docs("GET", `/api/document/application/connect/${a}/${ids.document}`),
    docs("GET", `/api/document/application/show/${a}`),
    docs("DELETE", "/api/document/application/delete/999999"),
    docs("DELETE", "/api/documents/delete/999999"),
  ];
}

/** Calls one endpoint as the user; the status and the parsed body when it is JSON. */
export async function call(server: TestServer, user: TestUser, e: Pick<Endpoint, "method" | "url" | "body">) {
  const res = await server.app.inject({
    method: e.method,
    url: e.url,
    headers: authHeaders(user),
    ...(e.body === undefined ? {} : { payload: e.body as object }),
  });
  const json = res.headers["content-type"]?.toString().startsWith("application/json");
  return { status: res.statusCode, body: json ? res.json() : res.body };
}

/** A subscription row as the webhooks would leave it (for tests of the entitlement alone). */
export async function giveSubscription(
  server: TestServer,
  userId: string,
  options: { areas?: PremiumArea[]; status?: string; periodEnd?: string; profileLimit?: number | null } = {},
) {
  const now = new Date().toISOString();
  await server.database.db
    .insertInto("subscription")
    .values({
      id: `sub_${randomBytes(8).toString("hex")}`,
      user_id: userId,
      plan_key: "complete",
      price_id: "price_month",
      areas: (options.areas ?? ["applications", "document", "profile", "jobs"]).join(","),
      profile_limit: options.profileLimit ?? null,
      status: options.status ?? "active",
      current_period_end: options.periodEnd ?? new Date(Date.now() + 30 * 86_400_000).toISOString(),
      state_at: Math.floor(Date.now() / 1000),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Payment rows of every kind for the purge test: billing details with a Stripe customer, a
 * subscription, an invoice and a free-year request. Returns the invoice's Stripe id.
 */
export async function fillPayments(server: TestServer, userId: string): Promise<string> {
  const db = server.database.db;
  const now = new Date().toISOString();
  const stripeInvoiceId = `in_${randomBytes(8).toString("hex")}`;
  await db
    .insertInto("payment_customer")
    .values({
      user_id: userId,
      stripe_customer_id: `cus_${randomBytes(8).toString("hex")}`,
      first_name: "Anna",
      last_name: "Muster",
      street: "Lindenstraße",
      house_number: "5",
      postal_code: "80331",
      city: "München",
      country: "DE",
      has_payment_data: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await giveSubscription(server, userId);
  const { last } = await db
    .updateTable("invoice_number")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("id", "=", 1)
    .returning("last")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("invoice")
    .values({
      user_id: userId,
      number: last,
      stripe_invoice_id: stripeInvoiceId,
      issued_at: now,
      product_name: "Complete",
      net_cents: 832,
      vat_rate_percent: 19,
      vat_cents: 158,
      gross_cents: 990,
      currency: "eur",
      reverse_charge: false,
      buyer: JSON.stringify({ first_name: "Anna", last_name: "Muster", city: "München", country: "DE" }),
      period_start: now,
      period_end: now,
    })
    .execute();
  await db
    .insertInto("free_year_request")
    .values({
      user_id: userId,
      reason: "Studying",
      status: "open",
      created_at: now,
      decided_at: null,
      valid_until: null,
    })
    .execute();
  return stripeInvoiceId;
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * docs/api.md names every route the server serves, and only routes it serves (issue 38). The routes come
 * from the OpenAPI document at /api/docs/json of a server with every optional area switched on; routes
 * with `schema.hide` are not in it on purpose. The writing rule is the one in the document's introduction.
 */

const DOC_FILE = path.join(import.meta.dirname, "../../../../docs/api.md");

/** Every optional area on: plans and Stripe, Gmail, metrics, AI, the demo system, the staging reset. */
const EVERYTHING_ON = {
  PAYMENTS: "stripe",
  PAYMENT_PLANS: JSON.stringify([
    {
      key: "basic",
      name: "Basic",
      areas: ["applications"],
      prices: [{ interval: "month", priceId: "price_1", cents: 500 }],
    },
  ]),
  STRIPE_SECRET_KEY: "sk_test_api_document",
  STRIPE_WEBHOOK_SECRET: "whsec_api_document",
  GOOGLE_CLIENT_ID: "client-1",
  GOOGLE_CLIENT_SECRET: "secret-1",
  METRICS_TOKEN: "api-document-metrics-token",
  AI_BASE_URL: "http://127.0.0.1:9/v1",
  AI_MODEL: "test-model",
  DEMO_MODE: "1",
  STAGING: "1",
};

/** Routes hidden from the OpenAPI document that docs/api.md still describes (checked to exist below). */
const HIDDEN_BUT_DOCUMENTED = [{ route: "POST /api/payments/webhook", url: "/api/payments/webhook" }];

/** better-auth's own endpoints: one catch-all route serves them all, so only its documentation can say which exist. */
const BETTER_AUTH = "/api/auth/";

const METHODS = "GET|POST|PUT|PATCH|DELETE";

type Route = { method: string; path: string };

const show = (route: Route) => `${route.method} ${route.path}`;

/** The server ignores a trailing slash, so the document may too. */
const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, "") : p);

/**
 * Every `METHOD /path` in code in the document: the method in capitals, one space, the path up to the
 * end of the code, a `?query` or a `[...]` (optional query parts).
 */
function documentedRoutes(markdown: string): Route[] {
  const found = markdown.matchAll(new RegExp(`\`(${METHODS}) (/[^\\s\`?\\[]*)`, "g"));
  return [...found].map(([, method, p]) => ({ method: method as string, path: trimSlash(p as string) }));
}

function servedRoutes(doc: { paths: Record<string, Record<string, unknown>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: trimSlash(p) })),
  );
}

/**
 * A served route as a pattern for documented paths: a parameter `{id}` takes any `{name}` (written in
 * braces, never `:id`), the wildcard `{*}` any rest of a path; everything else literally.
 */
function pattern(route: Route): RegExp {
  const parts = route.path.split(/(\{[^}]*\})/).map((part) => {
    if (part === "{*}") return ".+";
    if (/^\{[^}]+\}$/.test(part)) return "\\{[^/{}]+\\}";
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("")}$`);
}

const covers = (served: Route, documented: Route) =>
  served.method === documented.method && pattern(served).test(documented.path);

describe("docs/api.md and the routes the server serves", () => {
  let server: TestServer;
  let served: Route[];
  let documented: Route[];
  beforeAll(async () => {
    server = await startTestServer("sqlite", EVERYTHING_ON);
    const res = await server.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    served = servedRoutes(res.json());
    documented = documentedRoutes(readFileSync(DOC_FILE, "utf8"));
  });
  afterAll(() => server?.stop());

  it("reads the optional areas' routes and the document's routes", () => {
    // A server without these areas would pass the check below with fewer routes to find.
    const names = served.map(show);
    for (const route of [
      "GET /api/payments/plans",
      "GET /api/connections/gmail/getauthurl",
      "POST /api/demo/start",
      "POST /api/datareset",
    ]) {
      expect(names).toContain(route);
    }
    expect(documented.length).toBeGreaterThan(100);
  });

  it("names every served route", () => {
    const missing = served.filter((route) => !documented.some((d) => covers(route, d))).map(show);
    expect(
      missing,
      `routes the server serves that docs/api.md does not name:\n${missing.join("\n")}`,
    ).toEqual([]);
  });

  it("names no route the server does not serve (better-auth's own endpoints aside)", async () => {
    const hidden = new Set(HIDDEN_BUT_DOCUMENTED.map((h) => h.route));
    const unknown = documented
      .filter((d) => d.path.startsWith("/api/") && !d.path.startsWith(BETTER_AUTH))
      .filter((d) => !hidden.has(show(d)) && !served.some((route) => covers(route, d)))
      .map(show);
    expect(unknown, `routes in docs/api.md the server does not serve:\n${unknown.join("\n")}`).toEqual([]);
    // The hidden ones are really there: an unknown /api route answers 404.
    for (const { route, url } of HIDDEN_BUT_DOCUMENTED) {
      const [method] = route.split(" ");
      const res = await server.app.inject({ method: method as "POST", url, payload: {} });
      expect(res.statusCode, route).not.toBe(404);
      expect(
        served.map(show),
        `${route} is in the OpenAPI document now: drop it from the list`,
      ).not.toContain(route);
    }
  });
});

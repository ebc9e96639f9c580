import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAdministrator } from "../../src/auth/administrators.ts";
import { testDialects } from "../support/dialects.ts";
import {
  AUTH_BODY,
  deepJson,
  fillPath,
  HOSTILE_SEGMENTS,
  hostileMultipart,
  INVALID_UTF8,
  KNOWN_BODIES,
  MEGABYTE,
  mapStrings,
  plausible,
  type Route,
  routesOf,
  withControls,
  withSurrogates,
  wrongTypes,
} from "../support/hostile.ts";
import { rawRequest } from "../support/raw-http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

/**
 * Issue 37: no hostile input answers 5xx, on SQLite and on PostgreSQL (which refuses U+0000 where
 * SQLite stores it). Every route the server documents is sent, as a signed-in, verified administrator,
 * hostile bodies (controls and NUL in every string, lone surrogates, a megabyte string, wrong types,
 * deep nesting, bodies that are no object, invalid UTF-8, hostile multipart and form bodies), hostile
 * path parameters and query values; a few routes get the path spellings of issue 37 over a real socket.
 * Each 5xx is collected with the route and the variant that caused it, so one run names them all.
 * An AI provider (the fake) is configured, so the AI routes answer rather than say "not set up" (503).
 * Only /api routes: the web app's own (/rss, /sitemap.xml) answer 503 until `npm run build` ran.
 */

type Variant = { name: string; payload: string | Buffer; contentType: string };
type Failure = { request: string; variant: string; status: number; body: string };

const JSON_TYPE = "application/json";
const MARK = "@@invalid-utf8@@";

/** The body a route would take, guessed from its schema (better-auth's routes: the fields it reads). */
function bodyFor(route: Route): unknown {
  if (KNOWN_BODIES[route.path]) return KNOWN_BODIES[route.path];
  const documented = Object.keys(route.body?.properties ?? {}).length > 0;
  return documented || !route.path.startsWith("/api/auth") ? plausible(route.body ?? undefined) : AUTH_BODY;
}

/** The hostile bodies of one route, made from its plausible body. */
function variantsOf(route: Route): Variant[] {
  const body = bodyFor(route);
  const json = (name: string, value: unknown): Variant => ({
    name,
    payload: JSON.stringify(value),
    contentType: JSON_TYPE,
  });
  const object =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const firstString = Object.keys(object).find((key) => typeof object[key] === "string") ?? "hostile";
  const firstKey = Object.keys(object)[0] ?? "hostile";
  const [before, ...rest] = JSON.stringify(mapStrings(body, (text) => `${text}${MARK}`)).split(MARK);
  const multipart = hostileMultipart();
  return [
    json("NUL and C0 controls in every string", mapStrings(body, withControls)),
    json("lone surrogates in every string", mapStrings(body, withSurrogates)),
    json("a 1 MB string", { ...object, [firstString]: MEGABYTE }),
    json("wrong types everywhere", wrongTypes(body)),
    {
      name: "a field nested 50,000 deep",
      payload: JSON.stringify({ ...object, [firstKey]: MARK }).replace(`"${MARK}"`, deepJson(50_000)),
      contentType: JSON_TYPE,
    },
    { name: "a body nested 50,000 deep", payload: deepJson(50_000), contentType: JSON_TYPE },
    { name: "a list", payload: "[]", contentType: JSON_TYPE },
    { name: "a string", payload: '"text"', contentType: JSON_TYPE },
    { name: "null", payload: "null", contentType: JSON_TYPE },
    { name: "a number", payload: "123", contentType: JSON_TYPE },
    { name: "an empty body", payload: "", contentType: JSON_TYPE },
    { name: "__proto__", payload: '{"__proto__":{"polluted":true}}', contentType: JSON_TYPE },
    {
      name: "constructor.prototype",
      payload: '{"constructor":{"prototype":{"polluted":true}}}',
      contentType: JSON_TYPE,
    },
    {
      name: "invalid UTF-8 in every string",
      payload: Buffer.concat([
        Buffer.from(before!),
        ...rest.flatMap((part) => [INVALID_UTF8, Buffer.from(part)]),
      ]),
      contentType: JSON_TYPE,
    },
    {
      name: "invalid UTF-8 as JSON's only content",
      payload: INVALID_UTF8,
      contentType: JSON_TYPE,
    },
    { name: "multipart with hostile names", payload: multipart.body, contentType: multipart.contentType },
    {
      name: "a form with NUL and invalid bytes",
      payload: "a=%00%FF&b=%C0%80&List-Unsubscribe=One-Click%00",
      contentType: "application/x-www-form-urlencoded",
    },
  ];
}

/** The path spellings of issue 37, applied to the last segment of a path. */
const lastSlash = (path: string, by: string) => path.replace(/\/([^/]+)$/, `${by}$1`);
const SPELLINGS: Array<[string, (path: string) => string]> = [
  ["./", (p) => lastSlash(p, "/./")],
  ["x/../", (p) => lastSlash(p, "/x/../")],
  ["//", (p) => lastSlash(p, "//")],
  ["%2e", (p) => lastSlash(p, "/%2e/")],
  ["%2F", (p) => lastSlash(p, "%2F")],
  ["trailing slash", (p) => `${p}/`],
  ["upper case", (p) => p.toUpperCase()],
  [";x", (p) => `${p};x`],
  ["%00", (p) => `${p}%00`],
  ["%FF", (p) => lastSlash(p, "/%FF/")],
];

describe.each(testDialects())("hostile input on %s", (dialect) => {
  let server: TestServer;
  let ai: FakeAi;
  let aiHost: string;
  let base: string;
  let routes: Route[];
  let user: TestUser;
  let extensionToken: string;
  const failures: Failure[] = [];

  /** A verified administrator with a personal token for the extension's routes, and one of each thing. */
  async function freshUser() {
    user = await verifiedUser(server);
    await addAdministrator(server.database.db, user.email);
    const token = await server.app.inject({
      method: "POST",
      url: "/api/extension/tokens",
      headers: authHeaders(user),
      payload: { name: "Hostile" },
    });
    extensionToken = (token.json() as { token: string }).token;
    // Agreed to the AI provider, so the letter helper's routes go as far as asking it.
    const consent = await server.app.inject({
      method: "POST",
      url: "/api/ai/consent",
      headers: authHeaders(user),
      payload: { provider_host: aiHost },
    });
    expect(consent.statusCode, consent.body).toBe(200);
  }
  const headers = () => ({ ...authHeaders(user), authorization: `Bearer ${extensionToken}` });

  /** A variant that signed the user out, deleted or locked the account: the next route gets a new one. */
  async function keepSignedIn() {
    const me = await server.app.inject({ method: "GET", url: "/api/usersettings/show", headers: headers() });
    if (me.statusCode !== 200) await freshUser();
  }

  async function send(method: string, url: string, variant: Variant | null) {
    const answer = await server.app.inject({
      method: method as "GET",
      url,
      headers: { ...headers(), ...(variant ? { "content-type": variant.contentType } : {}) },
      ...(variant ? { payload: variant.payload } : {}),
    });
    if (answer.statusCode >= 500) {
      failures.push({
        request: `${method} ${url.slice(0, 200)}`,
        variant: variant?.name ?? "",
        status: answer.statusCode,
        body: answer.body.slice(0, 300),
      });
    }
  }

  beforeAll(async () => {
    ai = new FakeAi();
    // One answer fits the letter helper and the administrator's connection test alike.
    ai.answer = {
      ok: true,
      letter: "Sehr geehrte Damen und Herren,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen\nAnna Muster",
      subject: "Bewerbung",
      changes: [],
    };
    const aiUrl = await ai.listen();
    aiHost = new URL(aiUrl).host;
    server = await startTestServer(dialect, {
      AI_BASE_URL: aiUrl,
      AI_MODEL: "fake-model",
      AI_API_KEY: "k",
    });
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    await freshUser();
    const docs = await server.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    // Deleting routes last, so the others find the things they name.
    routes = routesOf(docs.json())
      .filter((route) => route.path.startsWith("/api/"))
      .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    // Things to find: an id of 1 names the first application, profile, letter, ... of the database.
    const profile = await server.app.inject({ method: "POST", url: "/api/profile/", headers: headers() });
    expect(profile.statusCode).toBe(201);
    for (const [url, payload] of [
      [
        "/api/profile/applications/",
        { job_title: "Dev", page: "Site", recipient_salutation: "none", mail_address: "hr@acme.example" },
      ],
      ["/api/application/coverletter/", { title: "Letter", text: "Text" }],
    ] as const) {
      const created = await server.app.inject({ method: "POST", url, headers: headers(), payload });
      expect(created.statusCode, created.body).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await ai?.close();
  });

  /** What went wrong, with the server's log lines of the failed requests. */
  const report = () =>
    JSON.stringify(
      {
        failures: failures.slice(0, 40),
        log: server.logs.filter((line) => line.includes('"level":50')).slice(0, 10),
      },
      null,
      2,
    );

  it("answers every hostile body with less than 500", async () => {
    failures.length = 0;
    const withBody = routes.filter((r) => r.body);
    expect(withBody.length).toBeGreaterThan(60);
    for (const route of withBody) {
      const url = fillPath(route.path, () => "1");
      for (const variant of variantsOf(route)) await send(route.method, url, variant);
      await keepSignedIn();
    }
    expect(failures, report()).toEqual([]);
  }, 240_000);

  it("answers every hostile path parameter with less than 500", async () => {
    failures.length = 0;
    const withParams = routes.filter((r) => r.params.length > 0);
    expect(withParams.length).toBeGreaterThan(50);
    for (const route of withParams) {
      for (const value of HOSTILE_SEGMENTS) {
        const variant = route.body
          ? { name: "plausible", payload: JSON.stringify(bodyFor(route)), contentType: JSON_TYPE }
          : null;
        await send(
          route.method,
          fillPath(route.path, () => value),
          variant,
        );
      }
      await keepSignedIn();
    }
    expect(failures, report()).toEqual([]);
  }, 240_000);

  it("answers every hostile query value with less than 500", async () => {
    failures.length = 0;
    const gets = routes.filter((r) => r.method === "GET");
    for (const route of gets) {
      const url = fillPath(route.path, () => "1");
      const names = route.query.length > 0 ? route.query : ["q"];
      for (const name of names) {
        for (const value of HOSTILE_SEGMENTS) await send("GET", `${url}?${name}=${value}`, null);
      }
      await send("GET", `${url}?${names.map((n) => `${n}=%00&${n}=%FF`).join("&")}`, null);
      await keepSignedIn();
    }
    // better-auth's own routes behind the catch-all, with the tokens they read from the query.
    for (const path of [
      "verify-email",
      "reset-password/x",
      "get-session",
      "list-sessions",
      "magic-link/verify",
    ]) {
      for (const value of HOSTILE_SEGMENTS.slice(0, 8)) {
        await send("GET", `/api/auth/${path}?token=${value}&callbackURL=${value}`, null);
      }
      await keepSignedIn();
    }
    expect(failures, report()).toEqual([]);
  }, 240_000);

  it("answers the path spellings of issue 37 over a real socket with less than 500", async () => {
    failures.length = 0;
    const paths: Array<[string, string, unknown]> = [
      ["GET", "/api/profile/applications", undefined],
      [
        "POST",
        "/api/profile/applications",
        { job_title: "D\u0000ev", page: "S", recipient_salutation: "none" },
      ],
      ["GET", "/api/usersettings/show", undefined],
      ["GET", "/api/blog/some-post", undefined],
      ["GET", "/api/legal/imprint", undefined],
      ["POST", "/api/auth/sign-in/email", { email: "hostile@example.com", password: "wrong\u0000" }],
      ["GET", "/api/auth/get-session", undefined],
    ];
    for (const [method, path, body] of paths) {
      for (const [name, spell] of SPELLINGS) {
        const answer = await rawRequest(base, {
          method,
          path: spell(path),
          body,
          headers: { ...headers(), origin: server.config.appUrl },
        });
        if (answer.status >= 500) {
          failures.push({
            request: `${method} ${spell(path)}`,
            variant: name,
            status: answer.status,
            body: answer.body,
          });
        }
      }
      await keepSignedIn();
    }
    expect(failures, report()).toEqual([]);
  }, 120_000);
});

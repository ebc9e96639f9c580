import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSTANT_RESPONSE_MS } from "../../src/http/rate-limit.ts";
import { testDialects } from "../support/dialects.ts";
import { type RawAnswer, rawRequest } from "../support/raw-http.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { uniqueEmail, verifiedUser } from "../support/users.ts";

/**
 * Issue 37: the bot check, the per-address limits and the reset's padding sat on exact routes while
 * better-auth resolved `./` and `..` itself, so `/api/auth/./sign-up/email` went past every guard. Each
 * spelling below must get the answer the plain path gets.
 */
const lastSlash = (path: string, by: string) => path.replace(/\/([^/]+)$/, `${by}$1`);
const SPELLINGS: Array<[string, (path: string) => string]> = [
  ["./", (p) => lastSlash(p, "/./")],
  ["x/../", (p) => lastSlash(p, "/x/../")],
  ["//", (p) => lastSlash(p, "//")],
  ["%2e", (p) => lastSlash(p, "/%2e/")],
  ["x/%2e%2e/", (p) => lastSlash(p, "/x/%2E%2e/")],
  ["%2F", (p) => lastSlash(p, "%2F")],
  ["trailing slash", (p) => `${p}/`],
  ["upper case", (p) => p.toUpperCase()],
  [";x", (p) => `${p};x`],
  ["backslash", (p) => lastSlash(p, "\\")],
  [
    "encoded letter",
    (p) =>
      p.replace(
        /\/([a-z])([^/]*)$/,
        (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`,
      ),
  ],
];

/** Status and body without what differs between any two answers. */
const shape = (answer: RawAnswer) => ({ status: answer.status, body: answer.body });

describe.each(testDialects())("every spelling of a guarded path on %s", (dialect) => {
  let server: TestServer;
  let base: string;
  let client = 0;
  /** Each case its own client address (X-Forwarded-For with TRUST_PROXY), so counters never mix. */
  const nextAddress = () => `198.51.100.${++client}`;
  const post = (path: string, body: unknown, address: string) =>
    rawRequest(base, {
      method: "POST",
      path,
      body,
      headers: { "x-forwarded-for": address, origin: server.config.appUrl },
    });

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT: String(SPELLINGS.length),
    });
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.stop());

  const botChecked: Array<[string, () => unknown]> = [
    [
      "/api/auth/sign-up/email",
      () => ({ name: "Bo Bot", email: uniqueEmail("bot"), password: "correct horse 42" }),
    ],
    ["/api/auth/request-password-reset", () => ({ email: uniqueEmail("bot") })],
    ["/api/register/requestemailvalidation", () => ({ email: uniqueEmail("bot") })],
  ];

  describe.each(botChecked)("%s", (path, body) => {
    it.each(SPELLINGS)("%s asks for the bot check like the plain path", async (_name, spell) => {
      const plain = await post(path, body(), nextAddress());
      expect(plain.status).toBe(400);
      expect(plain.json()).toMatchObject({ fields: { altcha: expect.any(String) } });
      const spelled = await post(spell(path), body(), nextAddress());
      expect(shape(spelled)).toEqual(shape(plain));
    });
  });

  it.each(SPELLINGS)("a reset request spelled %s takes the constant time too", async (_name, spell) => {
    const spelled = await post(
      spell("/api/auth/request-password-reset"),
      { email: uniqueEmail() },
      nextAddress(),
    );
    expect(spelled.status).toBe(400);
    expect(spelled.ms).toBeGreaterThanOrEqual(CONSTANT_RESPONSE_MS - 5);
  });

  const limited = [
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/two-factor/verify-totp",
    "/api/auth/two-factor/verify-backup-code",
    "/api/auth/passkey/verify-authentication",
  ];
  it.each(limited)("%s counts every spelling against one per-address limit", async (path) => {
    const address = nextAddress();
    // The limit is one request per spelling: after one of each, the plain path is refused, and so is
    // every spelling.
    for (const [name, spell] of SPELLINGS) {
      const answer = await post(spell(path), {}, address);
      expect(answer.status, `${name}: ${answer.body}`).not.toBe(429);
    }
    expect((await post(path, {}, address)).status).toBe(429);
    for (const [name, spell] of SPELLINGS)
      expect((await post(spell(path), {}, address)).status, name).toBe(429);
  });

  it.each(SPELLINGS)(
    "sign-in spelled %s counts failures and then asks for the bot check",
    async (_name, spell) => {
      const user = await verifiedUser(server);
      const address = nextAddress();
      const signIn = (password: string) =>
        post(spell("/api/auth/sign-in/email"), { email: user.email, password }, address);
      for (let i = 0; i < 3; i++) expect((await signIn("wrong password")).status).toBe(401);
      const fourth = await signIn(user.password);
      expect(fourth.status).toBe(400);
      expect(fourth.json()).toMatchObject({ fields: { altcha: expect.any(String) } });
    },
  );

  it("a catch-all spelling that better-auth would read as a guarded path never reaches it", async () => {
    // %3F stays encoded in the canonical path; were the decoded wildcard handed on, better-auth would
    // read "/sign-up/email" with a query.
    const answer = await post("/api/auth/sign-up/email%3Fx", { email: uniqueEmail() }, nextAddress());
    expect(answer.status).toBe(404);
  });
});

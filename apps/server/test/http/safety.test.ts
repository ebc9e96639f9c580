import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, botSolution, signIn, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("HTTP safety on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { AUTH_RATE_LIMIT: "3" });
    server.app.get("/api/test/boom", async () => {
      throw new Error("database password is hunter2");
    });
  });
  afterAll(() => server.stop());

  it("sends security headers with a strict CSP", async () => {
    const res = await server.app.inject({ url: "/api/config" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Plain HTTP: no HSTS (it would lock a local install out of http).
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await server.app.inject({ url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Not found" });
  });

  it("hides the details of a 500", async () => {
    const res = await server.app.inject({ url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong",
    });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/admin/settings/edit",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(res.statusCode).toBe(400);
  });

  it("rate limits sign-in with a clear 429", async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await signIn(server, "someone@example.com", "wrong password"));
    expect(attempts.slice(0, 3).map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(attempts[3]!.statusCode).toBe(429);
    expect(attempts[3]!.json().message).toBe("Too many attempts. Please wait a minute and try again.");
  });

  it("rate limits reset and verification requests", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/register/requestemailvalidation",
        payload: { email: "x@example.com", altcha: await botSolution(server) },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const resets = [];
    for (let i = 0; i < 4; i++) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: "x@example.com", altcha: await botSolution(server) },
      });
      resets.push(res.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 429]);
  });

  it("never writes tokens or passwords to the log", async () => {
    // Sign-up, verification and sign-in each count against their own endpoint's limit of 3.
    const user = await verifiedUser(server);
    await server.app.inject({ url: "/api/usersettings/show", headers: authHeaders(user) });
    const all = server.logs.join("\n");
    expect(all).toContain("/api/register/verify?token=[redacted]");
    expect(all).not.toContain(user.token);
    expect(all).not.toContain(user.password);
    const verifyToken = server.smtp.to(user.email)[0]!.text.match(/token=([\w-]+)/)![1]!;
    expect(all).not.toContain(verifyToken);
  });
});

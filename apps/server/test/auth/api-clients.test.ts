import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

// A script or app talks to the API with Node's own fetch, over a real socket: docs/api.md tells it
// what to send, and every refusal says what was missing.
describe("scripts and apps calling the API (SQLite)", () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.stop());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email, password }),
    });

  it("signs in with the Origin header, and says which header is missing without it", async () => {
    const user = await verifiedUser(server);
    const refused = await signIn(user.email, user.password);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("MISSING_OR_NULL_ORIGIN");
    expect(body.message).toContain('"Origin: http://localhost:3000"');

    const accepted = await signIn(user.email, user.password, { origin: "http://localhost:3000" });
    expect(accepted.status).toBe(200);
    const { token, user: who } = (await accepted.json()) as { token: string; user: { id: string } };
    const me = await fetch(`${base}/api/account/me`, {
      headers: { "x-auth-token": token, "x-auth-id": who.id },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);
  });

  it("names the missing session headers on a product endpoint", async () => {
    const none = await fetch(`${base}/api/profile/`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toContain(
      "x-auth-token and x-auth-id headers are missing",
    );
    const half = await fetch(`${base}/api/profile/`, { headers: { "x-auth-token": "abc" } });
    expect(((await half.json()) as { message: string }).message).toContain("x-auth-id header is missing");
    const stale = await fetch(`${base}/api/profile/`, {
      headers: { "x-auth-token": "abc", "x-auth-id": "u1" },
    });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { message: string }).message).toBe(
      "Your session has ended. Please sign in again.",
    );
  });
});

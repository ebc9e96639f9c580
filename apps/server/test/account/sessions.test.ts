import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUserAgent } from "../../src/features/account/sessions-routes.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, signIn, verifiedUser } from "../support/users.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("user agents", () => {
  it("names browser and system without a place", () => {
    expect(parseUserAgent(FIREFOX)).toEqual({ browser: "Firefox 128", os: "Linux" });
    expect(parseUserAgent(SAFARI_IPHONE)).toEqual({ browser: "Safari 17", os: "iOS" });
    expect(
      parseUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Edge 131", os: "Windows" });
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
  });
});

describe.each(testDialects())("active sessions and password change on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  /** A second session of the same user, signed in from Firefox on Linux. */
  async function secondSession(email: string, password: string) {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "user-agent": FIREFOX },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().token as string, userId: res.json().user.id as string };
  }
  const list = (headers: Record<string, string>) =>
    server.app.inject({ url: "/api/account/sessions", headers });
  const settings = (headers: Record<string, string>) =>
    server.app.inject({ url: "/api/usersettings/show", headers });

  it("lists the user's sessions with the current one marked and never a token", async () => {
    const user = await verifiedUser(server);
    const other = await secondSession(user.email, user.password);
    await verifiedUser(server); // someone else's sessions stay out of the list
    const res = await list(authHeaders(user));
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(res.body).not.toContain(user.token);
    expect(res.body).not.toContain(other.token);
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    const firefox = rows.find((row) => !row.current)!;
    expect(firefox).toMatchObject({ browser: "Firefox 128", os: "Linux" });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ["browser", "created_at", "current", "expires_at", "id", "last_used_at", "os"].sort(),
      );
      expect(Date.parse(row.expires_at as string)).toBeGreaterThan(Date.now());
    }
    // Seen from the other session, that one is current.
    const fromOther = (await list(authHeaders(other))).json() as Array<{ id: string; current: boolean }>;
    expect(fromOther.find((row) => row.current)?.id).toBe(firefox.id);
  });

  it("signs out one session: its token then answers 401", async () => {
    const user = await verifiedUser(server);
    const other = await secondSession(user.email, user.password);
    const rows = (await list(authHeaders(user))).json() as Array<{ id: string; current: boolean }>;
    const target = rows.find((row) => !row.current)!;
    const del = await server.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${target.id}`,
      headers: authHeaders(user),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await settings(authHeaders(other))).statusCode).toBe(401);
    expect((await settings(authHeaders(user))).statusCode).toBe(200);
    const again = await server.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${target.id}`,
      headers: authHeaders(user),
    });
    expect(again.statusCode).toBe(404);
    // The current session may end itself: that is signing out.
    const current = rows.find((row) => row.current)!;
    const self = await server.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${current.id}`,
      headers: authHeaders(user),
    });
    expect(self.statusCode).toBe(200);
    expect((await settings(authHeaders(user))).statusCode).toBe(401);
  });

  it("answers 404 for another user's session and leaves it alive", async () => {
    const a = await verifiedUser(server);
    const b = await verifiedUser(server);
    const [bSession] = (await list(authHeaders(b))).json() as Array<{ id: string }>;
    const res = await server.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${bSession!.id}`,
      headers: authHeaders(a),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Not found");
    expect((await settings(authHeaders(b))).statusCode).toBe(200);
    const unknown = await server.app.inject({
      method: "DELETE",
      url: "/api/account/sessions/no-such-session",
      headers: authHeaders(a),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("signs out all other sessions and keeps this one", async () => {
    const user = await verifiedUser(server);
    const second = await secondSession(user.email, user.password);
    const third = await secondSession(user.email, user.password);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/account/sessions/revoke-others",
      headers: authHeaders(user),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await settings(authHeaders(second))).statusCode).toBe(401);
    expect((await settings(authHeaders(third))).statusCode).toBe(401);
    expect((await settings(authHeaders(user))).statusCode).toBe(200);
    const rows = (await list(authHeaders(user))).json() as Array<{ current: boolean }>;
    expect(rows).toEqual([expect.objectContaining({ current: true })]);
  });

  it("changes the password, ends the other sessions and keeps this one", async () => {
    const user = await verifiedUser(server);
    const other = await secondSession(user.email, user.password);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: authHeaders(user),
      payload: { current_password: user.password, new_password: "a brand new secret" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await settings(authHeaders(other))).statusCode).toBe(401);
    expect((await settings(authHeaders(user))).statusCode).toBe(200);
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(server, user.email, "a brand new secret")).statusCode).toBe(200);
  });

  it("refuses a wrong current password and a too-short new one with the field", async () => {
    const user = await verifiedUser(server);
    const other = await secondSession(user.email, user.password);
    const wrong = await server.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: authHeaders(user),
      payload: { current_password: "not the password", new_password: "a brand new secret" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: "Wrong password" });
    const short = await server.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: authHeaders(user),
      payload: { current_password: user.password, new_password: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: "Password must be at least 8 characters" });
    // Nothing changed: the old password still signs in, the other session lives.
    expect((await settings(authHeaders(other))).statusCode).toBe(200);
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await server.app.inject({ url: "/api/account/sessions" })).statusCode).toBe(401);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/account/password",
      payload: { current_password: "x", new_password: "a brand new secret" },
    });
    expect(res.statusCode).toBe(401);
  });
});

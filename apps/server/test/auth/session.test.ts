import { SESSION_LIFETIME_SECONDS } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, signIn, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("sign-in and sessions on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("signs in with the right password and refuses a wrong one", async () => {
    const user = await verifiedUser(server);
    const ok = await signIn(server, user.email, user.password);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user.id).toBe(user.userId);
    const show = await server.app.inject({
      url: "/api/usersettings/show",
      headers: authHeaders({ token: body.token, userId: body.user.id }),
    });
    expect(show.statusCode).toBe(200);

    const wrong = await signIn(server, user.email, "not the password");
    expect(wrong.statusCode).toBe(401);
  });

  it("gives every session 59 minutes, remember-me or not", async () => {
    const user = await verifiedUser(server);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password, rememberMe: false },
    });
    expect(res.statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom("session")
      .select(["createdAt", "expiresAt"])
      .where("token", "=", res.json().token)
      .executeTakeFirstOrThrow();
    const seconds = (Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 1000;
    expect(Math.round(seconds)).toBe(SESSION_LIFETIME_SECONDS);
  });

  it("answers 401 once the session has expired", async () => {
    const user = await verifiedUser(server);
    const headers = authHeaders(user);
    expect((await server.app.inject({ url: "/api/usersettings/show", headers })).statusCode).toBe(200);
    await server.database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("token", "=", user.token)
      .execute();
    const expired = await server.app.inject({ url: "/api/usersettings/show", headers });
    expect(expired.statusCode).toBe(401);
  });

  it("answers 401 without headers, with a foreign user id, and after sign-out", async () => {
    const a = await verifiedUser(server);
    const b = await verifiedUser(server);
    expect((await server.app.inject({ url: "/api/usersettings/show" })).statusCode).toBe(401);
    const mixed = await server.app.inject({
      url: "/api/usersettings/show",
      headers: authHeaders({ token: a.token, userId: b.userId }),
    });
    expect(mixed.statusCode).toBe(401);
    // The web app stores both values as JSON text; quoted values are accepted too.
    const quoted = await server.app.inject({
      url: "/api/usersettings/show",
      headers: authHeaders({ token: JSON.stringify(a.token), userId: JSON.stringify(a.userId) }),
    });
    expect(quoted.statusCode).toBe(200);

    const out = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: "/api/usersettings/show", headers: authHeaders(a) })).statusCode,
    ).toBe(401);
  });

  it("stores passwords as argon2id hashes", async () => {
    const user = await verifiedUser(server);
    const account = await server.database.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account.password).not.toContain(user.password);
  });
});

import { keyOf, totpCode, wrongCode } from "@jah/testing/totp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  BROWSER_ORIGIN,
  cookiesOf,
  enableTwoFactor,
  passwordStep,
  secondStep,
} from "../support/two-factor.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("two-factor sign-in on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const status = async (user: TestUser) => (await api(server, user, "GET", "/api/account/two-factor")).body;
  /** A product call with this session: 200 while it lives. */
  const settings = (session: { token: string; userId: string }) =>
    server.app.inject({ url: "/api/usersettings/show", headers: authHeaders(session) });
  const sessionCount = async (user: TestUser) =>
    (await server.database.db.selectFrom("session").select("id").where("userId", "=", user.userId).execute())
      .length;

  it("sets up an authenticator app with a code computed from its key, then asks for it at sign-in", async () => {
    const user = await verifiedUser(server);
    expect(await status(user)).toEqual({ enabled: false, pending: false, backup_codes_left: null });

    const wrongPassword = await api(server, user, "POST", "/api/account/two-factor/enable", {
      password: "not the password",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.fields).toEqual({ password: "Wrong password" });
    const missing = await api(server, user, "POST", "/api/account/two-factor/enable", {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ password: "Required" });

    const setup = await api(server, user, "POST", "/api/account/two-factor/enable", {
      password: user.password,
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    expect(Object.keys(setup.body).sort()).toEqual(["key", "totp_uri"]);
    const uri = new URL(setup.body.totp_uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Job Application Helper");
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    const key = keyOf(setup.body.totp_uri);
    expect(setup.body.key).toBe(key);
    expect(key).toMatch(/^[A-Z2-7]{32,}$/);
    expect(await status(user)).toEqual({ enabled: false, pending: true, backup_codes_left: null });
    // Until the first code is confirmed, the password alone still signs in.
    expect((await passwordStep(server, user)).res.json().token).toEqual(expect.any(String));

    const badFormat = await api(server, user, "POST", "/api/account/two-factor/verify", { code: "12ab56" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.fields).toEqual({ code: "The code has digits only" });
    const wrong = await api(server, user, "POST", "/api/account/two-factor/verify", { code: wrongCode(key) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ code: "Wrong code" });
    expect((await status(user)).enabled).toBe(false);

    const sessionsBefore = await sessionCount(user);
    // Typed with a space, as apps show it.
    const code = totpCode(key);
    const done = await api(server, user, "POST", "/api/account/two-factor/verify", {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.backup_codes).toHaveLength(10);
    expect(new Set(done.body.backup_codes).size).toBe(10);
    // better-auth replaces the session when the flag changes; this session's token keeps working.
    expect((await settings(user)).statusCode).toBe(200);
    expect(await sessionCount(user)).toBe(sessionsBefore);
    expect(await status(user)).toEqual({ enabled: true, pending: false, backup_codes_left: 10 });
    const again = await api(server, user, "POST", "/api/account/two-factor/enable", {
      password: user.password,
    });
    expect(again.status).toBe(409);

    // Sign-in now stops after the password: no token, no session, a short-lived cookie.
    const before = await sessionCount(user);
    const { res, cookie } = await passwordStep(server, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(res.body).not.toContain('"token"');
    expect(await sessionCount(user)).toBe(before);
    expect(cookie).toMatch(/better-auth\.two_factor=/);
    const challenge = String(res.headers["set-cookie"]);
    expect(challenge).toMatch(/two_factor=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax/);

    const refused = await secondStep(server, "totp", cookie, { code: wrongCode(key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("INVALID_CODE");
    const noCookie = await secondStep(server, "totp", "", { code: totpCode(key) });
    expect(noCookie.statusCode).toBe(401);

    const signedIn = await secondStep(server, "totp", cookie, { code: totpCode(key) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = { token: signedIn.json().token as string, userId: signedIn.json().user.id as string };
    expect(session.userId).toBe(user.userId);
    expect((await settings(session)).statusCode).toBe(200);
    // The challenge works once.
    expect((await secondStep(server, "totp", cookie, { code: totpCode(key) })).statusCode).toBe(401);
  });

  it("gives up a sign-in after five wrong codes", async () => {
    const user = await verifiedUser(server);
    const { key } = await enableTwoFactor(server, user);
    const { cookie } = await passwordStep(server, user);
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(server, "totp", cookie, { code: wrongCode(key) })).statusCode).toBe(401);
    }
    const late = await secondStep(server, "totp", cookie, { code: totpCode(key) });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE");
    // A new password step starts a new challenge.
    const fresh = await passwordStep(server, user);
    expect((await secondStep(server, "totp", fresh.cookie, { code: totpCode(key) })).statusCode).toBe(200);
  });

  it("takes a backup code once and only once, and new codes replace the old ones", async () => {
    const user = await verifiedUser(server);
    const { backupCodes } = await enableTwoFactor(server, user);
    const [first, second, third] = backupCodes as [string, string, string];

    const step = await passwordStep(server, user);
    const used = await secondStep(server, "backup-code", step.cookie, { code: first });
    expect(used.statusCode, used.body).toBe(200);
    const session = { token: used.json().token as string, userId: user.userId };
    expect((await settings(session)).statusCode).toBe(200);
    expect((await status(user)).backup_codes_left).toBe(9);

    const again = await passwordStep(server, user);
    const reused = await secondStep(server, "backup-code", again.cookie, { code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("INVALID_BACKUP_CODE");
    // The same challenge still takes an unused code.
    expect((await secondStep(server, "backup-code", again.cookie, { code: second })).statusCode).toBe(200);

    const wrong = await api(server, user, "POST", "/api/account/two-factor/backup-codes", {
      password: "not the password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: "Wrong password" });
    const fresh = await api(server, user, "POST", "/api/account/two-factor/backup-codes", {
      password: user.password,
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.backup_codes).toHaveLength(10);
    expect(fresh.body.backup_codes).not.toContain(third);
    expect((await status(user)).backup_codes_left).toBe(10);
    const old = await passwordStep(server, user);
    expect((await secondStep(server, "backup-code", old.cookie, { code: third })).statusCode).toBe(401);
    expect(
      (await secondStep(server, "backup-code", old.cookie, { code: fresh.body.backup_codes[0] })).statusCode,
    ).toBe(200);
  });

  it("trusts a device for later sign-ins when asked", async () => {
    const user = await verifiedUser(server);
    const { key } = await enableTwoFactor(server, user);
    const step = await passwordStep(server, user);
    const trusted = await secondStep(server, "totp", step.cookie, { code: totpCode(key), trustDevice: true });
    expect(trusted.statusCode).toBe(200);
    const jar = cookiesOf(trusted, step.cookie);
    expect(jar).toMatch(/better-auth\.trust_device=/);
    expect(String(trusted.headers["set-cookie"])).toMatch(/trust_device=[^;]+; Max-Age=2592000/);

    // This browser signs in with the password alone; another one is still asked.
    const direct = await passwordStep(server, user, jar);
    expect(direct.res.json().token).toEqual(expect.any(String));
    expect((await passwordStep(server, user)).res.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it("switches two-factor sign-in off with the password", async () => {
    const user = await verifiedUser(server);
    await enableTwoFactor(server, user);
    const wrong = await api(server, user, "POST", "/api/account/two-factor/disable", {
      password: "not the password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: "Wrong password" });
    expect((await status(user)).enabled).toBe(true);

    const off = await api(server, user, "POST", "/api/account/two-factor/disable", {
      password: user.password,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({ enabled: false, pending: false, backup_codes_left: null });
    expect((await settings(user)).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom("twoFactor")
      .select("id")
      .where("userId", "=", user.userId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await passwordStep(server, user)).res.json().token).toEqual(expect.any(String));
    const twice = await api(server, user, "POST", "/api/account/two-factor/disable", {
      password: user.password,
    });
    expect(twice.status).toBe(409);
  });

  it("keeps each user's second factor to themselves", async () => {
    const a = await verifiedUser(server);
    const b = await verifiedUser(server);
    const { key } = await enableTwoFactor(server, a);
    expect(await status(b)).toEqual({ enabled: false, pending: false, backup_codes_left: null });
    expect((await passwordStep(server, b)).res.json().token).toEqual(expect.any(String));
    // B's session cannot finish A's sign-in, nor use A's code for itself.
    const step = await passwordStep(server, a);
    const crossed = await server.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      headers: { authorization: `Bearer ${b.token}`, cookie: step.cookie, ...BROWSER_ORIGIN },
      payload: { code: totpCode(key) },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().token).toBeUndefined();
    // A's challenge is still open for A.
    expect((await secondStep(server, "totp", step.cookie, { code: totpCode(key) })).statusCode).toBe(200);
  });

  it("needs a session and closes the plugin's own set-up endpoints", async () => {
    expect((await server.app.inject({ url: "/api/account/two-factor" })).statusCode).toBe(401);
    const enable = await server.app.inject({
      method: "POST",
      url: "/api/account/two-factor/enable",
      payload: { password: "x" },
    });
    expect(enable.statusCode).toBe(401);
    const user = await verifiedUser(server);
    for (const path of ["enable", "disable", "generate-backup-codes", "get-totp-uri", "send-otp"]) {
      const res = await server.app.inject({
        method: "POST",
        url: `/api/auth/two-factor/${path}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: { password: user.password },
      });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

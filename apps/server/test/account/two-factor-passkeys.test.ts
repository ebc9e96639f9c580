import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { BROWSER_ORIGIN, cookiesOf, enableTwoFactor, passwordStep } from "../support/two-factor.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";
import { SoftPasskey } from "../support/webauthn.ts";

describe.each(testDialects())("passkeys on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  /**
   * A stored passkey as better-auth's plugin writes it after a registration (the ceremony itself
   * needs a browser's authenticator: the Chromium journey runs it with a virtual one).
   */
  async function storePasskey(user: TestUser, name: string, createdAt: string) {
    const id = randomBytes(12).toString("hex");
    await server.database.db
      .insertInto("passkey")
      .values({
        id,
        name,
        publicKey: randomBytes(32).toString("base64"),
        userId: user.userId,
        credentialID: randomBytes(16).toString("base64url"),
        counter: 0,
        deviceType: "multiDevice",
        backedUp: true,
        transports: "internal,hybrid",
        createdAt,
        aaguid: "00000000-0000-0000-0000-000000000000",
      })
      .execute();
    return id;
  }

  it("answers registration options for the signed-in user with APP_URL's host as relying party", async () => {
    const user = await verifiedUser(server);
    const res = await server.app.inject({
      url: "/api/auth/passkey/generate-register-options",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ name: "Job Application Helper", id: "localhost" });
    expect(options.user.name).toBe(user.email);
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    expect(options.excludeCredentials).toEqual([]);
    // The challenge waits in the database behind a short-lived signed cookie.
    expect(String(res.headers["set-cookie"])).toMatch(/better-auth-passkey=[^;]+; Max-Age=300/);

    // Passkeys the user has are excluded, so an authenticator does not register twice.
    await storePasskey(user, "Laptop", new Date().toISOString());
    const again = await server.app.inject({
      url: "/api/auth/passkey/generate-register-options",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(again.json().excludeCredentials).toHaveLength(1);

    const anonymous = await server.app.inject({ url: "/api/auth/passkey/generate-register-options" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("registers a passkey through the plugin and signs in with it, also past two-factor sign-in", async () => {
    const user = await verifiedUser(server);
    const bearer = { authorization: `Bearer ${user.token}` };
    const key = new SoftPasskey("localhost", "http://localhost:3000");

    const options = await server.app.inject({
      url: "/api/auth/passkey/generate-register-options",
      headers: bearer,
    });
    expect(options.statusCode).toBe(200);
    const registered = await server.app.inject({
      method: "POST",
      url: "/api/auth/passkey/verify-registration",
      headers: { ...bearer, cookie: cookiesOf(options), ...BROWSER_ORIGIN },
      payload: { response: key.register(options.json()), name: "Test key" },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [stored] = (await api(server, user, "GET", "/api/account/passkeys")).body;
    expect(stored).toMatchObject({ name: "Test key", device_type: "singleDevice", backed_up: false });
    expect(Date.parse(stored.created_at)).toBeGreaterThan(Date.now() - 60_000);

    // The account also has an authenticator app: the password alone no longer signs in...
    await enableTwoFactor(server, user);
    expect((await passwordStep(server, user)).res.json()).toMatchObject({ twoFactorRedirect: true });
    // ...but a passkey is both factors at once.
    const challenge = await server.app.inject({ url: "/api/auth/passkey/generate-authenticate-options" });
    const assertion = key.authenticate(challenge.json());
    const signIn = () =>
      server.app.inject({
        method: "POST",
        url: "/api/auth/passkey/verify-authentication",
        headers: { cookie: cookiesOf(challenge), ...BROWSER_ORIGIN },
        payload: { response: assertion },
      });
    const signedIn = await signIn();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = {
      token: signedIn.json().session.token as string,
      userId: signedIn.json().user.id as string,
    };
    expect(session.userId).toBe(user.userId);
    const settings = await server.app.inject({
      url: "/api/usersettings/show",
      headers: authHeaders(session),
    });
    expect(settings.statusCode).toBe(200);
    // The challenge works once: a replayed assertion is refused.
    const replayed = await signIn();
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe("CHALLENGE_NOT_FOUND");
  });

  it("answers sign-in options to a visitor and refuses an unknown credential without a session", async () => {
    const options = await server.app.inject({ url: "/api/auth/passkey/generate-authenticate-options" });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: "localhost", userVerification: "preferred" });
    const cookie = cookiesOf(options);
    expect(cookie).toMatch(/better-auth-passkey=/);

    const fake = randomBytes(16).toString("base64url");
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/passkey/verify-authentication",
      headers: { cookie, ...BROWSER_ORIGIN },
      payload: {
        response: {
          id: fake,
          rawId: fake,
          type: "public-key",
          response: { clientDataJSON: "", authenticatorData: "", signature: "" },
          clientExtensionResults: {},
        },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("PASSKEY_NOT_FOUND");
    expect(res.body).not.toContain("token");
  });

  it("lists the user's own passkeys, newest first, without keys", async () => {
    const user = await verifiedUser(server);
    const other = await verifiedUser(server);
    await storePasskey(user, "Laptop", "2027-03-01T10:00:00.000Z");
    await storePasskey(user, "Phone", "2027-03-02T10:00:00.000Z");
    await storePasskey(other, "Someone else's", "2027-03-03T10:00:00.000Z");
    const res = await api(server, user, "GET", "/api/account/passkeys");
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(["Phone", "Laptop"]);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      name: "Phone",
      created_at: "2027-03-02T10:00:00.000Z",
      device_type: "multiDevice",
      backed_up: true,
    });
    expect((await api(server, other, "GET", "/api/account/passkeys")).body).toHaveLength(1);
  });

  it("deletes only the owner's passkey: another user's id answers 404", async () => {
    const user = await verifiedUser(server);
    const other = await verifiedUser(server);
    const mine = await storePasskey(user, "Laptop", new Date().toISOString());
    const theirs = await storePasskey(other, "Phone", new Date().toISOString());

    const foreign = await api(server, user, "DELETE", `/api/account/passkeys/${theirs}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Not found");
    expect((await api(server, other, "GET", "/api/account/passkeys")).body).toHaveLength(1);

    expect((await api(server, user, "DELETE", `/api/account/passkeys/${mine}`)).status).toBe(200);
    expect((await api(server, user, "GET", "/api/account/passkeys")).body).toEqual([]);
    expect((await api(server, user, "DELETE", `/api/account/passkeys/${mine}`)).status).toBe(404);
  });

  it("needs a session and keeps the plugin's list and delete endpoints closed", async () => {
    expect((await server.app.inject({ url: "/api/account/passkeys" })).statusCode).toBe(401);
    const user = await verifiedUser(server);
    const theirs = await storePasskey(await verifiedUser(server), "Phone", new Date().toISOString());
    const list = await server.app.inject({
      url: "/api/auth/passkey/list-user-passkeys",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(list.statusCode).toBe(404);
    const del = await server.app.inject({
      method: "POST",
      url: "/api/auth/passkey/delete-passkey",
      headers: { authorization: `Bearer ${user.token}` },
      payload: { id: theirs },
    });
    expect(del.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("user settings on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "Boss@Example.com" });
  });
  afterAll(() => server.stop());

  const show = async (headers: Record<string, string>) => {
    const res = await server.app.inject({ url: "/api/usersettings/show", headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ id: number; language: string }>)[0]!;
  };

  it("saves the language and returns it", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    const headers = authHeaders(user);
    const settings = await show(headers);
    expect(settings.language).toBe("de");
    const res = await server.app.inject({
      method: "PUT",
      url: "/api/usersettings/edit",
      headers,
      payload: { id: settings.id, language: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: settings.id, language: "en" });
    expect((await show(headers)).language).toBe("en");
  });

  it("answers 400 for a bad language and changes nothing", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "en" });
    const headers = authHeaders(user);
    const settings = await show(headers);
    for (const payload of [{ id: settings.id, language: "fr" }, { id: "abc", language: "de" }, {}]) {
      const res = await server.app.inject({ method: "PUT", url: "/api/usersettings/edit", headers, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).length).toBeGreaterThan(0);
    }
    expect((await show(headers)).language).toBe("en");
  });

  it("answers 404 for another user's settings and leaves them alone", async () => {
    const owner = await verifiedUser(server, { acceptLanguage: "de" });
    const other = await verifiedUser(server);
    const ownerSettings = await show(authHeaders(owner));
    const res = await server.app.inject({
      method: "PUT",
      url: "/api/usersettings/edit",
      headers: authHeaders(other),
      payload: { id: ownerSettings.id, language: "en" },
    });
    expect(res.statusCode).toBe(404);
    expect((await show(authHeaders(owner))).language).toBe("de");
  });

  it("tells the web app who is signed in, admins included", async () => {
    const plain = await verifiedUser(server);
    const me = await server.app.inject({ url: "/api/account/me", headers: authHeaders(plain) });
    expect(me.json()).toMatchObject({
      id: plain.userId,
      email: plain.email,
      isAdmin: false,
      emailVerified: true,
    });
    expect(Object.keys(me.json()).sort()).toEqual([
      "email",
      "emailVerified",
      "id",
      "isAdmin",
      "language",
      "name",
      "username",
    ]);

    const admin = await verifiedUser(server, { email: "boss@example.com" });
    const adminMe = await server.app.inject({ url: "/api/account/me", headers: authHeaders(admin) });
    expect(adminMe.json().isAdmin).toBe(true);

    const denied = await server.app.inject({ url: "/api/admin/settings", headers: authHeaders(plain) });
    expect(denied.statusCode).toBe(403);
    const saved = await server.app.inject({
      method: "POST",
      url: "/api/admin/settings/edit",
      headers: authHeaders(admin),
      payload: { crawler_config: '{"sources":[],"maxAgeDays":14}' },
    });
    expect(saved.statusCode).toBe(200);
    const read = await server.app.inject({ url: "/api/admin/settings", headers: authHeaders(admin) });
    expect(read.json()).toEqual({
      crawler_config: { sources: [], maxAgeDays: 14 },
      crawler_config_default: false,
    });
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/admin/settings/edit",
      headers: authHeaders(admin),
      payload: { crawler_config: "{not json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.crawler_config).toBe("Invalid JSON format!");
  });

  it("reports premium access while payments are off", async () => {
    const user = await verifiedUser(server);
    const res = await server.app.inject({ url: "/api/usersettings/ispayeduser", headers: authHeaders(user) });
    expect(res.statusCode).toBe(200);
  });
});

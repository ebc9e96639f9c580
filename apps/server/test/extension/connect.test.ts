import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { poll, startConnect, withToken } from "../support/extension.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("extension connect flow on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const answer = (user: TestUser, path: "approve" | "deny", userCode: string) =>
    api(server, user, "POST", `/api/extension/connect/${path}`, { userCode });

  it("starts pending, approves with the session, hands out the token exactly once", async () => {
    const user = await verifiedUser(server, { username: "Erika Beispiel", acceptLanguage: "de" });
    const start = await startConnect(server, "Firefox");
    expect(start.userCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(start.verificationUrl).toBe(`http://localhost:3000/extension/connect?code=${start.userCode}`);
    expect(start).toMatchObject({ interval: 2, expiresIn: 600 });
    expect(start.deviceCode.length).toBeGreaterThanOrEqual(40);

    expect(await poll(server, start.deviceCode)).toEqual({ status: 200, body: { status: "pending" } });
    const info = await api(
      server,
      user,
      "GET",
      `/api/extension/connect/request?userCode=${start.userCode.toLowerCase().replace("-", "")}`,
    );
    expect(info.body).toEqual({ userCode: start.userCode, client: "Firefox", status: "pending" });

    const approved = await answer(user, "approve", start.userCode);
    expect(approved).toEqual({
      status: 200,
      body: { userCode: start.userCode, client: "Firefox", status: "approved" },
    });
    // A second click on Allow repeats the answer instead of failing.
    expect((await answer(user, "approve", start.userCode)).status).toBe(200);

    const first = await poll(server, start.deviceCode);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: "approved",
      user: { email: user.email, name: "Erika Beispiel", language: "de" },
    });
    expect(first.body.token).toMatch(/^jah_/);
    const whoami = await withToken(server, first.body.token, "GET", "/api/extension/whoami");
    expect(whoami.body.email).toBe(user.email);
    const tokens = (await api(server, user, "GET", "/api/extension/tokens")).body;
    expect(tokens.map((t: { name: string }) => t.name)).toEqual(["Firefox"]);

    const second = await poll(server, start.deviceCode);
    expect(second.status).toBe(410);
    expect(second.body).toMatchObject({ statusCode: 410, status: "expired" });
    expect(second.body.token).toBeUndefined();
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toHaveLength(1);
    // The page shows the code as approved after the token was handed out, too.
    const later = await api(server, user, "GET", `/api/extension/connect/request?userCode=${start.userCode}`);
    expect(later.body.status).toBe("approved");
  });

  it("stores the device code only as a hash", async () => {
    const start = await startConnect(server);
    const rows = await server.database.db.selectFrom("extension_connect").selectAll().execute();
    const row = rows.find((r) => r.user_code === start.userCode);
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(start.deviceCode);
  });

  it("denies: the poll answers 410 denied, and the code cannot be approved afterwards", async () => {
    const user = await verifiedUser(server);
    const start = await startConnect(server);
    expect(await answer(user, "deny", start.userCode)).toMatchObject({
      status: 200,
      body: { status: "denied" },
    });
    for (let i = 0; i < 2; i++) {
      const polled = await poll(server, start.deviceCode);
      expect(polled.status).toBe(410);
      expect(polled.body.status).toBe("denied");
      expect(polled.body.message).toContain("denied");
    }
    expect((await answer(user, "approve", start.userCode)).status).toBe(409);
    const someoneElse = await verifiedUser(server);
    expect((await answer(someoneElse, "approve", start.userCode)).status).toBe(409);
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("expires after its time: poll and answer say so, and no token is made", async () => {
    const user = await verifiedUser(server);
    const start = await startConnect(server);
    const past = new Date(Date.now() - 1000).toISOString();
    await server.database.db
      .updateTable("extension_connect")
      .set({ expires_at: past })
      .where("user_code", "=", start.userCode)
      .execute();
    const polled = await poll(server, start.deviceCode);
    expect(polled).toMatchObject({ status: 410, body: { status: "expired" } });
    const info = await api(server, user, "GET", `/api/extension/connect/request?userCode=${start.userCode}`);
    expect(info.body.status).toBe("expired");
    expect((await answer(user, "approve", start.userCode)).status).toBe(410);
    expect((await answer(user, "deny", start.userCode)).status).toBe(410);
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("an approved code that is not collected in time gives no token either", async () => {
    const user = await verifiedUser(server);
    const start = await startConnect(server);
    expect((await answer(user, "approve", start.userCode)).status).toBe(200);
    await server.database.db
      .updateTable("extension_connect")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_code", "=", start.userCode)
      .execute();
    expect((await poll(server, start.deviceCode)).body.status).toBe("expired");
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("answers unknown codes with 404 (page) and 410 expired (poll), malformed ones with 400", async () => {
    const user = await verifiedUser(server);
    expect((await answer(user, "approve", "ZZZZ-9999")).status).toBe(404);
    expect((await api(server, user, "GET", "/api/extension/connect/request?userCode=ZZZZ-9999")).status).toBe(
      404,
    );
    const malformed = await answer(user, "approve", "not a code");
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.userCode).toBe("Unknown code");
    expect(await poll(server, "no-such-device-code")).toMatchObject({
      status: 410,
      body: { status: "expired" },
    });
    const empty = await server.app.inject({
      method: "POST",
      url: "/api/extension/connect/poll",
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.deviceCode).toBe("Required");
  });

  it("checks the client label and needs a session to answer", async () => {
    for (const client of ["", "x".repeat(61)]) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/extension/connect/start",
        payload: { client },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.client).toBeTruthy();
    }
    const start = await startConnect(server);
    const anonymous = await server.app.inject({
      method: "POST",
      url: "/api/extension/connect/approve",
      payload: { userCode: start.userCode },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await poll(server, start.deviceCode)).body.status).toBe("pending");
  });
});

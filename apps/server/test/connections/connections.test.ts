import { HOST_REFUSED_CODE, HOST_REFUSED_MESSAGE } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { Mailbox } from "../support/mailbox.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

const PASSWORD = "s3cret-Passwört!";

describe.each(testDialects())("mail connections on %s", (dialect) => {
  let server: TestServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = new Mailbox({ users: { anna: PASSWORD } });
    await mailbox.listen(0);
    server = await startTestServer(dialect, { MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1" });
  });
  afterAll(async () => {
    await server.stop();
    await mailbox.close();
  });

  const smtpInput = (overrides: Record<string, unknown> = {}) => ({
    host: "127.0.0.1",
    port: mailbox.port,
    security: "none",
    username: "anna",
    password: PASSWORD,
    from_email: "anna@example.org",
    from_name: "Anna Muster",
    ...overrides,
  });

  const accounts = (userId: string) =>
    server.database.db.selectFrom("mail_account").selectAll().where("user_id", "=", userId).execute();

  it("starts unconnected, without Gmail when it is not configured", async () => {
    const user = await verifiedUser(server);
    const res = await api(server, user, "GET", "/api/connections/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ smtp: { connected: false }, gmail: { available: false, connected: false } });
    for (const [method, url] of [
      ["GET", "/api/connections/gmail/authorize"],
      ["GET", "/api/connections/gmail/getauthurl"],
      ["GET", "/api/connections/gmail/isconnected"],
      ["GET", "/api/connections/gmail/refreshconnection"],
      ["POST", "/api/connections/gmail/disconnect"],
      ["DELETE", "/api/connections/gmail"],
    ] as const) {
      expect((await api(server, user, method, url)).status).toBe(404);
    }
    const callback = await api(server, user, "POST", "/api/connections/gmail/callback", {
      code: "c",
      state: "s",
    });
    expect(callback.status).toBe(404);
  });

  it("connects after a successful test, keeps the password sealed and never shows or logs it", async () => {
    const user = await verifiedUser(server);
    const res = await api(server, user, "POST", "/api/connections/smtp", smtpInput());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      smtp: {
        connected: true,
        host: "127.0.0.1",
        port: mailbox.port,
        security: "none",
        username: "anna",
        from_email: "anna@example.org",
        from_name: "Anna Muster",
        // Reading replies stays off until the user turns it on (issue 27).
        imap_host: "",
        imap_port: 993,
        imap_security: "tls",
        reading: false,
        reading_folder: "",
        reading_since: null,
        reading_error: null,
        reading_polled_at: null,
        reading_skipped: [],
      },
      gmail: { available: false, connected: false },
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    const [row] = await accounts(user.userId);
    expect(row?.secret_sealed).toMatch(/^v1\./);
    expect(row?.secret_sealed).not.toContain(PASSWORD);
    expect(row?.secret_sealed).not.toContain(Buffer.from(PASSWORD).toString("base64"));
    expect(server.logs.join("")).not.toContain(PASSWORD);
    const again = await api(server, user, "GET", "/api/connections/");
    expect(again.body).toEqual(res.body);
  });

  it("refuses a wrong password with the server's reason and stores nothing", async () => {
    const user = await verifiedUser(server);
    const res = await api(server, user, "POST", "/api/connections/smtp", smtpInput({ password: "wrong" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "connection-failed",
      message: "Could not connect to the mail server",
    });
    expect(res.body.reason).toMatch(/535|Authentication/);
    // The apps translate the kind; the server's words are the detail.
    expect(res.body.reasonCode).toBe("auth-failed");
    expect(await accounts(user.userId)).toHaveLength(0);
  });

  it("refuses a server nobody listens on", async () => {
    const user = await verifiedUser(server);
    const closed = new Mailbox();
    const port = await closed.listen(0);
    await closed.close();
    const res = await api(server, user, "POST", "/api/connections/smtp", smtpInput({ port }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("connection-failed");
    expect(res.body.reason).toMatch(/ECONNREFUSED/);
    expect(res.body.reasonCode).toBe("unreachable");
    expect(await accounts(user.userId)).toHaveLength(0);
  });

  it("validates the form field by field", async () => {
    const user = await verifiedUser(server);
    const res = await api(server, user, "POST", "/api/connections/smtp", {
      ...smtpInput({ host: "", port: 70000, security: "ssl", from_email: "nope" }),
      password: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      host: "Required",
      port: "Must be between 1 and 65535",
      security: "Must be tls, starttls or none",
      password: "Required",
      from_email: "Invalid email address",
    });
  });

  it("disconnects, and one user's account is no other user's business", async () => {
    const anna = await verifiedUser(server);
    const bob = await verifiedUser(server);
    expect((await api(server, anna, "POST", "/api/connections/smtp", smtpInput())).status).toBe(200);
    expect((await api(server, bob, "GET", "/api/connections/")).body.smtp).toEqual({ connected: false });
    expect((await api(server, bob, "DELETE", "/api/connections/smtp")).status).toBe(200);
    expect(await accounts(anna.userId)).toHaveLength(1);
    const res = await api(server, anna, "DELETE", "/api/connections/smtp");
    expect(res.status).toBe(200);
    expect(res.body.smtp).toEqual({ connected: false });
    expect(await accounts(anna.userId)).toHaveLength(0);
  });
});

describe.each(testDialects())("Gmail connection on %s", (dialect) => {
  let server: TestServer;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  beforeAll(async () => {
    google = await fakeGoogle();
    server = await startTestServer(dialect, GOOGLE_ENV(google.url));
  });
  afterAll(async () => {
    await server.stop();
    await google.close();
  });

  it("offers Google's consent page with offline access and a signed state", async () => {
    const user = await verifiedUser(server);
    expect((await api(server, user, "GET", "/api/connections/")).body.gmail).toEqual({
      available: true,
      connected: false,
    });
    const res = await api(server, user, "GET", "/api/connections/gmail/authorize");
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe("https://accounts.example/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "client-1",
      redirect_uri: "http://localhost:3000/callbacks/gmail",
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
    });
    expect(url.searchParams.get("scope")).toContain("https://mail.google.com/");
    expect(url.searchParams.get("state")).toBeTruthy();
  });

  it("exchanges the code, keeps the refresh token sealed and shows the address", async () => {
    const user = await verifiedUser(server);
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    const res = await api(server, user, "POST", "/api/connections/gmail/callback", {
      code: "good-code",
      state,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gmail).toEqual({
      available: true,
      connected: true,
      email: "anna@gmail.example",
      // Reading replies (issue 27): granted with this consent, off until the user switches it on.
      read_scope: true,
      reading: false,
      reading_folder: "",
      reading_since: null,
      reading_error: null,
      reading_polled_at: null,
      reading_skipped: [],
    });
    const exchange = google.requests.at(-1)!;
    expect(exchange.get("redirect_uri")).toBe("http://localhost:3000/callbacks/gmail");
    const row = await server.database.db
      .selectFrom("mail_account")
      .selectAll()
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: "gmail",
      username: "anna@gmail.example",
      host: "smtp.gmail.com",
      port: 465,
    });
    expect(row.secret_sealed).not.toContain("refresh-123");
    expect(JSON.stringify(res.body)).not.toContain("refresh-123");

    const gone = await api(server, user, "DELETE", "/api/connections/gmail");
    expect(gone.body.gmail).toEqual({ available: true, connected: false });
  });

  it("refuses another user's state, a bad code and a grant without offline access", async () => {
    const anna = await verifiedUser(server);
    const bob = await verifiedUser(server);
    const { url } = (await api(server, anna, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    const stolen = await api(server, bob, "POST", "/api/connections/gmail/callback", {
      code: "good-code",
      state,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe("connection-failed");
    const tampered = await api(server, anna, "POST", "/api/connections/gmail/callback", {
      code: "good-code",
      state: `${state}x`,
    });
    expect(tampered.status).toBe(400);
    const bad = await api(server, anna, "POST", "/api/connections/gmail/callback", { code: "bad", state });
    expect(bad.status).toBe(400);
    expect(bad.body.reason).toContain("invalid_grant");
    const offline = await api(server, anna, "POST", "/api/connections/gmail/callback", {
      code: "no-offline",
      state,
    });
    expect(offline.status).toBe(400);
    expect(offline.body.reason).toContain("refresh token");
    for (const user of [anna, bob]) {
      expect((await api(server, user, "GET", "/api/connections/")).body.gmail.connected).toBe(false);
    }
  });

  it("answers under the specification's paths: getauthurl, connect, isconnected, refreshconnection, disconnect", async () => {
    const user = await verifiedUser(server);
    expect((await api(server, user, "GET", "/api/connections/gmail/isconnected")).body).toEqual({
      connected: false,
    });
    expect((await api(server, user, "GET", "/api/connections/gmail/refreshconnection")).body).toEqual({
      connected: false,
    });
    const auth = await api(server, user, "GET", "/api/connections/gmail/getauthurl");
    expect(auth.status).toBe(200);
    const state = new URL(auth.body.authUrl).searchParams.get("state");
    const connected = await api(server, user, "POST", "/api/connections/gmail/connect", {
      code: "good-code",
      state,
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body.gmail.connected).toBe(true);
    expect((await api(server, user, "GET", "/api/connections/gmail/isconnected")).body).toEqual({
      connected: true,
      email: "anna@gmail.example",
    });

    const refreshed = await api(server, user, "GET", "/api/connections/gmail/refreshconnection");
    expect(refreshed.body).toEqual({ connected: true, email: "anna@gmail.example" });
    expect(google.requests.at(-1)!.get("grant_type")).toBe("refresh_token");

    // Revoked in Google's account settings: reported with Google's reason, the connection kept.
    google.revoke("refresh-123");
    try {
      const dead = await api(server, user, "GET", "/api/connections/gmail/refreshconnection");
      expect(dead.status).toBe(200);
      expect(dead.body).toMatchObject({ connected: false, email: "anna@gmail.example" });
      expect(dead.body.reason).toContain("invalid_grant");
    } finally {
      google.restore("refresh-123");
    }
    expect((await api(server, user, "GET", "/api/connections/")).body.gmail.connected).toBe(true);

    // Disconnecting changes data: never by GET.
    expect((await api(server, user, "GET", "/api/connections/gmail/disconnect")).status).toBe(404);
    const gone = await api(server, user, "POST", "/api/connections/gmail/disconnect");
    expect(gone.status).toBe(200);
    expect(gone.body.gmail).toEqual({ available: true, connected: false });
    expect((await api(server, user, "GET", "/api/connections/gmail/isconnected")).body).toEqual({
      connected: false,
    });
  });
});

describe.each(testDialects())("a refused mail host on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("gets one answer whether its name is unknown or it is in a private network", async () => {
    const user = await verifiedUser(server);
    const attempt = (host: string) =>
      api(server, user, "POST", "/api/connections/smtp", {
        host,
        port: 587,
        security: "starttls",
        username: "anna",
        password: PASSWORD,
        from_email: "anna@example.org",
      });
    const answers = [];
    for (const host of [
      "nowhere.invalid",
      "localhost",
      "127.0.0.1",
      "10.0.0.7",
      "[::1]",
      "169.254.169.254",
    ]) {
      const res = await attempt(host);
      expect(res.status, host).toBe(400);
      expect(res.body, host).toMatchObject({
        code: "connection-failed",
        reasonCode: HOST_REFUSED_CODE,
        reason: HOST_REFUSED_MESSAGE,
      });
      answers.push(res.body);
    }
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1);
  });
});

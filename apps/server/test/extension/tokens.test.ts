import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRecord } from "../../src/features/account/export.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { createToken, withToken } from "../support/extension.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

describe.each(testDialects())("extension access tokens on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("creates a token shown once, lists it without the token, and records its use", async () => {
    const user = await verifiedUser(server, { username: "Anna Muster", acceptLanguage: "en" });
    const created = await createToken(server, user, "Firefox at home");
    expect(created.name).toBe("Firefox at home");
    expect(created.token).toMatch(/^jah_[A-Za-z]{64}$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const listed = await api(server, user, "GET", "/api/extension/tokens");
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: created.id, name: "Firefox at home", createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);

    const whoami = await withToken(server, created.token, "GET", "/api/extension/whoami");
    expect(whoami.status).toBe(200);
    expect(whoami.body).toEqual({ email: user.email, name: "Anna Muster", language: "en" });

    const [after] = (await api(server, user, "GET", "/api/extension/tokens")).body;
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
  });

  it("stores only the token's hash", async () => {
    const user = await verifiedUser(server);
    const { id, token } = await createToken(server, user);
    const rows = await sql<Record<string, unknown>>`select * from apikey where id = ${id}`.execute(
      server.database.db,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    // No column holds the token, nor its secret part without the prefix.
    const secret = token.slice("jah_".length);
    for (const [column, value] of Object.entries(row)) {
      expect(String(value), column).not.toContain(secret.slice(8));
    }
    expect(row.key).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(row.referenceId).toBe(user.userId);
  });

  it("refuses a name that is empty or too long, field by field", async () => {
    const user = await verifiedUser(server);
    for (const name of ["", "   ", "x".repeat(61)]) {
      const res = await api(server, user, "POST", "/api/extension/tokens", { name });
      expect(res.status, name).toBe(400);
      expect(res.body.fields.name).toBeTruthy();
    }
    expect((await api(server, user, "POST", "/api/extension/tokens", {})).body.fields.name).toBe("Required");
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("answers 401 to a missing, unknown or malformed token", async () => {
    const none = await server.app.inject({ method: "GET", url: "/api/extension/whoami" });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toContain("Authorization: Bearer");
    for (const token of [`jah_${"A".repeat(64)}`, "short", "x".repeat(600)]) {
      const res = await withToken(server, token, "GET", "/api/extension/whoami");
      expect(res.status, token.slice(0, 10)).toBe(401);
    }
    const basic = await server.app.inject({
      method: "GET",
      url: "/api/extension/whoami",
      headers: { authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(basic.statusCode).toBe(401);
  });

  it("works only on the extension's endpoints: everything else answers 401, 403 or 404", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "en" });
    const application = await buildApplication(server, user);
    const { token, id } = await createToken(server, user);
    const settingsId = (await api(server, user, "GET", "/api/usersettings/show")).body[0].id;
    const outside: Array<["GET" | "POST" | "PUT" | "DELETE", string, unknown?]> = [
      ["GET", "/api/usersettings/show"],
      ["PUT", "/api/usersettings/edit", { id: settingsId, language: "de" }],
      ["GET", "/api/account/me"],
      ["GET", "/api/account/sessions"],
      ["POST", "/api/account/export"],
      ["GET", "/api/connections/"],
      [
        "POST",
        "/api/connections/smtp",
        {
          host: "smtp.example.org",
          port: 587,
          security: "starttls",
          username: user.email,
          password: "secret",
          from_email: user.email,
        },
      ],
      ["GET", "/api/documents/"],
      [
        "POST",
        "/api/documents/",
        { file_string: "data:application/pdf;base64,JVBERi0=", file_name: "a.pdf", original_name: "a.pdf" },
      ],
      [
        "POST",
        "/api/profile/applications/compose",
        {
          profile: { id: 1 },
          application: { id: application.id },
          mail_text: "Hello",
          mail_address: "hr@example.org",
          mail_subject: "Application",
        },
      ],
      ["GET", "/api/profile/applications/"],
      ["GET", `/api/profile/applications/show/${application.id}`],
      ["DELETE", `/api/profile/applications/delete/${application.id}`],
      ["GET", "/api/profile/"],
      ["GET", "/api/extension/tokens"],
      ["POST", "/api/extension/tokens", { name: "Second" }],
      ["DELETE", `/api/extension/tokens/${id}`],
      ["POST", "/api/extension/connect/approve", { userCode: "ABCD-2345" }],
      ["POST", "/api/auth/api-key/create", { name: "sneaky" }],
      ["GET", "/api/auth/api-key/list"],
    ];
    for (const [method, url, payload] of outside) {
      const res = await withToken(server, token, method, url, payload);
      expect([401, 403, 404], `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`).toContain(
        res.status,
      );
    }
    // better-auth answers "no session" with 200 and null: the token is not one.
    expect((await withToken(server, token, "GET", "/api/auth/get-session")).body).toBeNull();
    // Nothing changed: the application, the settings and the one token are as they were.
    expect((await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).status).toBe(
      200,
    );
    expect((await api(server, user, "GET", "/api/usersettings/show")).body[0].language).toBe("en");
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toHaveLength(1);
    // The token is no session either, in the web app's own headers.
    const asSession = await server.app.inject({
      method: "GET",
      url: "/api/usersettings/show",
      headers: { "x-auth-token": token, "x-auth-id": user.userId },
    });
    expect(asSession.statusCode).toBe(401);
  });

  it("keeps the plugin's own HTTP endpoints closed also to a signed-in user", async () => {
    const user = await verifiedUser(server);
    for (const path of ["create", "list", "update", "delete", "get"]) {
      const res = await server.app.inject({
        method: path === "list" || path === "get" ? "GET" : "POST",
        url: `/api/auth/api-key/${path}`,
        headers: { authorization: `Bearer ${user.token}`, origin: "http://localhost:3000" },
        payload: path === "list" || path === "get" ? undefined : { name: "sneaky" },
      });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await api(server, user, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("revokes a token: the next call answers 401; another user's token id answers 404", async () => {
    const owner = await verifiedUser(server);
    const other = await verifiedUser(server);
    const kept = await createToken(server, owner, "Kept");
    const revoked = await createToken(server, owner, "Revoked");
    expect((await withToken(server, revoked.token, "GET", "/api/extension/whoami")).status).toBe(200);

    expect((await api(server, other, "DELETE", `/api/extension/tokens/${revoked.id}`)).status).toBe(404);
    expect((await withToken(server, revoked.token, "GET", "/api/extension/whoami")).status).toBe(200);

    const res = await server.app.inject({
      method: "DELETE",
      url: `/api/extension/tokens/${revoked.id}`,
      headers: { "x-auth-token": owner.token, "x-auth-id": owner.userId },
    });
    expect(res.statusCode).toBe(204);
    const after = await withToken(server, revoked.token, "GET", "/api/extension/whoami");
    expect(after.status).toBe(401);
    expect(after.body.message).toContain("Connect the extension again");
    expect((await api(server, owner, "DELETE", `/api/extension/tokens/${revoked.id}`)).status).toBe(404);
    expect((await withToken(server, kept.token, "GET", "/api/extension/whoami")).status).toBe(200);
    const names = (await api(server, owner, "GET", "/api/extension/tokens")).body.map(
      (t: { name: string }) => t.name,
    );
    expect(names).toEqual(["Kept"]);
    expect((await api(server, other, "GET", "/api/extension/tokens")).body).toEqual([]);
  });

  it("never shows another user's applications or profiles through a token", async () => {
    const owner = await verifiedUser(server);
    const stranger = await verifiedUser(server);
    const link = "https://jobs.example.org/stellen/4711-backend";
    const theirs = await buildApplication(server, stranger, { link });
    await api(server, stranger, "POST", "/api/profile/", {});
    const { token } = await createToken(server, owner);

    const tracked = await withToken(
      server,
      token,
      "GET",
      `/api/extension/tracked?url=${encodeURIComponent(link)}`,
    );
    expect(tracked).toMatchObject({ status: 200, body: { tracked: false } });
    expect((await withToken(server, token, "GET", "/api/extension/profiles")).body).toEqual([]);
    const fit = await withToken(server, token, "POST", "/api/extension/fit", {
      job_title: "Backend Developer",
    });
    expect(fit).toMatchObject({ status: 200, body: [] });

    // Saving the same link makes the owner's own application, not a 409 with the stranger's.
    const saved = await withToken(server, token, "POST", "/api/extension/applications", {
      job_title: "Backend Developer",
      link,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.id).not.toBe(theirs.id);
    const again = await withToken(
      server,
      token,
      "GET",
      `/api/extension/tracked?url=${encodeURIComponent(link)}`,
    );
    expect(again.body.application.id).toBe(saved.body.id);
    expect(
      (await api(server, stranger, "GET", `/api/profile/applications/show/${saved.body.id}`)).status,
    ).toBe(404);
  });

  it("is in the user's data export by name and dates, without the token or its hash", async () => {
    const user = await verifiedUser(server);
    const { token } = await createToken(server, user, "Laptop Chrome");
    await withToken(server, token, "GET", "/api/extension/whoami");
    const account = await accountRecord(server.database.db, user.userId);
    expect(account.extension_tokens).toEqual([
      { name: "Laptop Chrome", created_at: expect.any(String), last_used_at: expect.any(String) },
    ]);
    const text = JSON.stringify(account);
    expect(text).not.toContain(token.slice(8));
    expect(text).not.toContain(createHash("sha256").update(token).digest("base64url"));
  });

  it("dies with its user: the purge's cascade takes the tokens", async () => {
    const user = await verifiedUser(server);
    await createToken(server, user, "One");
    await createToken(server, user, "Two");
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom("apikey")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("referenceId", "=", user.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2);
    await server.database.db.deleteFrom("session").where("userId", "=", user.userId).execute();
    await server.database.db.deleteFrom("user").where("id", "=", user.userId).execute();
    expect(await count()).toBe(0);
  });
});

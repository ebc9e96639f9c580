import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSTANT_RESPONSE_MS } from "../../src/http/rate-limit.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { linkIn } from "../support/smtp.ts";
import { authHeaders, botSolution, signIn, uniqueEmail, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("password reset on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const requestReset = async (email: string) =>
    server.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email, altcha: await botSolution(server) },
    });

  it("mails a single-use link that sets a new password and ends every session", async () => {
    const user = await verifiedUser(server);
    const second = (await signIn(server, user.email, user.password)).json();
    expect((await requestReset(user.email)).statusCode).toBe(200);

    const mail = await server.smtp.waitFor(user.email, (m) => m.text.includes("/newpassword?"));
    expect(mail.subject).toBe("Passwort zurücksetzen");
    const token = linkIn(mail, "/newpassword").searchParams.get("token")!;

    const reset = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { newPassword: "a brand new secret", token },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    for (const session of [authHeaders(user), authHeaders({ token: second.token, userId: user.userId })]) {
      expect((await server.app.inject({ url: "/api/usersettings/show", headers: session })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(server, user.email, "a brand new secret")).statusCode).toBe(200);

    const reuse = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { newPassword: "yet another secret", token },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it("refuses an expired reset link", async () => {
    const user = await verifiedUser(server);
    await requestReset(user.email);
    const mail = await server.smtp.waitFor(user.email, (m) => m.text.includes("/newpassword?"));
    const token = linkIn(mail, "/newpassword").searchParams.get("token")!;
    const expired = await server.database.db
      .updateTable("verification")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .executeTakeFirst();
    expect(Number(expired.numUpdatedRows)).toBe(1);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { newPassword: "a brand new secret", token },
    });
    expect(res.statusCode).toBe(400);
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(200);
  });

  it("answers an unknown address with the same words and sends nothing", async () => {
    const user = await verifiedUser(server);
    const nobody = uniqueEmail("nobody");
    const started = performance.now();
    const known = await requestReset(user.email);
    const between = performance.now();
    const unknown = await requestReset(nobody);
    // Both answers are held to the same floor, so timing does not tell which address exists.
    expect(between - started).toBeGreaterThanOrEqual(CONSTANT_RESPONSE_MS - 5);
    expect(performance.now() - between).toBeGreaterThanOrEqual(CONSTANT_RESPONSE_MS - 5);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await server.smtp.waitFor(user.email, (m) => m.text.includes("/newpassword?"));
    await server.mailQueue.idle();
    expect(server.smtp.to(nobody)).toHaveLength(0);
  });

  it("refuses a new password that is too short", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { newPassword: "short", token: "whatever" },
    });
    expect(res.statusCode).toBe(400);
  });
});

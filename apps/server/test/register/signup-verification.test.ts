import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { linkIn } from "../support/smtp.ts";
import { authHeaders, botSolution, signUp, uniqueEmail, verifyFromMail } from "../support/users.ts";

describe.each(testDialects())("sign-up and e-mail verification on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("sends a verification mail in the sign-up language and verifies once", async () => {
    const user = await signUp(server, { acceptLanguage: "de-DE,de;q=0.9,en;q=0.5", username: "Jörg Groß" });
    const mail = await server.smtp.waitFor(user.email);
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail.text).toContain("Guten Tag Jörg Groß,");
    const link = linkIn(mail, "/verifyemail");
    expect(link.origin).toBe("http://localhost:3000");

    const before = await server.app.inject({ url: "/api/usersettings/show", headers: authHeaders(user) });
    expect(before.statusCode).toBe(422);

    const first = await server.app.inject({ url: `/api/register/verify${link.search}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ verified: true, user: { id: user.userId, email: user.email } });
    const again = await server.app.inject({ url: `/api/register/verify${link.search}` });
    expect(again.statusCode).toBe(400);

    const after = await server.app.inject({ url: "/api/usersettings/show", headers: authHeaders(user) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([{ id: expect.any(Number), language: "de" }]);
  });

  it("signs the user in with the verification link: its session opens the app (issue 43)", async () => {
    const user = await signUp(server, { name: "Lena Schmidt", username: "lena.de3" });
    const mail = await server.smtp.waitFor(user.email);
    const res = await server.app.inject({
      url: `/api/register/verify${linkIn(mail, "/verifyemail").search}`,
      headers: { "user-agent": "Verification Browser" },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { token: string; user: { id: string; name: string } };
    expect(answer.user).toEqual({ id: user.userId, email: user.email, name: "lena.de3" });
    // A new session, not the sign-up's (which the web app does not keep).
    expect(answer.token).not.toBe(user.token);
    const session = { token: answer.token, userId: answer.user.id };
    const me = await server.app.inject({ url: "/api/account/me", headers: authHeaders(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ emailVerified: true, username: "lena.de3", name: "Lena Schmidt" });
    const stored = await server.database.db
      .selectFrom("session")
      .select("userAgent")
      .where("token", "=", answer.token)
      .executeTakeFirst();
    expect(stored?.userAgent).toBe("Verification Browser");
  });

  it("signs no second session in where the user is signed in already", async () => {
    const user = await signUp(server);
    const sessions = () =>
      server.database.db.selectFrom("session").select("id").where("userId", "=", user.userId).execute();
    const before = (await sessions()).length;
    const res = await verifyFromMail(server, user.email, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect(await sessions()).toHaveLength(before);
    // Another user's session in that browser does not count: the link's user is signed in.
    const other = await signUp(server);
    const mail = await server.smtp.waitFor(other.email);
    const elsewhere = await server.app.inject({
      url: `/api/register/verify${linkIn(mail, "/verifyemail").search}`,
      headers: authHeaders(user),
    });
    expect(elsewhere.json()).toMatchObject({ verified: true, user: { id: other.userId } });
  });

  it("keeps no name when the optional field stays empty", async () => {
    const user = await signUp(server, { name: "  " });
    await verifyFromMail(server, user.email);
    const row = await server.database.db
      .selectFrom("user")
      .select(["name", "person_name"])
      .where("id", "=", user.userId)
      .executeTakeFirst();
    expect(row).toEqual({ name: user.username, person_name: null });
  });

  it("refuses a name over 100 characters with the field and reason", async () => {
    const user = await signUp(server);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/register/signup",
      payload: { username: "anna", name: "x".repeat(101), token: user.token, email: user.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: "At most 100 characters" });
  });

  it("writes the mail in English for an English browser", async () => {
    const user = await signUp(server, { acceptLanguage: "en-GB,en;q=0.8" });
    const mail = await server.smtp.waitFor(user.email);
    expect(mail.subject).toBe("Please confirm your e-mail address");
  });

  it("refuses a sign-up token that belongs to another address and changes nothing", async () => {
    const user = await signUp(server);
    const res = await server.app.inject({
      method: "POST",
      url: "/api/register/signup",
      payload: { username: "mallory", token: user.token, email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("token");
    const row = await server.database.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", user.userId)
      .executeTakeFirst();
    expect(row?.name).toBe(user.username);
  });

  it("answers 400 with field messages for an invalid registration body", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/register/signup",
      payload: { username: "", token: "x", email: "not-an-address" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Invalid input",
      fields: { username: "Required", email: "Invalid email address" },
    });
  });

  it("rejects an unknown verification token", async () => {
    const res = await server.app.inject({ url: "/api/register/verify?token=nonsense" });
    expect(res.statusCode).toBe(400);
    const missing = await server.app.inject({ url: "/api/register/verify" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("token");
  });

  it("rejects an expired verification link", async () => {
    const user = await signUp(server);
    await server.database.db
      .updateTable("email_verification_token")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    const res = await verifyFromMail(server, user.email);
    expect(res.statusCode).toBe(400);
  });

  it("sends a new link on request and answers the same for unknown addresses", async () => {
    const user = await signUp(server);
    await server.smtp.waitFor(user.email);
    const known = await server.app.inject({
      method: "POST",
      url: "/api/register/requestemailvalidation",
      payload: { email: user.email, altcha: await botSolution(server) },
    });
    const unknownAddress = uniqueEmail("nobody");
    const unknown = await server.app.inject({
      method: "POST",
      url: "/api/register/requestemailvalidation",
      payload: { email: unknownAddress, altcha: await botSolution(server) },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await server.mailQueue.idle();
    await expect.poll(() => server.smtp.to(user.email).length).toBe(2);
    expect(server.smtp.to(unknownAddress)).toHaveLength(0);
    // The newest link works.
    const newest = server.smtp.to(user.email)[1]!;
    const res = await server.app.inject({
      url: `/api/register/verify${linkIn(newest, "/verifyemail").search}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { linkIn, type ReceivedMail } from "../support/smtp.ts";
import { signIn, signUp, type TestUser, uniqueEmail, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("change of e-mail address on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const change = (user: TestUser, body: Record<string, unknown>) =>
    api(server, user, "POST", "/api/account/email", body);
  /** Opens the mailed link's API call without a session, as the confirmation page does. */
  const follow = (search: string) => server.app.inject({ url: `/api/account/confirmemail${search}` });
  /** The newest mail to `to` that contains `text`, after the queue has delivered. */
  async function mailTo(to: string, text: string, count = 1): Promise<ReceivedMail> {
    await server.mailQueue.idle();
    await expect.poll(() => server.smtp.to(to).filter((m) => m.text.includes(text)).length).toBe(count);
    return server.smtp.to(to).filter((m) => m.text.includes(text))[count - 1]!;
  }

  it("changes the address once the link to the new one is opened, and tells the old one", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "en" });
    const newEmail = uniqueEmail("moved");
    expect((await api(server, user, "GET", "/api/account/email")).body).toEqual({
      email: user.email,
      pending_email: null,
    });

    const requested = await change(user, {
      new_email: ` ${newEmail.toUpperCase()} `,
      password: user.password,
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body).toEqual({ email: user.email, pending_email: newEmail });
    expect((await api(server, user, "GET", "/api/account/email")).body.pending_email).toBe(newEmail);

    const confirm = await mailTo(newEmail, "/confirmemail?");
    expect(confirm.subject).toBe("Please confirm your new e-mail address");
    expect(confirm.text).toContain(`sign in with ${newEmail}`);
    const link = linkIn(confirm, "/confirmemail");
    expect(link.origin).toBe("http://localhost:3000");
    const notice = await mailTo(user.email, newEmail);
    expect(notice.subject).toBe("A change of your e-mail address was requested");
    expect(notice.text).toContain("If this was not you");
    expect(notice.text).toContain("http://localhost:3000/settings/account");
    expect(notice.text).not.toContain("/confirmemail");

    // Until the link is opened nothing changes.
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(server, newEmail, user.password)).statusCode).toBe(401);

    const confirmed = await follow(link.search);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    const reused = await follow(link.search);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual({ token: "Unknown or already used link" });

    expect((await api(server, user, "GET", "/api/account/email")).body).toEqual({
      email: newEmail,
      pending_email: null,
    });
    const me = await api(server, user, "GET", "/api/account/me");
    expect(me.body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(server, newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(server, user.email, user.password)).statusCode).toBe(401);
  });

  it("refuses a wrong password, the same address, a taken one and bad input with the field", async () => {
    const user = await verifiedUser(server);
    const other = await verifiedUser(server);
    const target = uniqueEmail("target");

    const wrong = await change(user, { new_email: target, password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: "Wrong password" });
    const same = await change(user, { new_email: user.email.toUpperCase(), password: user.password });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ new_email: "This is already your e-mail address" });
    // Taken: said plainly, nothing more (the same answer whoever holds it).
    const taken = await change(user, { new_email: other.email.toUpperCase(), password: user.password });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "Invalid input",
      fields: { new_email: "This e-mail address is already in use" },
    });
    const invalid = await change(user, { new_email: "not-an-address", password: user.password });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ new_email: "Invalid email address" });
    const missing = await change(user, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ new_email: "Required", password: "Required" });

    expect((await api(server, user, "GET", "/api/account/email")).body.pending_email).toBeNull();
    await server.mailQueue.idle();
    expect(server.smtp.to(target)).toEqual([]);
    expect(server.smtp.to(other.email).filter((m) => m.subject.includes("address"))).toEqual([]);
  });

  it("replaces a pending change when asked again, and a cancelled change's link stops working", async () => {
    const user = await verifiedUser(server);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    expect((await change(user, { new_email: first, password: user.password })).status).toBe(200);
    const firstLink = linkIn(await mailTo(first, "/confirmemail?"), "/confirmemail");
    expect((await change(user, { new_email: second, password: user.password })).status).toBe(200);
    const secondLink = linkIn(await mailTo(second, "/confirmemail?"), "/confirmemail");
    expect((await follow(firstLink.search)).statusCode).toBe(400);

    const cancelled = await api(server, user, "DELETE", "/api/account/email/pending");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ email: user.email, pending_email: null });
    expect((await follow(secondLink.search)).statusCode).toBe(400);
    expect((await api(server, user, "GET", "/api/account/email")).body.email).toBe(user.email);
  });

  it("refuses a link whose address was taken meanwhile, an expired link and a made-up one", async () => {
    const user = await verifiedUser(server);
    const wanted = uniqueEmail("wanted");
    expect((await change(user, { new_email: wanted, password: user.password })).status).toBe(200);
    const link = linkIn(await mailTo(wanted, "/confirmemail?"), "/confirmemail");
    await signUp(server, { email: wanted });
    const taken = await follow(link.search);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ new_email: "This e-mail address is already in use" });
    expect((await api(server, user, "GET", "/api/account/email")).body.email).toBe(user.email);

    const later = uniqueEmail("later");
    expect((await change(user, { new_email: later, password: user.password })).status).toBe(200);
    const expiring = linkIn(await mailTo(later, "/confirmemail?"), "/confirmemail");
    await server.database.db
      .updateTable("email_verification_token")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.userId)
      .where("purpose", "=", "email-change")
      .execute();
    const expired = await follow(expiring.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().fields).toEqual({ token: "The link has expired" });

    expect((await follow("?token=made-up")).statusCode).toBe(400);
    const none = await follow("");
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ token: "Required" });
  });

  it("writes both mails in the user's language", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    const newEmail = uniqueEmail("neu");
    expect((await change(user, { new_email: newEmail, password: user.password })).status).toBe(200);
    const confirm = await mailTo(newEmail, "/confirmemail?");
    expect(confirm.subject).toBe("Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    expect(confirm.text).toContain("Guten Tag Anna Muster,");
    const notice = await mailTo(user.email, newEmail);
    expect(notice.subject).toBe("Änderung Ihrer E-Mail-Adresse angefordert");
    expect(notice.text).toContain("Wenn Sie das nicht waren");
  });

  it("needs a session to ask, but not to confirm", async () => {
    expect((await server.app.inject({ url: "/api/account/email" })).statusCode).toBe(401);
    const post = await server.app.inject({
      method: "POST",
      url: "/api/account/email",
      payload: { new_email: uniqueEmail(), password: "x" },
    });
    expect(post.statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: "DELETE", url: "/api/account/email/pending" })).statusCode,
    ).toBe(401);
  });
});

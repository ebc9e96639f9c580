import { DELETION_CODE_ALPHABET, DELETION_CONFIRM_FAILED } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { linkIn } from "../support/smtp.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const DAY_MS = 86_400_000;

describe.each(testDialects())("account deletion on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { ACCOUNT_DELETION_DAYS: "14" });
  });
  afterAll(() => server.stop());

  const status = async (user: TestUser) =>
    (await api(server, user, "GET", "/api/account/goingtobedeleted")).body;
  const code = async (user: TestUser, step: "requestdelete" | "canceldelete") => {
    const res = await api(server, user, "GET", `/api/account/${step}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.code as string;
  };
  /** Opens a mailed link's API call without a session, as a browser that followed the mail does. */
  const follow = (path: "confirmdelete" | "confirmcanceldelete", search: string) =>
    server.app.inject({ method: "GET", url: `/api/account/${path}${search}` });
  const mailWith = async (user: TestUser, path: string, count: number) => {
    await server.mailQueue.idle();
    await expect
      .poll(() => server.smtp.to(user.email).filter((m) => m.text.includes(path)).length)
      .toBe(count);
    return server.smtp.to(user.email).filter((m) => m.text.includes(path))[count - 1]!;
  };

  it("schedules the deletion after a typed code and the mailed link, and cancels it the same way", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    expect(await status(user)).toEqual({ state: "none", date: null });

    // Bad input: 400 with the field and the reason; nothing changes.
    const missing = await api(server, user, "POST", "/api/account/requestdelete", {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ code: "Required" });
    const short = await api(server, user, "POST", "/api/account/requestdelete", { code: "ABC" });
    expect(short.status).toBe(400);
    expect(short.body.fields.code).toBe("The code has 10 characters");

    const shown = await code(user, "requestdelete");
    expect(shown).toMatch(new RegExp(`^[${DELETION_CODE_ALPHABET}]{10}$`));
    const wrong = shown.startsWith("A") ? `B${shown.slice(1)}` : `A${shown.slice(1)}`;
    const refused = await api(server, user, "POST", "/api/account/requestdelete", { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ code: "The code does not match the one shown" });
    expect(await status(user)).toEqual({ state: "none", date: null });

    // Typed in lower case with a space: still the code.
    const typed = `${shown.slice(0, 5).toLowerCase()} ${shown.slice(5)}`;
    const requested = await api(server, user, "POST", "/api/account/requestdelete", { code: typed });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body).toEqual({ state: "requested", date: null });
    // The code works once.
    expect((await api(server, user, "POST", "/api/account/requestdelete", { code: shown })).status).toBe(400);

    const mail = await mailWith(user, "/settings/confirmdelete?", 1);
    expect(mail.subject).toBe("Bitte bestätigen Sie die Löschung Ihres Kontos");
    expect(mail.text).toContain("Guten Tag Anna Muster,");
    expect(mail.text).toContain("nach 14 Tagen endgültig gelöscht");
    const link = linkIn(mail, "/settings/confirmdelete");
    expect(link.origin).toBe("http://localhost:3000");

    // A wrong link: the spec's message, nothing scheduled.
    const bogus = await follow("confirmdelete", "?token=not-a-real-token");
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(DELETION_CONFIRM_FAILED);
    const noToken = await follow("confirmdelete", "");
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields).toEqual({ token: "Required" });

    const before = Date.now();
    const confirmed = await follow("confirmdelete", link.search);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { date } = confirmed.json() as { date: string };
    expect(Date.parse(date) - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect(Date.parse(date) - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    expect(await status(user)).toEqual({ state: "scheduled", date });

    // The link works once.
    const again = await follow("confirmdelete", link.search);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELETION_CONFIRM_FAILED);
    // Nothing to request while scheduled.
    expect((await api(server, user, "GET", "/api/account/requestdelete")).status).toBe(409);

    // Cancelling: code, mailed link; the date stands until the link is followed.
    const cancelCode = await code(user, "canceldelete");
    const cancelled = await api(server, user, "POST", "/api/account/canceldelete", { code: cancelCode });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toEqual({ state: "cancel_requested", date });
    const cancelMail = await mailWith(user, "/settings/confirmcanceldelete?", 1);
    expect(cancelMail.subject).toBe("Bitte bestätigen Sie, dass Ihr Konto nicht gelöscht werden soll");
    const d = date.slice(0, 10);
    expect(cancelMail.text).toContain(`${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`);
    const cancelLink = linkIn(cancelMail, "/settings/confirmcanceldelete");
    // A deletion link is no cancel link, and the other way round.
    expect((await follow("confirmdelete", cancelLink.search)).statusCode).toBe(400);
    const kept = await follow("confirmcanceldelete", cancelLink.search);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ state: "none", date: null });
    expect(await status(user)).toEqual({ state: "none", date: null });
    const used = await follow("confirmcanceldelete", cancelLink.search);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(DELETION_CONFIRM_FAILED);
    expect((await api(server, user, "GET", "/api/account/canceldelete")).status).toBe(409);
  });

  it("answers 410 for an expired link, honours only the newest link and mails in English", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "en" });
    const request = async () => {
      const shown = await code(user, "requestdelete");
      expect((await api(server, user, "POST", "/api/account/requestdelete", { code: shown })).status).toBe(
        200,
      );
    };
    await request();
    const first = linkIn(await mailWith(user, "/settings/confirmdelete?", 1), "/settings/confirmdelete");
    await request();
    const second = await mailWith(user, "/settings/confirmdelete?", 2);
    expect(second.subject).toBe("Please confirm the deletion of your account");
    expect(second.text).toContain("Hello Anna Muster,");
    // Asking again replaced the first link.
    expect((await follow("confirmdelete", first.search)).statusCode).toBe(400);

    await server.database.db
      .updateTable("email_verification_token")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.userId)
      .where("purpose", "=", "account-delete")
      .execute();
    const expired = await follow("confirmdelete", linkIn(second, "/settings/confirmdelete").search);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: DELETION_CONFIRM_FAILED,
      fields: { token: "The link has expired" },
    });
    expect(await status(user)).toEqual({ state: "requested", date: null });

    // An unconfirmed request is withdrawn at once: nothing was scheduled, so no mail is needed.
    const cancelCode = await code(user, "canceldelete");
    const withdrawn = await api(server, user, "POST", "/api/account/canceldelete", { code: cancelCode });
    expect(withdrawn.body).toEqual({ state: "none", date: null });
  });

  it("needs a verified session for everything but the mailed links", async () => {
    for (const path of ["goingtobedeleted", "requestdelete", "canceldelete"]) {
      const res = await server.app.inject({ method: "GET", url: `/api/account/${path}` });
      expect(res.statusCode, path).toBe(401);
    }
    const res = await server.app.inject({
      method: "POST",
      url: "/api/account/requestdelete",
      payload: { code: "ABCDEFGHJK" },
    });
    expect(res.statusCode).toBe(401);
  });
});

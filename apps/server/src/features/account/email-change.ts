import type { EmailStatus } from "@jah/shared";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { createUserToken, takeUserToken, VERIFICATION_TOKEN_MS } from "../register/index.ts";
import { userLanguage } from "../usersettings/index.ts";
import { authErrorCode, sessionHeaders, wrongPassword } from "./auth-calls.ts";
import { confirmEmailChangeMail, emailChangeNoticeMail } from "./email-change-mail.ts";

export type EmailChangeDeps = {
  db: Db;
  auth: Auth;
  mailQueue: MailQueue;
  config: Pick<Config, "appUrl">;
};

/** Said for a taken address; no more (not whose, not since when). */
export const ADDRESS_IN_USE = "This e-mail address is already in use";

/** GET /api/account/email: the sign-in address and a change waiting for its link. */
export async function emailStatus(db: Db, userId: string): Promise<EmailStatus> {
  const [user, pending] = await Promise.all([
    db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow(),
    db.selectFrom("email_change").select("new_email").where("user_id", "=", userId).executeTakeFirst(),
  ]);
  return { email: user.email, pending_email: pending?.new_email ?? null };
}

async function addressTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}

/** better-auth checks the password against the stored hash (argon2 or its older scrypt). */
async function checkPassword(auth: Auth, request: FastifyRequest, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: sessionHeaders(request) });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD" || code === "PASSWORD_TOO_LONG") throw wrongPassword();
    throw error;
  }
}

/**
 * POST /api/account/email: after the password, mails a single-use link to the new address and a
 * notice to the current one. The address changes only when the link is opened; asking again
 * replaces the pending change (the earlier link stops working).
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  request: FastifyRequest,
  user: SessionUser,
  body: { new_email: string; password: string },
): Promise<EmailStatus> {
  const newEmail = body.new_email;
  if (newEmail === user.email.toLowerCase())
    throw new HttpError(400, "Invalid input", { new_email: "This is already your e-mail address" });
  await checkPassword(deps.auth, request, body.password);
  if (await addressTaken(deps.db, newEmail))
    throw new HttpError(400, "Invalid input", { new_email: ADDRESS_IN_USE });

  const now = nowIso();
  await deps.db
    .insertInto("email_change")
    .values({ user_id: user.id, new_email: newEmail, created_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ new_email: newEmail, created_at: now }))
    .execute();
  const token = await createUserToken(deps.db, user.id, "email-change", { ttlMs: VERIFICATION_TOKEN_MS });
  const lang = await userLanguage(deps.db, user.id);
  const link = `${deps.config.appUrl}/confirmemail?token=${encodeURIComponent(token)}`;
  const settings = `${deps.config.appUrl}/settings/account`;
  await deps.mailQueue.enqueue({
    to: newEmail,
    ...confirmEmailChangeMail(lang, user.username, link, newEmail),
  });
  await deps.mailQueue.enqueue({
    to: user.email,
    ...emailChangeNoticeMail(lang, user.username, settings, newEmail),
  });
  return { email: user.email, pending_email: newEmail };
}

/** DELETE /api/account/email/pending: drops a pending change; its link stops working. */
export async function cancelEmailChange(db: Db, userId: string): Promise<EmailStatus> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("email_change").where("user_id", "=", userId).execute();
    await trx
      .deleteFrom("email_verification_token")
      .where("user_id", "=", userId)
      .where("purpose", "=", "email-change")
      .execute();
  });
  return emailStatus(db, userId);
}

/** The answer to a link that is unknown, used, expired or whose change was cancelled. */
function linkFailed(expired: boolean) {
  return new HttpError(expired ? 410 : 400, "This link does not work (any more)", {
    token: expired ? "The link has expired" : "Unknown or already used link",
  });
}

/**
 * GET /api/account/confirmemail: the link from the new address makes it the sign-in address (and
 * counts as its verification). No session needed: the link is the proof. It works once.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeUserToken(trx, token, "email-change");
    if (!taken || taken.expired) throw linkFailed(taken?.expired ?? false);
    const pending = await trx
      .deleteFrom("email_change")
      .where("user_id", "=", taken.userId)
      .returning("new_email")
      .executeTakeFirst();
    if (!pending) throw linkFailed(false);
    // Someone may have signed up with the address since the link was sent.
    if (await addressTaken(trx, pending.new_email))
      throw new HttpError(400, "Invalid input", { new_email: ADDRESS_IN_USE });
    await trx
      .updateTable("user")
      .set({ email: pending.new_email, emailVerified: true, updatedAt: nowIso() })
      .where("id", "=", taken.userId)
      .execute();
    return { email: pending.new_email };
  });
}

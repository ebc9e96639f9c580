import type { Language } from "@jah/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { ensureSettings, userLanguage } from "../usersettings/index.ts";
import { createVerificationToken } from "./verification-tokens.ts";
import { verifyEmailMail } from "./verify-email-mail.ts";

type Deps = { db: Db; config: Config; mailQueue: MailQueue };

/** The user whose fresh session `token` is, if it belongs to `email`. */
export async function userOfSignupToken(db: Db, token: string, email: string) {
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select(["user.id", "user.email", "user.emailVerified", "session.expiresAt"])
    .where("session.token", "=", token)
    .executeTakeFirst();
  if (!row || !(Date.parse(row.expiresAt) > Date.now())) return null;
  return row.email.toLowerCase() === email.trim().toLowerCase() ? row : null;
}

/** Completes a registration: username, name and settings stored, verification mail queued. */
export async function completeSignup(
  { db, config, mailQueue }: Deps,
  user: { id: string; email: string; emailVerified: boolean },
  { username, name }: { username: string; name?: string | undefined },
  language: Language | undefined,
): Promise<void> {
  await db
    .updateTable("user")
    .set({ name: username, person_name: name || null, updatedAt: nowIso() })
    .where("id", "=", user.id)
    .execute();
  const settings = await ensureSettings(db, user.id, language);
  if (!user.emailVerified)
    await sendVerificationMail({ db, config, mailQueue }, user, username, settings.language);
}

/** Queues a verification mail with a new single-use link. */
export async function sendVerificationMail(
  { db, config, mailQueue }: Deps,
  user: { id: string; email: string },
  username: string,
  language?: Language,
): Promise<void> {
  const token = await createVerificationToken(db, user.id);
  const url = `${config.appUrl}/verifyemail?token=${encodeURIComponent(token)}`;
  const lang = language ?? (await userLanguage(db, user.id));
  await mailQueue.enqueue({ to: user.email, ...verifyEmailMail(lang, username, url) });
}

/** Sends a new link when the address belongs to an unverified account; does nothing otherwise. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await deps.db
    .selectFrom("user")
    .select(["id", "email", "name", "emailVerified"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.emailVerified) return;
  await sendVerificationMail(deps, user, user.name);
}

import { randomInt } from "node:crypto";
import {
  DELETION_CODE_ALPHABET,
  DELETION_CODE_LENGTH,
  DELETION_CONFIRM_FAILED,
  type DeletionStatus,
} from "@jah/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import type { MailQueue } from "../../mail/queue.ts";
import {
  createUserToken,
  type TokenPurpose,
  takeUserToken,
  VERIFICATION_TOKEN_MS,
} from "../register/index.ts";
import { userLanguage } from "../usersettings/index.ts";
import { confirmCancelDeletionMail, confirmDeletionMail } from "./deletion-mail.ts";

/** A code shown on screen is typed back within this time. */
export const DELETION_CODE_MS = 30 * 60_000;

export type DeletionDeps = {
  db: Db;
  mailQueue: MailQueue;
  config: Pick<Config, "appUrl" | "accountDeletionDays">;
};

type Step = "delete" | "cancel";
const CODE: Record<Step, TokenPurpose> = {
  delete: "account-delete-code",
  cancel: "account-cancel-delete-code",
};
const LINK: Record<Step, TokenPurpose> = { delete: "account-delete", cancel: "account-cancel-delete" };

/** A random code of DELETION_CODE_LENGTH characters from DELETION_CODE_ALPHABET. */
function randomCode(): string {
  let code = "";
  for (let i = 0; i < DELETION_CODE_LENGTH; i++)
    code += DELETION_CODE_ALPHABET[randomInt(DELETION_CODE_ALPHABET.length)];
  return code;
}

/** The user's deletion state and date (null unless a deletion is scheduled). */
export async function deletionStatus(db: Db, userId: string): Promise<DeletionStatus> {
  const row = await db
    .selectFrom("account_deletion")
    .select(["status", "delete_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { state: "none", date: null };
  return { state: row.status, date: row.status === "requested" ? null : row.delete_at };
}

const conflict = (message: string) => new HttpError(409, message);

/** Refuses a step the current state does not allow, with a message that says why. */
function assertStepAllowed(step: Step, status: DeletionStatus) {
  if (step === "delete" && (status.state === "scheduled" || status.state === "cancel_requested"))
    throw conflict("The deletion of this account is already scheduled");
  if (step === "cancel" && status.state === "none")
    throw conflict("No deletion of this account is in progress");
}

/** Issues the code the user types to start a step (GET requestdelete / canceldelete). */
export async function issueDeletionCode(db: Db, userId: string, step: Step): Promise<{ code: string }> {
  assertStepAllowed(step, await deletionStatus(db, userId));
  const code = await createUserToken(db, userId, CODE[step], {
    ttlMs: DELETION_CODE_MS,
    token: randomCode(),
  });
  return { code };
}

/** Takes the typed code; a wrong or old code is a 400 on the code field and changes nothing. */
async function takeCode(db: Db, userId: string, step: Step, code: string) {
  const taken = await takeUserToken(db, code, CODE[step], userId);
  if (!taken) throw new HttpError(400, "Invalid input", { code: "The code does not match the one shown" });
  if (taken.expired)
    throw new HttpError(400, "Invalid input", { code: "The code has expired; please start again" });
}

/** Mails the link that confirms a step, in the user's language. */
async function mailLink(deps: DeletionDeps, user: SessionLike, step: Step, date: string | null) {
  const token = await createUserToken(deps.db, user.id, LINK[step], { ttlMs: VERIFICATION_TOKEN_MS });
  const path = step === "delete" ? "confirmdelete" : "confirmcanceldelete";
  const url = `${deps.config.appUrl}/settings/${path}?token=${encodeURIComponent(token)}`;
  const lang = await userLanguage(deps.db, user.id);
  const mail =
    step === "delete"
      ? confirmDeletionMail(lang, user.username, url, deps.config.accountDeletionDays)
      : confirmCancelDeletionMail(lang, user.username, url, date ?? nowIso());
  await deps.mailQueue.enqueue({ to: user.email, ...mail });
}

type SessionLike = { id: string; email: string; username: string };

/**
 * POST requestdelete: with the right code the account is marked requested and the confirmation link
 * is mailed. Asking again mails a new link (the old one stops working).
 */
export async function requestDeletion(deps: DeletionDeps, user: SessionLike, code: string) {
  assertStepAllowed("delete", await deletionStatus(deps.db, user.id));
  await takeCode(deps.db, user.id, "delete", code);
  const now = nowIso();
  await deps.db
    .insertInto("account_deletion")
    .values({ user_id: user.id, status: "requested", requested_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ status: "requested", requested_at: now, updated_at: now }),
    )
    .execute();
  await mailLink(deps, user, "delete", null);
  return deletionStatus(deps.db, user.id);
}

/**
 * POST canceldelete: with the right code a scheduled deletion waits for the mailed cancel link; a
 * request that was never confirmed is simply dropped (nothing was scheduled).
 */
export async function requestCancel(deps: DeletionDeps, user: SessionLike, code: string) {
  const status = await deletionStatus(deps.db, user.id);
  assertStepAllowed("cancel", status);
  await takeCode(deps.db, user.id, "cancel", code);
  if (status.state === "requested") {
    await dropDeletion(deps.db, user.id);
    return deletionStatus(deps.db, user.id);
  }
  await deps.db
    .updateTable("account_deletion")
    .set({ status: "cancel_requested", updated_at: nowIso() })
    .where("user_id", "=", user.id)
    .execute();
  await mailLink(deps, user, "cancel", status.date);
  return deletionStatus(deps.db, user.id);
}

/** The answer to a link that is unknown, used, expired or no longer fits the account's state. */
function linkFailed(expired: boolean) {
  return new HttpError(expired ? 410 : 400, DELETION_CONFIRM_FAILED, {
    token: expired ? "The link has expired" : "Unknown or already used link",
  });
}

/** GET confirmdelete: the mailed link schedules the deletion for today plus ACCOUNT_DELETION_DAYS. */
export async function confirmDeletion(deps: DeletionDeps, token: string): Promise<DeletionStatus> {
  return deps.db.transaction().execute(async (trx) => {
    const taken = await takeUserToken(trx, token, LINK.delete);
    if (!taken || taken.expired) throw linkFailed(taken?.expired ?? false);
    const now = new Date();
    const deleteAt = new Date(now.getTime() + deps.config.accountDeletionDays * 86_400_000).toISOString();
    const updated = await trx
      .updateTable("account_deletion")
      .set({
        status: "scheduled",
        confirmed_at: now.toISOString(),
        delete_at: deleteAt,
        updated_at: nowIso(),
      })
      .where("user_id", "=", taken.userId)
      .where("status", "=", "requested")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw linkFailed(false);
    return { state: "scheduled", date: deleteAt };
  });
}

/** GET confirmcanceldelete: the mailed link ends the deletion; the account stays as it is. */
export async function confirmCancel(deps: DeletionDeps, token: string): Promise<DeletionStatus> {
  return deps.db.transaction().execute(async (trx) => {
    const taken = await takeUserToken(trx, token, LINK.cancel);
    if (!taken || taken.expired) throw linkFailed(taken?.expired ?? false);
    const removed = await trx
      .deleteFrom("account_deletion")
      .where("user_id", "=", taken.userId)
      .where("status", "=", "cancel_requested")
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw linkFailed(false);
    await dropTokens(trx, taken.userId);
    return { state: "none", date: null };
  });
}

async function dropTokens(db: Db, userId: string) {
  await db
    .deleteFrom("email_verification_token")
    .where("user_id", "=", userId)
    .where("purpose", "in", [...Object.values(CODE), ...Object.values(LINK)])
    .execute();
}

async function dropDeletion(db: Db, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("account_deletion").where("user_id", "=", userId).execute();
    await dropTokens(trx, userId);
  });
}

import { storableText } from "@jah/shared";
import type { Db } from "../../../db/database.ts";
import { nowIso } from "../../../db/database.ts";
import { isDatabaseUnavailable } from "../../../db/unavailable.ts";
import type { Arrived, ReadContext } from "./read-context.ts";

/** A skipped message's subject is kept up to this many characters: enough to recognise it. */
const SUBJECT_MAX = 300;

/** Why a message was skipped: a short kind the settings may name; the error's text may quote the mail. */
export type SkipReason = "unstorable-text" | "too-large" | "failed";

/**
 * PostgreSQL: 22021 a character the encoding cannot hold (U+0000), 22P05 one it cannot translate;
 * 54000 a value past a limit (an index row larger than a page), 22001 a value too long for its column.
 */
const TEXT_CODES = new Set(["22021", "22P05"]);
const SIZE_CODES = new Set(["54000", "22001", "SQLITE_TOOBIG"]);

/**
 * The database's own trouble rather than the message's: unreachable, out of space or memory, a
 * deadlock or a busy SQLite file. Such a failure ends the poll and the message is read again next
 * time; skipping it would lose a reply to a passing outage. (PostgreSQL classes 08, 40, 53, 57.)
 */
export function isDatabaseTrouble(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return (
    /^(08|40|53|57)[0-9A-Z]{3}$/.test(code) || /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|NOMEM)/.test(code)
  );
}

/** The kind of a storing failure, from the database's error code. */
export function skipReason(error: unknown): SkipReason {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  if (TEXT_CODES.has(code)) return "unstorable-text";
  if (SIZE_CODES.has(code)) return "too-large";
  return "failed";
}

/**
 * Records a message that could not be stored and lets reading go on after it. The database's own
 * trouble is thrown on instead (see isDatabaseTrouble). A message skipped twice (a poll broken off
 * before it saved its place) is recorded once.
 */
export async function recordSkipped(ctx: ReadContext, arrived: Arrived, error: unknown): Promise<void> {
  if (isDatabaseTrouble(error)) throw error;
  const reason = skipReason(error);
  // Never the subject or the error's text: both may quote the mail.
  ctx.log?.warn(
    { mailAccountId: ctx.accountId, folder: arrived.folder, ref: arrived.ref, reason },
    "message skipped: it could not be stored",
  );
  const date = arrived.date.getTime();
  await ctx.db
    .insertInto("inbox_skipped")
    .values({
      user_id: ctx.userId,
      mail_account_id: ctx.accountId,
      folder: arrived.folder,
      mailbox_ref: arrived.ref,
      // Cut first: a pair of surrogates cut in half becomes U+FFFD.
      subject: storableText(arrived.subject.slice(0, SUBJECT_MAX)),
      received_at: Number.isFinite(date) ? arrived.date.toISOString() : null,
      reason,
      skipped_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(["mail_account_id", "folder", "mailbox_ref"]).doNothing())
    .execute();
}

/** The messages skipped on an account, newest first (at most `limit`), for the settings. */
export function skippedMessages(db: Db, accountId: number, limit: number) {
  return db
    .selectFrom("inbox_skipped")
    .select(["id", "folder", "subject", "received_at", "reason", "skipped_at"])
    .where("mail_account_id", "=", accountId)
    .orderBy("skipped_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

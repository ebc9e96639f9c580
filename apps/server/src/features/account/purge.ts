import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { removeUserFiles, type UserDataPart } from "../../db/user-data.ts";
import { deleteOutboxMailsTo } from "../../mail/outbox.ts";

export type PurgeDeps = {
  db: Db;
  /** Every feature's user-data part (src/user-data-parts.ts): their files, first steps and rows. */
  parts: readonly UserDataPart[];
  /** Outbox mode (no SMTP): the folder of .eml files, whose mails to the user go too. */
  outboxDir: string | null;
};

/** What one purge removed, for the log (never the address). */
export type PurgeResult = { userId: string; files: number; exportFiles: number; outboxMails: number };

/** The addresses the user's mails may go to: the account's, and a new one waiting for its link. */
async function mailAddresses(db: Db, userId: string): Promise<string[]> {
  const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  const pending = await db
    .selectFrom("email_change")
    .select("new_email")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return [user?.email, pending?.new_email].filter((a): a is string => Boolean(a));
}

/**
 * Removes one account for good, over every user-data part. Their first steps run before anything goes
 * (payments cancels the running subscriptions: a Stripe failure stops here and the next run tries
 * again); then the sessions end, then the stored files go with their rows (documents, data export
 * zips: an interrupted purge is simply run again); then, in one transaction, the rows that only name
 * the user by address or id (the parts' purge.rows) and the user row, whose delete cascades to every
 * row that references it. Last, the user's mails in the outbox folder.
 */
export async function purgeUser(deps: PurgeDeps, userId: string): Promise<PurgeResult> {
  const { db, parts } = deps;
  for (const part of parts) await part.purge?.first?.({ db, userId });
  const addresses = await mailAddresses(db, userId);
  // Sessions first: from here on nothing can be uploaded or changed in the account.
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  const { files, exportFiles } = await removeUserFiles(parts, { db, userId });
  await db.transaction().execute(async (trx) => {
    for (const part of parts) await part.purge?.rows?.({ db: trx, userId, addresses });
    await trx.deleteFrom("user").where("id", "=", userId).execute();
  });
  const { outboxDir } = deps;
  let outboxMails = 0;
  if (outboxDir)
    for (const address of addresses) outboxMails += await deleteOutboxMailsTo(outboxDir, address);
  return { userId, files, exportFiles, outboxMails };
}

/** Purges every account whose deletion date has passed; returns what was removed per account. */
export async function purgeDueAccounts(deps: PurgeDeps, now: string = nowIso()): Promise<PurgeResult[]> {
  const due = await deps.db
    .selectFrom("account_deletion")
    .select("user_id")
    .where("status", "in", ["scheduled", "cancel_requested"])
    .where("delete_at", "<=", now)
    .execute();
  const results: PurgeResult[] = [];
  const failures: unknown[] = [];
  // One account that cannot go yet (Stripe did not answer its cancel) keeps no other account waiting.
  for (const { user_id } of due) {
    try {
      results.push(await purgeUser(deps, user_id));
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new PurgeIncomplete(results, failures);
  return results;
}

/** Some due accounts were purged and some could not be; the next run tries those again. */
export class PurgeIncomplete extends AggregateError {
  constructor(
    readonly purged: PurgeResult[],
    failures: unknown[],
  ) {
    super(failures, `${failures.length} account(s) could not be purged yet; the next run tries again`);
    this.name = "PurgeIncomplete";
  }
}

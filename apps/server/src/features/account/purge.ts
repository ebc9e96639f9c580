import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { deleteOutboxMailsTo } from "../../mail/outbox.ts";
import type { FileStorage } from "../../storage/index.ts";
import { deleteUserExports } from "../data-export/exports.ts";
import { deleteUserDocuments } from "../documents/documents.ts";

export type PurgeDeps = {
  db: Db;
  storage: FileStorage;
  /** Outbox mode (no SMTP): the folder of .eml files, whose mails to the user go too. */
  outboxDir: string | null;
  /** DATA_DIR/exports: the zips of the user's data exports go too. */
  exportsDir: string;
  /** PAYMENTS=stripe: cancels the user's running subscriptions first (issue 13). */
  cancelSubscriptions?: (userId: string) => Promise<void>;
};

/** What one purge removed, for the log (never the address). */
export type PurgeResult = { userId: string; files: number; exportFiles: number; outboxMails: number };

/**
 * Removes one account for good. The sessions end first, then the stored files go (documents, see
 * deleteUserDocuments, and data export zips: an interrupted purge is simply run again); then, in one transaction, the user row with every
 * row that references it (the schema cascades from user.id: sessions, better-auth accounts, settings,
 * profiles, applications, documents, sent mails, mail accounts, ...) and the rows that only name the
 * user by address or id (queued system mails, also to a pending new address; better-auth's
 * password-reset, two-factor and trusted-device entries).
 */
export async function purgeUser(deps: PurgeDeps, userId: string): Promise<PurgeResult> {
  const { db, storage } = deps;
  // Before anything goes: a Stripe failure stops here and the next run tries again.
  await deps.cancelSubscriptions?.(userId);
  const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  // A change of address waiting for its link: the mails to the new address go as well.
  const pending = await db
    .selectFrom("email_change")
    .select("new_email")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const addresses = [user?.email, pending?.new_email].filter((a): a is string => Boolean(a));
  // Sessions first: from here on nothing can be uploaded or changed in the account.
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  const files = await deleteUserDocuments(db, storage, userId);
  const exportFiles = await deleteUserExports(db, { dir: deps.exportsDir, storage }, userId);
  await db.transaction().execute(async (trx) => {
    if (addresses.length > 0)
      await trx.deleteFrom("outgoing_mail").where("to_address", "in", addresses).execute();
    if (user) {
      await trx
        .deleteFrom("verification")
        // A pending passkey ceremony keeps the id inside a JSON value (better-auth ids are alphanumeric).
        .where((eb) =>
          eb.or([
            eb("value", "=", userId),
            eb("value", "like", `%"${userId}"%`),
            eb("identifier", "=", user.email),
          ]),
        )
        .execute();
    }
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

import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { type PurgeDeps, type PurgeResult, purgeUser } from "../account/index.ts";

/** The account purge's needs; the outbox always, since a demo account's mails are only there. */
export type DemoCleanupDeps = Omit<PurgeDeps, "outboxDir"> & { outboxDir: string };

/** Ids of the demo accounts whose time is over at `now`. */
export async function expiredDemoAccounts(db: Db, now: string): Promise<string[]> {
  const rows = await db.selectFrom("demo_account").select("user_id").where("delete_at", "<=", now).execute();
  return rows.map((row) => row.user_id);
}

/**
 * Deletes every demo account whose 24 hours are over with the account purge, so nothing of it
 * stays: rows in every table, stored files, export zips, sessions, and its mails in the outbox.
 */
export async function purgeExpiredDemoAccounts(
  deps: DemoCleanupDeps,
  now: string = nowIso(),
): Promise<PurgeResult[]> {
  const results: PurgeResult[] = [];
  for (const userId of await expiredDemoAccounts(deps.db, now)) results.push(await purgeUser(deps, userId));
  return results;
}

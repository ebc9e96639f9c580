import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";

/** True when the user agreed to send letter data to this provider host. */
export async function hasConsent(db: Db, userId: string, host: string): Promise<boolean> {
  const row = await db
    .selectFrom("ai_consent")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("provider_host", "=", host)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the user's agreement for one provider host (agreeing twice changes nothing). */
export async function giveConsent(db: Db, userId: string, host: string): Promise<void> {
  await db
    .insertInto("ai_consent")
    .values({ user_id: userId, provider_host: host, created_at: nowIso() })
    .onConflict((oc) => oc.columns(["user_id", "provider_host"]).doNothing())
    .execute();
}

/** Withdraws the user's agreement for every provider. */
export async function revokeConsent(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("ai_consent").where("user_id", "=", userId).execute();
}

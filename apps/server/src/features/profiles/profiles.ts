import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { entitlementOf } from "../payments/index.ts";
import { presentSummary, SUMMARY_COLUMNS } from "./present.ts";

/** The user's profiles as cards, oldest first (a clone lands at the end). */
export async function listProfiles(db: Db, userId: string) {
  const rows = await db
    .selectFrom("profiles")
    .select(SUMMARY_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("id", "asc")
    .execute();
  return rows.map(presentSummary);
}

/** The user's profile row, or a 404. */
export async function getProfileRow(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("profiles")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** 404 unless the profile is the user's. */
export async function assertOwnProfile(db: Db, userId: string, id: number): Promise<void> {
  const row = await db
    .selectFrom("profiles")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** With paid plans on, a free account keeps at most PROFILE_LIMIT profiles (402 beyond). */
export async function assertBelowLimit(db: Db, userId: string, payments: boolean): Promise<void> {
  if (!payments) return;
  // Call inside the creating transaction. The no-op update locks the user's row until it commits,
  // so two creates at once on PostgreSQL count one after the other (SQLite serialises anyway).
  await db
    .updateTable("user")
    .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
    .where("id", "=", userId)
    .execute();
  const { n } = await db
    .selectFrom("profiles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  // A plan that covers profiles (or a granted free year) lifts the limit (issue 13).
  const { profileLimit } = await entitlementOf(db, userId);
  if (profileLimit !== null && Number(n) >= profileLimit) {
    throw new HttpError(402, `Your plan includes ${profileLimit} profiles. Upgrade to add more.`);
  }
}

/** Inserts an empty profile (the table's defaults) and returns its id. */
export async function insertEmptyProfile(db: Db, userId: string): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("profiles")
    .values({ user_id: userId, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a profile; its lists, children and photo go with it (ON DELETE CASCADE). */
export async function deleteProfile(db: Db, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom("profiles")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}

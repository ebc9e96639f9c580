import type { JobAlertSetting } from "@jah/shared";
import { type Db, nowIso } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";

/** The score an alert starts with: ads a user would look at on the matching-jobs page. */
export const DEFAULT_MIN_SCORE = 60;

async function ownProfile(db: Db, userId: string, profileId: number): Promise<void> {
  const row = await db
    .selectFrom("profiles")
    .select("id")
    .where("id", "=", profileId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** The alert setting of one of the user's profiles (off until set); 404 for another user's profile. */
export async function readAlert(db: Db, userId: string, profileId: number): Promise<JobAlertSetting> {
  await ownProfile(db, userId, profileId);
  const row = await db
    .selectFrom("job_alert")
    .select(["frequency", "min_score"])
    .where("profile_id", "=", profileId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    profile: profileId,
    frequency: row?.frequency ?? "off",
    min_score: row?.min_score ?? DEFAULT_MIN_SCORE,
  };
}

/**
 * Saves how often and from which score a profile's new matches are mailed. Switching an alert on
 * again looks back one period, like a new alert, but never at the ads it looked at before.
 */
export async function saveAlert(
  db: Db,
  userId: string,
  profileId: number,
  setting: Pick<JobAlertSetting, "frequency" | "min_score">,
): Promise<JobAlertSetting> {
  await ownProfile(db, userId, profileId);
  const now = nowIso();
  const before = await db
    .selectFrom("job_alert")
    .select(["id", "frequency"])
    .where("profile_id", "=", profileId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (before) {
    const restart = before.frequency === "off" && setting.frequency !== "off";
    await db
      .updateTable("job_alert")
      .set({
        frequency: setting.frequency,
        min_score: setting.min_score,
        updated_at: now,
        ...(restart ? { last_run_at: null } : {}),
      })
      .where("id", "=", before.id)
      .where("user_id", "=", userId)
      .execute();
  } else {
    await db
      .insertInto("job_alert")
      .values({
        user_id: userId,
        profile_id: profileId,
        frequency: setting.frequency,
        min_score: setting.min_score,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { profile: profileId, ...setting };
}

/** Turns an alert off by its id (the unsubscribe link); false when there is no such alert. */
export async function switchOff(db: Db, alertId: number): Promise<boolean> {
  const result = await db
    .updateTable("job_alert")
    .set({ frequency: "off", updated_at: nowIso() })
    .where("id", "=", alertId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

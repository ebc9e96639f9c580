import type { Db } from "../../db/database.ts";

/**
 * The ids of the user's profiles, as a subquery: every query of a profile's children filters
 * `profile_id in (...)` by it, so another user's rows are never read or written.
 */
export function ownProfileIds(db: Db, userId: string) {
  return db.selectFrom("profiles").select("profiles.id").where("profiles.user_id", "=", userId);
}

/** The ids of the user's work experiences, as a subquery (job tasks are scoped by it). */
export function ownWorkExperienceIds(db: Db, userId: string) {
  return db
    .selectFrom("profile_workexperiences")
    .select("profile_workexperiences.id")
    .where("profile_workexperiences.profile_id", "in", ownProfileIds(db, userId));
}

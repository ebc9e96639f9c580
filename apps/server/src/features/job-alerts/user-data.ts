import type { UserDataPart } from "../../db/user-data.ts";

/** The user's job alerts (one per profile): job_alerts.json; purged with the account, emptied by a reset. */
export const jobAlertsUserData: UserDataPart = {
  feature: "job-alerts",
  tables: ["job_alert"],
  async export(zip, { db, userId }) {
    zip.json("job_alerts.json", () =>
      db
        .selectFrom("job_alert")
        .select(["profile_id", "frequency", "min_score", "last_sent_at", "created_at", "updated_at"])
        .where("user_id", "=", userId)
        .orderBy("profile_id")
        .execute(),
    );
  },
  async reset({ db, userId }) {
    await db.deleteFrom("job_alert").where("user_id", "=", userId).execute();
  },
};

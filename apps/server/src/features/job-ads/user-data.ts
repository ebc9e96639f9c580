import type { UserDataPart } from "../../db/user-data.ts";

/** The user's marks on job ads (the ads are shared by everyone): job_ad_marks.json, with the ad. */
export const jobsUserData: UserDataPart = {
  feature: "job-ads",
  tables: ["job_ad_mark"],
  async export(zip, { db, userId }) {
    zip.json("job_ad_marks.json", async () => {
      const rows = await db
        .selectFrom("job_ad_mark as m")
        .innerJoin("job_ad as a", "a.id", "m.job_ad_id")
        .select([
          "m.mark",
          "m.application_id",
          "m.created_at",
          "a.id as job_ad_id",
          "a.title",
          "a.company",
          "a.location",
          "a.url",
          "a.source_name",
          "a.posted_at",
        ])
        .where("m.user_id", "=", userId)
        .orderBy("m.created_at")
        .execute();
      return rows.map(({ job_ad_id, title, company, location, url, source_name, posted_at, ...mark }) => ({
        ...mark,
        job_ad: { id: job_ad_id, title, company, location, url, source: source_name, posted_at },
      }));
    });
  },
  async reset({ db, userId }) {
    await db.deleteFrom("job_ad_mark").where("user_id", "=", userId).execute();
  },
};

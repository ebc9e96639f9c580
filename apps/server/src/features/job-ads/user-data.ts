import type { UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { storeAds } from "./ads.ts";
import { warmJobAds } from "./matching.ts";

/**
 * The user's marks on job ads (the ads are shared by everyone): job_ad_marks.json, with the ad. A demo
 * account brings the shipped sample ads of its language into the shared ads (once; later demos only mark
 * them as seen again), so its profiles have matching jobs to rank and track.
 */
export const jobsUserData: UserDataPart<DemoSeed> = {
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
  async seedDemo({ db, sample, ago }) {
    const stored = await storeAds(
      db,
      { key: "demo-samples", name: sample.job_ads_source },
      sample.job_ads.map((ad) => ({
        sourceId: ad.source_id,
        url: ad.url,
        title: ad.title,
        company: ad.company,
        location: ad.location,
        description: ad.description,
        remote: ad.remote,
        employment: ad.employment,
        language: null,
        postedAt: ago(ad.days_ago),
        validThrough: null,
      })),
    );
    await warmJobAds(db, stored.newIds);
  },
  async reset({ db, userId }) {
    await db.deleteFrom("job_ad_mark").where("user_id", "=", userId).execute();
  },
};

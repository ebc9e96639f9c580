import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import {
  type ApplicationDto,
  createApplication,
  getApplicationRow,
  presentApplication,
} from "../applications/index.ts";

async function adOrNotFound(db: Db, adId: number) {
  const ad = await db.selectFrom("job_ad").selectAll().where("id", "=", adId).executeTakeFirst();
  if (!ad) throw notFound();
  return ad;
}

/**
 * Tracks an ad: creates the application (status todo, the source as its page, the ad's link and text)
 * and marks the ad as tracked. Tracking it again answers the same application.
 */
export async function trackAd(db: Db, userId: string, adId: number): Promise<ApplicationDto> {
  const ad = await adOrNotFound(db, adId);
  const mark = await db
    .selectFrom("job_ad_mark")
    .select(["mark", "application_id"])
    .where("user_id", "=", userId)
    .where("job_ad_id", "=", adId)
    .executeTakeFirst();
  if (mark?.mark === "tracked" && mark.application_id) {
    try {
      return presentApplication(await getApplicationRow(db, userId, mark.application_id));
    } catch {
      // The application was deleted since: track the ad anew.
    }
  }
  const application = await createApplication(db, userId, {
    job_title: ad.title.slice(0, 300),
    hireing_company: ad.company.slice(0, 300),
    page: ad.source_name.slice(0, 300) || "Web",
    link: /^https?:\/\//i.test(ad.url) && ad.url.length <= 2000 ? ad.url : "",
    location: ad.location.slice(0, 300),
    job_description: ad.description.slice(0, 50_000),
    recipient_salutation: "none",
    recipient_name: "",
    mail_address: "",
    application_channel: "",
    mail_subject: "",
    mail_text: "",
    status: "todo",
  });
  await setMark(db, userId, adId, "tracked", application.id);
  return application;
}

/** Hides an ad from the user's matching jobs (`dismissed` false shows it again). */
export async function dismissAd(db: Db, userId: string, adId: number, dismissed: boolean): Promise<void> {
  await adOrNotFound(db, adId);
  if (dismissed) {
    await setMark(db, userId, adId, "dismissed", null);
    return;
  }
  await db
    .deleteFrom("job_ad_mark")
    .where("user_id", "=", userId)
    .where("job_ad_id", "=", adId)
    .where("mark", "=", "dismissed")
    .execute();
}

async function setMark(
  db: Db,
  userId: string,
  adId: number,
  mark: "tracked" | "dismissed",
  applicationId: number | null,
) {
  const values = { mark, application_id: applicationId, created_at: nowIso() };
  await db
    .insertInto("job_ad_mark")
    .values({ user_id: userId, job_ad_id: adId, ...values })
    .onConflict((oc) => oc.columns(["user_id", "job_ad_id"]).doUpdateSet(values))
    .execute();
}

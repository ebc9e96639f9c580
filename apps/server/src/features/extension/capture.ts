import {
  type ExtensionApplication,
  prepareFitJob,
  prepareFitProfile,
  scorePrepared,
  type TrackedApplication,
} from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { withoutTracking } from "../../net/job-link.ts";
import { createApplication } from "../applications/index.ts";
import { siteName } from "../job-import/index.ts";
import { showProfile } from "../profiles/index.ts";
import { applicationWebUrl, findTracked } from "./tracked.ts";

type JobText = { job_title: string; hireing_company: string; location: string; job_description: string };

/** The user's profiles by the name the popup shows: the profile's own title, else its person's. */
export async function profileTitles(db: Db, userId: string): Promise<Array<{ id: number; title: string }>> {
  const rows = await db
    .selectFrom("profiles")
    .select(["id", "profiletitle", "title", "vorname", "name"])
    .where("user_id", "=", userId)
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.profiletitle.trim() || row.title.trim() || `${row.vorname} ${row.name}`.trim(),
  }));
}

/** The fit of each of the user's profiles to a job, best first (the shared fit, as calculatefit). */
export async function fitOfProfiles(
  db: Db,
  userId: string,
  job: JobText,
): Promise<Array<{ profileId: number; title: string; score: number }>> {
  const profiles = await profileTitles(db, userId);
  const prepared = prepareFitJob({
    title: job.job_title,
    description: job.job_description,
    location: job.location,
  });
  const scores = [];
  for (const { id, title } of profiles) {
    const profile = await showProfile(db, userId, id);
    scores.push({ profileId: id, title, score: scorePrepared(prepareFitProfile(profile), prepared).score });
  }
  return scores.sort((a, b) => b.score - a.score);
}

/** A 409 that carries the application already tracked under the link. */
export class AlreadyTracked extends HttpError {
  constructor(readonly application: TrackedApplication) {
    super(409, "This job is already in your applications.");
  }
}

/**
 * Saves the popup's job as a new application with status todo. The link is stored cleaned (no
 * tracking parameters); a link already tracked answers AlreadyTracked instead of a duplicate.
 */
export async function captureApplication(
  db: Db,
  userId: string,
  appUrl: string,
  job: ExtensionApplication,
): Promise<{ id: number; webUrl: string }> {
  const tracked = await findTracked(db, userId, job.link, appUrl);
  if (tracked) throw new AlreadyTracked(tracked);
  const url = new URL(job.link);
  const created = await createApplication(db, userId, {
    job_title: job.job_title,
    hireing_company: job.hireing_company,
    location: job.location,
    job_description: job.job_description,
    link: withoutTracking(url) || job.link,
    page: job.source_page || siteName(url),
    recipient_salutation: job.contact_salutation,
    recipient_name: job.contact_name,
    mail_address: job.contact_email,
    application_channel: "",
    mail_subject: "",
    mail_text: "",
    status: "todo",
  });
  return { id: created.id, webUrl: applicationWebUrl(appUrl, created.id) };
}

import { calculateFit, type FitResult } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { getApplicationRow } from "../applications/index.ts";
import { showProfile } from "../profiles/index.ts";

/** The fit of one of the user's profiles to one of the user's applications (404 if either is not theirs). */
export async function fitForApplication(
  db: Db,
  userId: string,
  profileId: number,
  applicationId: number,
): Promise<FitResult> {
  const [profile, application] = await Promise.all([
    showProfile(db, userId, profileId),
    getApplicationRow(db, userId, applicationId),
  ]);
  return calculateFit(profile, {
    title: application.job_title,
    description: application.job_description,
    location: application.location,
  });
}

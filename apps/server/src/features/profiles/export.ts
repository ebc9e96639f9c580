import { cvFileName } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { safeName } from "../../db/user-data.ts";

/** Where a profile's files are in the export's zip. */
export const profileZipPaths = {
  picture: (profileId: number) => `files/profile-pictures/profile-${profileId}.jpg`,
  jsonResume: (profileId: number) => `profiles/${profileId}/resume.json`,
  pdf: (profile: { id: number; vorname: string; name: string; profiletitle: string }) =>
    `profiles/${profile.id}/${safeName(cvFileName(profile), "cv.pdf")}`,
};

/** The ids of the user's profiles, oldest first, with what the zip needs to name their files. */
export async function profileIndex(db: Db, userId: string) {
  return db
    .selectFrom("profiles")
    .select(["id", "picture_etag", "vorname", "name", "profiletitle"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** The profile photo's bytes (the user's own profile). */
export async function pictureBytes(db: Db, userId: string, profileId: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom("profile_pictures as pp")
    .innerJoin("profiles as p", "p.id", "pp.profile_id")
    .select("pp.data")
    .where("pp.profile_id", "=", profileId)
    .where("p.user_id", "=", userId)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}

/** settings.json's system_profile: the personal data used for letters, or null when never set. */
export async function systemProfileRecord(db: Db, userId: string) {
  const system = await db
    .selectFrom("system_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!system) return null;
  const { user_id: _omit, ...systemProfile } = system;
  return systemProfile;
}

import type { Profile, ProfileEdit } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notFound } from "../../http/errors.ts";
import { pictureFromDataUrl, storePicture } from "./picture.ts";
import { showProfile } from "./show.ts";

/**
 * profile/edit: saves the scalar fields, replaces the languages, looking-for and qualification lists,
 * and sets, removes or keeps the photo, all in one transaction. A bad photo is refused before anything
 * is written.
 */
export async function editProfile(db: Db, userId: string, edit: ProfileEdit): Promise<Profile> {
  const { id, languages, _searching, qualifications, picture, ...fields } = edit;
  const jpeg = typeof picture === "string" ? await pictureFromDataUrl(picture) : null;
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("profiles")
      // The request's field names are the column names.
      .set({ ...fields, updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound();
    await replaceLists(trx, id, { languages, _searching, qualifications });
    if (picture !== undefined) {
      const etag = await storePicture(trx, id, jpeg);
      await trx.updateTable("profiles").set({ picture_etag: etag }).where("id", "=", id).execute();
    }
  });
  return showProfile(db, userId, id);
}

type Lists = Pick<ProfileEdit, "languages" | "_searching" | "qualifications">;

/** Replaces the three lists saved with the profile (the caller has checked the owner). */
export async function replaceLists(db: Db, profileId: number, lists: Lists): Promise<void> {
  await db.deleteFrom("profile_languages").where("profile_id", "=", profileId).execute();
  await db.deleteFrom("profile_searching").where("profile_id", "=", profileId).execute();
  await db.deleteFrom("profile_qualifications").where("profile_id", "=", profileId).execute();
  if (lists.languages.length > 0) {
    await db
      .insertInto("profile_languages")
      .values(
        lists.languages.map((l) => ({
          profile_id: profileId,
          name: l.name,
          level: l.level,
          level_text: l.level_text ?? "",
        })),
      )
      .execute();
  }
  if (lists._searching.length > 0) {
    await db
      .insertInto("profile_searching")
      .values(lists._searching.map((s) => ({ profile_id: profileId, name: s.name })))
      .execute();
  }
  if (lists.qualifications.length > 0) {
    await db
      .insertInto("profile_qualifications")
      .values(lists.qualifications.map((q) => ({ profile_id: profileId, name: q.name })))
      .execute();
  }
}

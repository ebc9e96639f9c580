import type { Profile } from "@jah/shared";
import type { Db } from "../../../db/database.ts";
import { nowIso } from "../../../db/database.ts";
import { replaceLists } from "../edit.ts";
import { assertBelowLimit } from "../profiles.ts";
import { today } from "../sections/social-medias.ts";
import { showProfile } from "../show.ts";
import type { ImportedProfile } from "./import.ts";

/** Creates a profile with all its children from an import, in one transaction (402 past the limit). */
export async function saveImportedProfile(
  db: Db,
  userId: string,
  imported: ImportedProfile,
  payments: boolean,
  /** Columns beyond the form's fields, e.g. the CV import's marks. */
  extra: { imported_fields?: string } = {},
): Promise<Profile> {
  const id = await db.transaction().execute(async (trx) => {
    await assertBelowLimit(trx, userId, payments);
    const now = nowIso();
    const { id } = await trx
      .insertInto("profiles")
      .values({ ...imported.fields, ...extra, user_id: userId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await replaceLists(trx, id, { languages: imported.languages, _searching: [], qualifications: [] });
    const children = [
      ["profile_skills", imported.skills],
      ["profile_socialmedias", imported.socialmedias.map((s) => ({ ...s, date: today() }))],
      ["profile_educations", imported.educations],
    ] as const;
    for (const [table, rows] of children) {
      if (rows.length > 0) {
        await trx
          .insertInto(table)
          .values(rows.map((row) => ({ ...row, profile_id: id })) as never)
          .execute();
      }
    }
    for (const { job_tasks, ...work } of imported.workexperiences) {
      const { id: workId } = await trx
        .insertInto("profile_workexperiences")
        .values({ ...work, profile_id: id })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (job_tasks.length > 0) {
        await trx
          .insertInto("profile_job_tasks")
          .values(job_tasks.map((description) => ({ workexperience_id: workId, description })))
          .execute();
      }
    }
    return id;
  });
  return showProfile(db, userId, id);
}

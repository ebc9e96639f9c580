import type { Profile } from "@jah/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { assertBelowLimit, getProfileRow } from "./profiles.ts";
import { ownProfileIds } from "./scope.ts";
import { showProfile } from "./show.ts";

const COPY_SUFFIX = { de: " (Kopie)", en: " (copy)" } as const;

/**
 * A deep copy of one of the user's profiles: every list and child, the job tasks and the photo
 * (402 past the free limit when payments are on).
 * Lists are copied with INSERT ... SELECT; work experiences one by one, since their job tasks need
 * the new ids.
 */
export async function cloneProfile(db: Db, userId: string, id: number, payments: boolean): Promise<Profile> {
  const newId = await db.transaction().execute(async (trx) => {
    const { id: _old, created_at: _c, updated_at: _u, ...source } = await getProfileRow(trx, userId, id);
    await assertBelowLimit(trx, userId, payments);
    const now = nowIso();
    const { id: copyId } = await trx
      .insertInto("profiles")
      .values({
        ...source,
        profiletitle: `${source.profiletitle}${COPY_SUFFIX[source.profile_language]}`,
        // The marks of an import are a note to the user about the original, not part of the CV.
        imported_fields: "[]",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const copyRows = (table: CopiedTable, columns: readonly string[]) =>
      copyChildren(trx, userId, table, columns, id, copyId);
    await copyRows("profile_languages", ["name", "level", "level_text"]);
    await copyRows("profile_searching", ["name"]);
    await copyRows("profile_qualifications", ["name"]);
    await copyRows("profile_skills", ["name", "category", "percentage"]);
    await copyRows("profile_socialmedias", ["key_name", "value", "date"]);
    await copyRows("profile_educations", ["name", "subject_area", "start", "ende", "description"]);
    await copyRows("profile_pictures", ["data"]);

    const works = await trx
      .selectFrom("profile_workexperiences")
      .selectAll()
      .where("profile_id", "=", id)
      .where("profile_id", "in", ownProfileIds(trx, userId))
      .orderBy("id")
      .execute();
    const tasks = works.length
      ? await trx
          .selectFrom("profile_job_tasks")
          .select(["workexperience_id", "description"])
          .where(
            "workexperience_id",
            "in",
            works.map((w) => w.id),
          )
          .orderBy("id")
          .execute()
      : [];
    for (const { id: workId, profile_id: _p, ...work } of works) {
      const { id: copyWorkId } = await trx
        .insertInto("profile_workexperiences")
        .values({ ...work, profile_id: copyId })
        .returning("id")
        .executeTakeFirstOrThrow();
      const own = tasks.filter((t) => t.workexperience_id === workId);
      if (own.length > 0) {
        await trx
          .insertInto("profile_job_tasks")
          .values(own.map((t) => ({ workexperience_id: copyWorkId, description: t.description })))
          .execute();
      }
    }
    return copyId;
  });
  return showProfile(db, userId, newId);
}

type CopiedTable =
  | "profile_languages"
  | "profile_searching"
  | "profile_qualifications"
  | "profile_skills"
  | "profile_socialmedias"
  | "profile_educations"
  | "profile_pictures";

/** INSERT INTO table (profile_id, columns) SELECT newId, columns FROM table WHERE profile_id = oldId. */
async function copyChildren(
  db: Db,
  userId: string,
  table: CopiedTable,
  columns: readonly string[],
  from: number,
  to: number,
) {
  // Table and column names come from the lists above, never from a request.
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(table)} (profile_id, ${cols})
    select ${sql.lit(to)}, ${cols} from ${sql.table(table)}
    where profile_id = ${from} and profile_id in (${ownProfileIds(db, userId)})`.execute(db);
}

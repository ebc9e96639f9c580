import type { JobTask } from "@jah/shared";
import type { Db } from "../../../db/database.ts";
import { notFound } from "../../../http/errors.ts";
import { ownWorkExperienceIds } from "../scope.ts";
import { presentJobTask } from "./present.ts";

/** Adds a task to one of the user's work experiences. */
export async function addJobTask(
  db: Db,
  userId: string,
  workId: number,
  description: string,
): Promise<JobTask> {
  const owned = await db
    .selectFrom("profile_workexperiences")
    .select("id")
    .where("id", "=", workId)
    .where("id", "in", ownWorkExperienceIds(db, userId))
    .executeTakeFirst();
  if (!owned) throw notFound();
  const row = await db
    .insertInto("profile_job_tasks")
    .values({ workexperience_id: workId, description })
    .returning(["id", "description"])
    .executeTakeFirstOrThrow();
  return presentJobTask(row);
}

/** Changes the text of one of the user's job tasks. */
export async function editJobTask(db: Db, userId: string, id: number, description: string): Promise<JobTask> {
  const row = await db
    .updateTable("profile_job_tasks")
    .set({ description })
    .where("id", "=", id)
    .where("workexperience_id", "in", ownWorkExperienceIds(db, userId))
    .returning(["id", "description"])
    .executeTakeFirst();
  if (!row) throw notFound();
  return presentJobTask(row);
}

/** Deletes one of the user's job tasks. */
export async function deleteJobTask(db: Db, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom("profile_job_tasks")
    .where("id", "=", id)
    .where("workexperience_id", "in", ownWorkExperienceIds(db, userId))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}

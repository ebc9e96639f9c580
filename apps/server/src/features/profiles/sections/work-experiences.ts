import type { Selectable } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { ProfileWorkExperienceTable } from "../../../db/schema.ts";
import { presentWorkExperience, tasksByWorkExperience } from "./present.ts";
import { childStore } from "./store.ts";

type Row = Selectable<ProfileWorkExperienceTable>;

/** Work history, newest start first, each with its job tasks (loaded in one query for all rows). */
export const workExperiences = childStore<Row, ReturnType<typeof presentWorkExperience>>({
  table: "profile_workexperiences",
  order: [
    ["start", "desc"],
    ["id", "desc"],
  ],
  present: async (db: Db, rows: Row[]) => {
    const tasks = rows.length
      ? await db
          .selectFrom("profile_job_tasks")
          .select(["id", "workexperience_id", "description"])
          .where(
            "workexperience_id",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("id")
          .execute()
      : [];
    const byWork = tasksByWorkExperience(tasks);
    return rows.map((r) => presentWorkExperience(r, byWork.get(r.id) ?? []));
  },
});

import type { Level, Profile } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { presentProfileFields } from "./present.ts";
import { getProfileRow } from "./profiles.ts";
import { ownProfileIds } from "./scope.ts";
import {
  presentEducation,
  presentSkill,
  presentSocialMedia,
  presentWorkExperience,
  tasksByWorkExperience,
} from "./sections/present.ts";

/** A profile with every list and child, one query per table (never one per row). */
export async function showProfile(db: Db, userId: string, id: number): Promise<Profile> {
  const own = ownProfileIds(db, userId);
  const [row, skills, languages, searching, qualifications, socialmedias, educations, works, tasks] =
    await Promise.all([
      getProfileRow(db, userId, id),
      db
        .selectFrom("profile_skills")
        .selectAll()
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("category")
        .orderBy("name")
        .orderBy("id")
        .execute(),
      db
        .selectFrom("profile_languages")
        .select(["id", "name", "level", "level_text"])
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("profile_searching")
        .select(["id", "name"])
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("profile_qualifications")
        .select(["id", "name"])
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("profile_socialmedias")
        .selectAll()
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("id")
        .execute(),
      db
        .selectFrom("profile_educations")
        .selectAll()
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("start", "desc")
        .orderBy("id", "desc")
        .execute(),
      db
        .selectFrom("profile_workexperiences")
        .selectAll()
        .where("profile_id", "=", id)
        .where("profile_id", "in", own)
        .orderBy("start", "desc")
        .orderBy("id", "desc")
        .execute(),
      db
        .selectFrom("profile_job_tasks as t")
        .innerJoin("profile_workexperiences as w", "w.id", "t.workexperience_id")
        .select(["t.id", "t.workexperience_id", "t.description"])
        .where("w.profile_id", "=", id)
        .where("w.profile_id", "in", own)
        .orderBy("t.id")
        .execute(),
    ]);
  const taskMap = tasksByWorkExperience(tasks);
  return {
    ...presentProfileFields(row),
    skills: skills.map(presentSkill),
    languages: languages.map((l) => ({
      id: l.id,
      name: l.name,
      level: l.level as Level | null,
      level_text: l.level_text,
    })),
    _searching: searching,
    qualifications,
    socialmedias: socialmedias.map(presentSocialMedia),
    educations: educations.map(presentEducation),
    workexperiences: works.map((w) => presentWorkExperience(w, taskMap.get(w.id) ?? [])),
  };
}

import type { Education, JobTask, Level, Skill, SocialMedia, WorkExperience } from "@jah/shared";
import type { Selectable } from "kysely";
import type {
  ProfileEducationTable,
  ProfileSkillTable,
  ProfileSocialMediaTable,
  ProfileWorkExperienceTable,
} from "../../../db/schema.ts";

// What leaves the server about each child of a profile: listed field by field.

/** A hard skill as the API returns it. */
export function presentSkill(row: Selectable<ProfileSkillTable>): Skill {
  return { id: row.id, name: row.name, category: row.category, percentage: row.percentage as Level | null };
}

/** A social-media link as the API returns it. */
export function presentSocialMedia(row: Selectable<ProfileSocialMediaTable>): SocialMedia {
  return { id: row.id, key_name: row.key_name, value: row.value, date: row.date };
}

/** An education entry as the API returns it. */
export function presentEducation(row: Selectable<ProfileEducationTable>): Education {
  return {
    id: row.id,
    name: row.name,
    subject_area: row.subject_area,
    start: row.start,
    ende: row.ende,
    description: row.description,
    date_precision: row.date_precision,
  };
}

/** A job task as the API returns it. */
export function presentJobTask(row: { id: number; description: string }): JobTask {
  return { id: row.id, description: row.description };
}

/** A work experience with its job tasks, as the API returns it. */
export function presentWorkExperience(
  row: Selectable<ProfileWorkExperienceTable>,
  tasks: JobTask[],
): WorkExperience {
  return {
    id: row.id,
    position_name: row.position_name,
    position_type: row.position_type,
    company: row.company,
    description: row.description,
    business: row.business,
    type_of_business: row.type_of_business,
    start: row.start,
    ende: row.ende,
    current: row.current,
    use_for_card: row.use_for_card,
    headcount: row.headcount,
    date_precision: row.date_precision,
    job_tasks: tasks,
  };
}

/** Groups job tasks by their work experience, in the order given. */
export function tasksByWorkExperience(
  rows: Array<{ id: number; workexperience_id: number; description: string }>,
) {
  const byId = new Map<number, JobTask[]>();
  for (const row of rows) {
    const list = byId.get(row.workexperience_id) ?? [];
    list.push(presentJobTask(row));
    byId.set(row.workexperience_id, list);
  }
  return byId;
}

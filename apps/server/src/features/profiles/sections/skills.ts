import type { Selectable } from "kysely";
import type { ProfileSkillTable } from "../../../db/schema.ts";
import { presentSkill } from "./present.ts";
import { childStore } from "./store.ts";

/** Hard skills, grouped by category and then by name. */
export const skills = childStore<Selectable<ProfileSkillTable>, ReturnType<typeof presentSkill>>({
  table: "profile_skills",
  order: [
    ["category", "asc"],
    ["name", "asc"],
    ["id", "asc"],
  ],
  present: (_db, rows) => rows.map(presentSkill),
});

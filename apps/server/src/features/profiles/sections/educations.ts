import type { Selectable } from "kysely";
import type { ProfileEducationTable } from "../../../db/schema.ts";
import { presentEducation } from "./present.ts";
import { childStore } from "./store.ts";

/** Education, newest start first. */
export const educations = childStore<Selectable<ProfileEducationTable>, ReturnType<typeof presentEducation>>({
  table: "profile_educations",
  order: [
    ["start", "desc"],
    ["id", "desc"],
  ],
  present: (_db, rows) => rows.map(presentEducation),
});

import { type Profile, type ProfileFields, type ProfileSummary, profileFieldsSchema } from "@jah/shared";
import type { Selectable } from "kysely";
import type { ProfileTable } from "../../db/schema.ts";

export type ProfileRow = Selectable<ProfileTable>;

/**
 * The profile's own fields, as the shared schema lists them: the schema is the whitelist of what a
 * profile sends (a column that is not in it, like the picture's key, never leaves the server), so a
 * new field is presented without another list to keep.
 */
const PROFILE_FIELDS = Object.keys(profileFieldsSchema.shape) as (keyof ProfileFields)[];

/** The profile fields the API returns, without its lists. */
export function presentProfileFields(row: ProfileRow) {
  const fields = Object.fromEntries(PROFILE_FIELDS.map((key) => [key, row[key]])) as Pick<
    ProfileRow,
    keyof ProfileFields
  >;
  return {
    id: row.id,
    ...fields,
    has_picture: row.picture_etag !== null,
    imported_fields: importedFields(row.imported_fields),
    created: row.created_at,
    updated: row.updated_at,
  } satisfies Omit<
    Profile,
    | "skills"
    | "languages"
    | "_searching"
    | "qualifications"
    | "socialmedias"
    | "educations"
    | "workexperiences"
  >;
}

/** The stored list of fields a CV import filled; anything unreadable counts as none. */
export function importedFields(stored: string): string[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return [];
  }
}

/** The columns a profile card needs. */
export const SUMMARY_COLUMNS = [
  "id",
  "profiletitle",
  "vorname",
  "name",
  "title",
  "cv_template",
  "profile_language",
  "freelance",
  "picture_etag",
  "updated_at",
] as const;

/** A row of the profile list. */
export function presentSummary(row: Pick<ProfileRow, (typeof SUMMARY_COLUMNS)[number]>): ProfileSummary {
  return {
    id: row.id,
    profiletitle: row.profiletitle,
    vorname: row.vorname,
    name: row.name,
    title: row.title,
    cv_template: row.cv_template,
    profile_language: row.profile_language,
    freelance: row.freelance,
    has_picture: row.picture_etag !== null,
    updated: row.updated_at,
  };
}

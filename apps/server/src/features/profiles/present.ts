import type { Profile, ProfileSummary } from "@jah/shared";
import type { Selectable } from "kysely";
import type { ProfileTable } from "../../db/schema.ts";

export type ProfileRow = Selectable<ProfileTable>;

/** The profile fields the API returns, without its lists: listed field by field. */
export function presentProfileFields(row: ProfileRow) {
  return {
    id: row.id,
    profiletitle: row.profiletitle,
    title: row.title,
    vorname: row.vorname,
    name: row.name,
    email: row.email,
    email_public: row.email_public,
    telefon: row.telefon,
    telefon_public: row.telefon_public,
    mobile: row.mobile,
    mobile_public: row.mobile_public,
    freelance: row.freelance,
    remote_only: row.remote_only,
    available: row.available,
    available_from: row.available_from,
    available_to: row.available_to,
    max_hours: row.max_hours,
    fulltime_only: row.fulltime_only,
    birthdate: row.birthdate,
    birthdate_public: row.birthdate_public,
    birthname: row.birthname,
    birthname_public: row.birthname_public,
    public: row.public,
    mantra: row.mantra,
    domain: row.domain,
    domain_template: row.domain_template,
    cv_template: row.cv_template,
    website: row.website,
    postcode: row.postcode,
    street: row.street,
    housenumber: row.housenumber,
    city: row.city,
    einsatz_orte: row.einsatz_orte,
    aktive: row.aktive,
    hourly_rate_on_site: row.hourly_rate_on_site,
    hourly_rate_on_site_public: row.hourly_rate_on_site_public,
    hourly_rate_remote: row.hourly_rate_remote,
    hourly_rate_remote_public: row.hourly_rate_remote_public,
    daily_rate_on_site: row.daily_rate_on_site,
    daily_rate_on_site_public: row.daily_rate_on_site_public,
    daily_rate_remote: row.daily_rate_remote,
    daily_rate_remote_public: row.daily_rate_remote_public,
    profile_language: row.profile_language,
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

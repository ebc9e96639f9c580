import type { ProfileEdit } from "@jah/shared";

/** The editor's tabs, in order; "rates" only for freelance profiles. */
export const TABS = [
  "basics",
  "rates",
  "personal",
  "address",
  "skills",
  "education",
  "work",
  "settings",
] as const;
export type EditorTab = (typeof TABS)[number];

/** Each tab's name (literal keys, so the translations test sees them). */
export const TAB_LABELS: Record<EditorTab, string> = {
  basics: "Profile.Tabs.Basics",
  rates: "Profile.Tabs.Rates",
  personal: "Profile.Tabs.Personal",
  address: "Profile.Tabs.Address",
  skills: "Profile.Tabs.Skills",
  education: "Profile.Tabs.Education",
  work: "Profile.Tabs.Work",
  settings: "Profile.Tabs.Settings",
};

/** A field the editor saves with profile/edit, or a list saved on its own (educations, ...). */
type EditorField =
  | Exclude<keyof ProfileEdit, "id" | "picture">
  | "skills"
  | "educations"
  | "workexperiences"
  | "socialmedias";

/**
 * What each tab shows: a failed save opens the tab of its first field, an import marks the tab of
 * what it filled. Every field is in exactly one tab or in HIDDEN_FIELDS (editor-tabs.test.ts fails
 * otherwise), so a new profile field has to be placed here.
 */
export const TAB_FIELDS = {
  basics: ["profiletitle", "title", "mantra", "remote_only", "_searching"],
  rates: [
    "available",
    "available_from",
    "available_to",
    "max_hours",
    "fulltime_only",
    "hourly_rate_on_site",
    "hourly_rate_on_site_public",
    "hourly_rate_remote",
    "hourly_rate_remote_public",
    "daily_rate_on_site",
    "daily_rate_on_site_public",
    "daily_rate_remote",
    "daily_rate_remote_public",
  ],
  personal: [
    "vorname",
    "name",
    "birthdate",
    "birthdate_public",
    "birthname",
    "birthname_public",
    "languages",
  ],
  address: [
    "street",
    "housenumber",
    "postcode",
    "city",
    "mobile",
    "mobile_public",
    "telefon",
    "telefon_public",
    "email",
    "email_public",
    "website",
    "socialmedias",
  ],
  skills: ["skills", "qualifications"],
  education: ["educations"],
  work: ["workexperiences"],
  settings: ["cv_template", "profile_language", "freelance"],
} as const satisfies Record<EditorTab, readonly EditorField[]>;

/** Fields of the specification's data model that no tab shows; saved with their stored values. */
export const HIDDEN_FIELDS = [
  "public",
  "domain",
  "domain_template",
  "aktive",
  "einsatz_orte",
] as const satisfies readonly EditorField[];

const TAB_OF = new Map<string, EditorTab>(
  TABS.flatMap((tab) => TAB_FIELDS[tab].map((field) => [field, tab] as const)),
);

/** Which tab holds a form field or list (a path like "languages.0.name" counts as "languages"). */
export function tabOfField(path: string): EditorTab {
  return TAB_OF.get(path.split(".")[0] ?? "") ?? "basics";
}

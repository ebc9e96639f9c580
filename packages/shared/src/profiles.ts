import { z } from "zod";
import { DATE_MESSAGE, isoDateSchema } from "./applications.ts";
import { MESSAGES } from "./auth.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./constants.ts";
import { optionalEmail, positiveId, requiredText, text, webLink } from "./fields.ts";
import { safeFileName } from "./file-names.ts";
import { CV_TEMPLATES, type CvTemplate, DEFAULT_CV_TEMPLATE } from "./profile-values.ts";

/** Language and skill levels (spec section 9): 25 beginner, 50 intermediate, 75 advanced, 100 top. */
export const LEVELS = [25, 50, 75, 100] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_MESSAGE = "Level must be 25, 50, 75 or 100";
export const levelSchema = z.coerce
  .number({ error: LEVEL_MESSAGE })
  .refine((v): v is Level => (LEVELS as readonly number[]).includes(v), LEVEL_MESSAGE);
/** A level that may be left out: a skill or language whose CV named none has none (issue 28). */
export const optionalLevelSchema = z.preprocess((v) => (v === "" ? null : v), levelSchema.nullable());

/** How precisely an entry's dates are known: month and year, or the year only (issue 28). */
export const DATE_PRECISIONS = ["month", "year"] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];
export const datePrecisionSchema = z.enum(DATE_PRECISIONS, { error: "Date precision must be month or year" });

/** The default fit shown on a profile card until a real fit is calculated (spec section 9). */
export const DEFAULT_FIT_PERCENTAGE = 70;
export const FIT_COLOUR = "#9fcc2e";

/** Profile photos: what the browser may send, and the size the server stores. */
export const PICTURE_MAX_BYTES = 5_000_000;
export const PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
export const PICTURE_SIZE_PX = 600;

/**
 * A date field that accepts a full timestamp too: spec section 5 cuts dates to their date part
 * before sending, and the server does the same for clients that do not.
 */
function cutToDate(v: unknown): unknown {
  return typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
}
/** A required date: 'Required' when missing, the spec's message when malformed. */
export const requiredDateSchema = z.preprocess(
  (v) => (v === "" || v === null ? undefined : cutToDate(v)),
  z.string({ error: MESSAGES.required }).pipe(isoDateSchema),
);
/** An optional date; "" and null mean none. */
export const optionalDateSchema = z.preprocess(
  (v) => (v === "" || v === undefined ? null : cutToDate(v)),
  isoDateSchema.nullable(),
);

/** A money amount or a number of hours; "" and null mean none. */
const optionalAmount = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.coerce.number({ error: "Must be a number" }).min(0, "Must not be negative").max(1_000_000).nullable(),
);
/** A yes/no flag; 1/0 and "true"/"false" as older clients send them are accepted too. */
const flag = z.preprocess(
  (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
  z.boolean({ error: "Must be true or false" }),
);

export const profileLanguageSchema = z.enum(LANGUAGES, { error: "Language must be de or en" });
export const cvTemplateSchema = z.enum(CV_TEMPLATES, { error: "Unknown template" });

/** A spoken language of a profile (saved with the profile). */
export const profileLanguageEntrySchema = z.object({
  id: z.number().int().optional(),
  name: requiredText(100),
  level: optionalLevelSchema,
  /**
   * The level as the CV wrote it, when it is a standard one (issue 42): a CEFR code ("C1"), the
   * mother tongue ("Muttersprache", "Native") or LinkedIn's proficiency ("Full professional
   * proficiency"). Printed instead of the word for `level`; empty or left out when the scale alone says it.
   */
  level_text: text(60).optional(),
});
export type ProfileLanguage = z.infer<typeof profileLanguageEntrySchema>;

/** An entry of the looking-for list or the soft-skill qualifications: only `name`. */
export const nameItemSchema = z.object({ id: z.number().int().optional(), name: requiredText(200) });

/**
 * Every scalar field of a profile (spec section 3) with its rule. `name` and `vorname` are required
 * once the user saves (a new profile starts empty, spec: POST with an empty body).
 */
export const profileFieldsSchema = z.object({
  profiletitle: text(200).default(""),
  title: text(200).default(""),
  vorname: requiredText(100),
  name: requiredText(100),
  email: optionalEmail.default(""),
  email_public: flag.default(false),
  telefon: text(50).default(""),
  telefon_public: flag.default(false),
  mobile: text(50).default(""),
  mobile_public: flag.default(false),
  freelance: flag.default(false),
  remote_only: flag.default(false),
  available: flag.default(true),
  available_from: optionalDateSchema.default(null),
  available_to: optionalDateSchema.default(null),
  max_hours: optionalAmount.default(null),
  fulltime_only: flag.default(false),
  birthdate: optionalDateSchema.default(null),
  birthdate_public: flag.default(false),
  birthname: text(100).default(""),
  birthname_public: flag.default(false),
  public: flag.default(false),
  /** The CV's summary paragraph ("Kurzprofil", JSON Resume's `basics.summary`); the name is historical. */
  mantra: text(2000).default(""),
  domain: text(200).default(""),
  domain_template: text(100).default(""),
  cv_template: cvTemplateSchema.default(DEFAULT_CV_TEMPLATE),
  website: webLink.default(""),
  postcode: text(20).default(""),
  street: text(200).default(""),
  housenumber: text(20).default(""),
  city: text(100).default(""),
  einsatz_orte: text(500).default(""),
  aktive: flag.default(true),
  hourly_rate_on_site: optionalAmount.default(null),
  hourly_rate_on_site_public: flag.default(false),
  hourly_rate_remote: optionalAmount.default(null),
  hourly_rate_remote_public: flag.default(false),
  daily_rate_on_site: optionalAmount.default(null),
  daily_rate_on_site_public: flag.default(false),
  daily_rate_remote: optionalAmount.default(null),
  daily_rate_remote_public: flag.default(false),
  profile_language: profileLanguageSchema.default(DEFAULT_LANGUAGE),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** A profile field with its "show on CV" switch: `birthname` has `birthname_public`. */
export type PublicFlaggedField = {
  [K in keyof ProfileFields]: K extends `${infer Field}_public`
    ? Field extends keyof ProfileFields
      ? Field
      : never
    : never;
}[keyof ProfileFields];

/**
 * Every field a CV prints only when its switch is on, read off the schema (a key ending in `_public`
 * and its field), so a new pair is private on the CV without another list to keep.
 */
export const PUBLIC_FLAGGED_FIELDS = Object.keys(profileFieldsSchema.shape)
  .filter((key) => key.endsWith("_public"))
  .map((key) => key.slice(0, -"_public".length)) as PublicFlaggedField[];

/** Rates (`…_rate_…`) are printed on a freelance profile only: an employee's CV never quotes one. */
export const isRateField = (field: string) => field.includes("_rate_");

/** The profile's yes/no fields (its show-on-CV switches among them): the keys whose default is a boolean. */
export const PROFILE_SWITCHES = Object.keys(profileFieldsSchema.shape).filter(
  (key) =>
    typeof profileFieldsSchema.shape[key as keyof ProfileFields].safeParse(undefined).data === "boolean",
) as (keyof ProfileFields)[];

/** What a field holds when it is empty: its schema default ("" for texts, null for dates and amounts). */
export function emptyProfileValue<F extends keyof ProfileFields>(field: F): ProfileFields[F] {
  return profileFieldsSchema.shape[field].parse(undefined) as ProfileFields[F];
}

/**
 * profile/edit: the scalar fields plus the lists saved with the profile. A `picture` data URL
 * uploads a photo (jpeg/png only); `picture: null` removes it; leaving it out keeps it.
 */
export const profileEditSchema = profileFieldsSchema.extend({
  id: positiveId,
  languages: z.array(profileLanguageEntrySchema).max(50).default([]),
  _searching: z.array(nameItemSchema).max(100).default([]),
  qualifications: z.array(nameItemSchema).max(200).default([]),
  picture: z.string().max(8_000_000, "The picture is too big").nullable().optional(),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

/** The system profile (settings, profile tab): personal and address data only. */
export const systemProfileEditSchema = profileFieldsSchema.pick({
  vorname: true,
  name: true,
  email: true,
  telefon: true,
  mobile: true,
  birthdate: true,
  street: true,
  housenumber: true,
  postcode: true,
  city: true,
  website: true,
});
export type SystemProfileEdit = z.infer<typeof systemProfileEditSchema>;

const profileRef = z.object({ id: positiveId }, { error: "Profile is required" });

/** A hard skill with its category (spec 5: name and category required). */
export const skillFieldsSchema = z.object({
  name: requiredText(100),
  category: requiredText(100),
  percentage: optionalLevelSchema.default(50),
});
export const skillCreateSchema = skillFieldsSchema.extend({ profile: profileRef });
export const skillEditSchema = skillFieldsSchema.extend({ id: positiveId });

/** A social-media link: key_name is the site's name as the user typed it, value the URL. */
export const socialMediaFieldsSchema = z.object({
  key_name: text(100).default(""),
  value: webLink.pipe(z.string().min(1, MESSAGES.required)),
});
export const socialMediaCreateSchema = socialMediaFieldsSchema.extend({ profile: profileRef });
export const socialMediaEditSchema = socialMediaFieldsSchema.extend({ id: positiveId });

/** Education (spec 5): name, subject_area, start and ende required, dates as YYYY-MM-DD. */
export const educationFieldsSchema = z.object({
  name: requiredText(300),
  subject_area: requiredText(300),
  start: requiredDateSchema,
  ende: requiredDateSchema,
  description: text(5000).default(""),
  date_precision: datePrecisionSchema.default("month"),
});
export const educationCreateSchema = educationFieldsSchema.extend({ profile: profileRef });
export const educationEditSchema = educationFieldsSchema.extend({ id: positiveId });

/** Work experience (spec 5): position_name, position_type and start required; ende may be null. */
export const workExperienceFieldsSchema = z.object({
  position_name: requiredText(300),
  position_type: requiredText(100),
  company: text(300).default(""),
  description: text(10_000).default(""),
  business: text(300).default(""),
  type_of_business: text(300).default(""),
  start: requiredDateSchema,
  ende: optionalDateSchema.default(null),
  current: flag.default(false),
  use_for_card: flag.default(false),
  headcount: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce.number({ error: "Must be a number" }).int().min(0).max(10_000_000).nullable(),
  ),
  date_precision: datePrecisionSchema.default("month"),
});
/**
 * Work experience as an import stores it (a CV file, a JSON Resume): the job type stays empty
 * unless the source says it (issue 28: nothing invented; the templates then print none). The
 * editor's form still asks for it when the entry is next saved.
 */
export const importedWorkExperienceSchema = workExperienceFieldsSchema.extend({
  position_type: text(100).default(""),
});
export const workExperienceCreateSchema = workExperienceFieldsSchema.extend({ profile: profileRef });
export const workExperienceEditSchema = workExperienceFieldsSchema.extend({ id: positiveId });

/** A job task of a work experience. */
export const jobTaskCreateSchema = z.object({
  description: requiredText(2000),
  workexperience: z.object({ id: positiveId }, { error: "Work experience is required" }),
});
export const jobTaskEditSchema = z.object({ id: positiveId, description: requiredText(2000) });

/** The shapes the API returns (show/{id}); the CV templates render exactly this. */
/** `percentage` null: no level known (an imported skill whose CV named none). */
export type Skill = { id: number; name: string; category: string; percentage: Level | null };
export type NameItem = { id?: number; name: string };
export type SocialMedia = { id: number; key_name: string; value: string; date: string };
export type Education = {
  id: number;
  name: string;
  subject_area: string;
  start: string;
  ende: string;
  description: string;
  /** "year": the dates are known (and printed) as years only; missing means "month". */
  date_precision?: DatePrecision;
};
export type JobTask = { id: number; description: string };
export type WorkExperience = {
  id: number;
  position_name: string;
  position_type: string;
  company: string;
  description: string;
  business: string;
  type_of_business: string;
  start: string;
  ende: string | null;
  current: boolean;
  use_for_card: boolean;
  headcount: number | null;
  /** "year": the dates are known (and printed) as years only; missing means "month". */
  date_precision?: DatePrecision;
  job_tasks: JobTask[];
};
export type Profile = Omit<ProfileFields, "vorname" | "name"> & {
  id: number;
  vorname: string;
  name: string;
  has_picture: boolean;
  created: string;
  updated: string;
  skills: Skill[];
  languages: ProfileLanguage[];
  _searching: NameItem[];
  qualifications: NameItem[];
  socialmedias: SocialMedia[];
  educations: Education[];
  workexperiences: WorkExperience[];
  /** Fields a CV import filled that the user has not looked at yet (issue 7). */
  imported_fields?: string[];
};

/** A row of the profile list (cards). */
export type ProfileSummary = {
  id: number;
  profiletitle: string;
  vorname: string;
  name: string;
  title: string;
  cv_template: CvTemplate;
  profile_language: (typeof LANGUAGES)[number];
  freelance: boolean;
  has_picture: boolean;
  updated: string;
};

/**
 * The PDF's file name: {vorname}_{name}_{profiletitle}.pdf with spaces as underscores, as safe as any
 * stored file name (a profile's fields may hold invisible or right-to-left characters).
 */
export function cvFileName(profile: Pick<Profile, "vorname" | "name" | "profiletitle">): string {
  const base = `${profile.vorname}_${profile.name}_${profile.profiletitle}`
    .replace(/\s+/g, "_")
    // Characters no file system accepts, and quotes that would break the header.
    .replace(/[\\/:*?"<>|]/g, "");
  return safeFileName(`${base}.pdf`, "cv.pdf");
}

export { DATE_MESSAGE };

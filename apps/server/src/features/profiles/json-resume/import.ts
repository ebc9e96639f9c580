import {
  educationFieldsSchema,
  importedWorkExperienceSchema,
  jobTaskEditSchema,
  type ProfileFields,
  profileFieldsSchema,
  profileLanguageEntrySchema,
  skillFieldsSchema,
  socialMediaFieldsSchema,
  standardLevelText,
  text,
} from "@jah/shared";
import type { z } from "zod";
import { HttpError } from "../../../http/errors.ts";
import { shownContact } from "../shown-contact.ts";
import { LANGUAGE_FLUENCY_WORDS, levelFromText } from "./levels.ts";
import { fullDate, type JsonResume, jsonResumeSchema, precisionOf } from "./parse.ts";

/** A new profile may start without names (as an empty one does); every other rule applies. */
const importedFieldsSchema = profileFieldsSchema.extend({ vorname: text(100), name: text(100) });

const GERMAN_SPEAKING = new Set(["DE", "AT", "CH", "LI"]);

/** "Hohe Straße 12a" as street and house number; an address without a number stays whole. */
function splitAddress(address: string | undefined): { street: string; housenumber: string } {
  const line = (address ?? "").split("\n")[0]!.trim();
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/.exec(line);
  return match ? { street: match[1]!, housenumber: match[2]! } : { street: line, housenumber: "" };
}

/** "Anna Maria Muster": the last word is the family name, the rest the first names. */
function splitName(full: string): { vorname: string; name: string } {
  const words = full.trim().split(/\s+/);
  return words.length === 1
    ? { vorname: "", name: words[0]! }
    : { vorname: words.slice(0, -1).join(" "), name: words.at(-1)! };
}

/** Long free text is cut to our limit at a word boundary rather than refusing the whole file. */
function fit(text: string | undefined, max: number): string {
  const value = (text ?? "").trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A fluency kept as written beside the scale ("C1", "Native or bilingual proficiency"; issue 42),
 * but not the scale's own words our export writes ("Native speaker"): those print in the CV's language.
 */
function writtenLevel(fluency: string | undefined): string {
  const ours = Object.values(LANGUAGE_FLUENCY_WORDS) as string[];
  return fluency && ours.includes(fluency.trim()) ? "" : standardLevelText(fluency);
}

/** Our field names as the JSON Resume document calls them, for error messages. */
const THEIR_NAMES: Record<string, string> = {
  vorname: "name",
  name: "name",
  title: "label",
  profiletitle: "label",
  telefon: "phone",
  website: "url",
  mantra: "summary",
  postcode: "location.postalCode",
  street: "location.address",
  housenumber: "location.address",
  city: "location.city",
  position_name: "position",
  company: "name",
  business: "description",
  start: "startDate",
  ende: "endDate",
  subject_area: "area",
};

/** Parses with one of our schemas; a failure names the place in the JSON Resume document. */
function check<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map((p) => (where === "" ? String(p) : (THEIR_NAMES[String(p)] ?? String(p))));
  const path = [where, ...field].filter((p) => p !== "").join(".");
  throw new HttpError(400, `The file is not a valid JSON Resume: ${path}: ${issue.message}`, {
    [path || "body"]: issue.message,
  });
}

/** A JSON Resume document as a profile's fields and children, checked by the same rules as the forms. */
export function fromJsonResume(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "The file is not a valid JSON Resume: expected a JSON object", {
      body: "Expected an object",
    });
  }
  const resume: JsonResume = check(jsonResumeSchema, body, "");
  const { basics } = resume;
  const language = GERMAN_SPEAKING.has((basics.location?.countryCode ?? "DE").toUpperCase()) ? "de" : "en";
  const fields: ProfileFields = check(
    importedFieldsSchema,
    {
      ...splitName(basics.name),
      profiletitle: basics.label ?? "",
      title: basics.label ?? "",
      email: basics.email ?? "",
      telefon: basics.phone ?? "",
      website: basics.url ?? "",
      mantra: fit(basics.summary, 2000),
      postcode: basics.location?.postalCode ?? "",
      city: basics.location?.city ?? "",
      ...splitAddress(basics.location?.address),
      ...shownContact({ email: basics.email, telefon: basics.phone }),
      profile_language: language,
    },
    "basics",
  );
  const languages = (resume.languages ?? [])
    .filter((l) => l.language?.trim())
    .map((l, i) =>
      check(
        profileLanguageEntrySchema,
        { name: l.language, level: levelFromText(l.fluency), level_text: writtenLevel(l.fluency) },
        `languages.${i}`,
      ),
    );
  const skills = (resume.skills ?? []).flatMap((group, i) =>
    (group.keywords?.length ? group.keywords : [group.name ?? ""])
      .filter((k) => k.trim())
      .map((keyword) =>
        check(
          skillFieldsSchema,
          { name: keyword, category: group.name || "Skills", percentage: levelFromText(group.level) },
          `skills.${i}`,
        ),
      ),
  );
  const socialmedias = (basics.profiles ?? [])
    .filter((p) => p.url?.trim())
    .map((p, i) =>
      check(socialMediaFieldsSchema, { key_name: p.network ?? "", value: p.url }, `basics.profiles.${i}`),
    );
  const educations = (resume.education ?? []).map((e, i) =>
    check(
      educationFieldsSchema,
      {
        name: e.institution ?? "",
        subject_area: [e.studyType, e.area].filter(Boolean).join(" – ") || "",
        start: fullDate(e.startDate) ?? fullDate(e.endDate),
        ende: fullDate(e.endDate) ?? fullDate(e.startDate),
        date_precision: precisionOf(e.startDate, e.endDate),
        description: fit(e.summary ?? (e.courses ?? []).join("\n"), 5000),
      },
      `education.${i}`,
    ),
  );
  const workexperiences = (resume.work ?? []).map((w, i) => ({
    ...check(
      // JSON Resume has no job type; none is invented (issue 28).
      importedWorkExperienceSchema,
      {
        position_name: w.position ?? "",
        company: w.name ?? "",
        business: w.description ?? "",
        description: fit(w.summary, 10_000),
        start: fullDate(w.startDate),
        ende: fullDate(w.endDate),
        current: !w.endDate,
        date_precision: precisionOf(w.startDate, w.endDate),
      },
      `work.${i}`,
    ),
    job_tasks: (w.highlights ?? [])
      .filter((h) => h.trim())
      .map((h, j) => check(jobTaskEditSchema.shape.description, fit(h, 2000), `work.${i}.highlights.${j}`)),
  }));
  return { fields, languages, skills, socialmedias, educations, workexperiences };
}

export type ImportedProfile = ReturnType<typeof fromJsonResume>;

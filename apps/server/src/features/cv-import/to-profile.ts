import type { ProfileDraft } from "@jah/cv-import";
import {
  educationFieldsSchema,
  importedWorkExperienceSchema,
  type Language,
  profileFieldsSchema,
  profileLanguageEntrySchema,
  safeFileName,
  skillFieldsSchema,
  socialMediaFieldsSchema,
  standardLevelText,
  storableJson,
  text,
} from "@jah/shared";
import { type ImportedProfile, shownContact } from "../profiles/index.ts";

/** A new profile may start without names (as an empty one does); every other rule applies. */
const fieldsSchema = profileFieldsSchema.extend({ vorname: text(100), name: text(100) });

/** The draft's scalar fields, in the profile's names: the keys `imported_fields` may list. */
export const SCALAR_KEYS = [
  "vorname",
  "name",
  "email",
  "telefon",
  "mobile",
  "street",
  "housenumber",
  "postcode",
  "city",
  "title",
  "website",
] as const satisfies readonly (keyof ProfileDraft & keyof typeof fieldsSchema.shape)[];

/** The draft's lists; each is one key of `imported_fields`. */
export const LIST_KEYS = ["socialmedias", "workexperiences", "educations", "skills", "languages"] as const;

const DEFAULTS = {
  de: { title: "Importierter Lebenslauf", category: "Kenntnisse" },
  en: { title: "Imported CV", category: "Skills" },
} as const;

/** Words that occur in nearly every German CV and in hardly any English one, and the reverse. */
const GERMAN =
  /\b(und|der|die|das|mit|für|von|bei|seit|heute|bis|Kenntnisse|Berufserfahrung|Ausbildung|Sprachen|Deutsch|Englisch|Muttersprache)\b|[äöüß]/gi;
const ENGLISH =
  /\b(and|the|of|with|for|at|since|present|until|skills|experience|education|languages|German|English|native)\b/gi;

/** The CV's language from its words: German or English, whichever leaves more traces. */
export function detectLanguage(draft: ProfileDraft, text = ""): Language {
  const words = `${JSON.stringify(draft)}\n${text}`;
  const german = words.match(GERMAN)?.length ?? 0;
  const english = words.match(ENGLISH)?.length ?? 0;
  return german >= english ? "de" : "en";
}

/** The safe file name without its extension, as the profile's title (the CV file itself is not kept). */
function titleOf(fileName: string, language: Language): string {
  const base = safeFileName(fileName, "").replace(/\.[a-z0-9]{1,5}$/i, "");
  return base.replace(/[_\s]+/g, " ").trim() || DEFAULTS[language].title;
}

function clip(value: string, max: number): string {
  return value.trim().slice(0, max);
}

/** Long text cut to a limit at a word boundary (a summary longer than the field). */
function fit(value: string, max: number): string {
  const text = value.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** CVs print links without a scheme ("github.com/name"); the profile stores web addresses. */
function withScheme(link: string): string {
  const value = link.trim();
  return value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** Keeps the entries our forms would accept; the rest are dropped rather than refusing the file. */
function valid<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  rows: unknown[],
): T[] {
  return rows.flatMap((row) => {
    const result = schema.safeParse(row);
    return result.success ? [result.data as T] : [];
  });
}

/**
 * A parsed (and perhaps AI-checked) draft as a new profile, checked by the same rules as the forms, and
 * the list of fields it fills. The draft's text is made storable first (in place): a PDF's text layer
 * or a DOCX's XML may hold NUL bytes and other controls (issue 37).
 */
export function toImportedProfile(
  parsed: ProfileDraft,
  language: Language,
  fileName: string,
): { imported: ImportedProfile; importedFields: string[] } {
  const draft = storableJson(parsed);
  const defaults = DEFAULTS[language];
  const scalars: Record<string, string> = {};
  for (const key of SCALAR_KEYS) {
    // A value our rules refuse (an odd e-mail, a 60-character phone) is left for the user to type.
    const value = clip(draft[key] ?? "", 300);
    const checked = fieldsSchema.shape[key].safeParse(key === "website" ? withScheme(value) : value);
    scalars[key] = checked.success ? String(checked.data ?? "") : "";
  }
  // Birth date and birth name when the CV printed them: shown on the CV as the source did.
  const birthdate = fieldsSchema.shape.birthdate.safeParse(draft.birthdate ?? null);
  const personal = {
    birthdate: birthdate.success ? birthdate.data : null,
    birthname: clip(draft.birthname ?? "", 100),
    // The summary paragraph, cut at a word rather than refusing the file.
    mantra: fit(draft.mantra ?? "", 2000),
  };
  const fields = fieldsSchema.parse({
    ...scalars,
    ...personal,
    ...shownContact({ ...scalars, ...personal }),
    profiletitle: titleOf(fileName, language),
    profile_language: language,
  });
  const languages = valid(
    profileLanguageEntrySchema,
    draft.languages.map((l) => ({
      name: clip(l.name, 100),
      level: l.level,
      // An AI answer may bring `printed` alone: the standard level is read from it then.
      level_text: l.level_text || standardLevelText(l.printed),
    })),
  );
  const skills = valid(
    skillFieldsSchema,
    draft.skills.map((s) => ({
      name: clip(s.name, 100),
      category: clip(s.category, 100) || defaults.category,
      percentage: s.percentage,
    })),
  );
  const socialmedias = valid(
    socialMediaFieldsSchema,
    draft.socialmedias.map((s) => ({ key_name: clip(s.key_name, 100), value: withScheme(s.value) })),
  );
  // Name and subject are both required: an entry that prints one of them keeps it in both places.
  const educations = valid(
    educationFieldsSchema,
    draft.educations.map((e) => ({
      name: clip(e.name || e.subject_area, 300),
      subject_area: clip(e.subject_area || e.name, 300),
      start: e.start ?? e.ende,
      ende: e.ende ?? e.start,
      date_precision: e.date_precision,
    })),
  );
  const workexperiences = draft.workexperiences.flatMap((w) => {
    // The job type only when the CV printed one: a default would be printed after the company.
    const checked = importedWorkExperienceSchema.safeParse({
      position_name: clip(w.position_name || w.company, 300),
      position_type: clip(w.position_type, 100),
      company: clip(w.company, 300),
      start: w.start ?? w.ende,
      ende: w.current ? null : w.ende,
      current: w.current,
      date_precision: w.date_precision,
    });
    if (!checked.success) return [];
    const tasks = w.job_tasks.map((t) => clip(t.description, 2000)).filter(Boolean);
    return [{ ...checked.data, job_tasks: tasks.slice(0, 100) }];
  });
  const lists = { socialmedias, workexperiences, educations, skills, languages };
  const importedFields = [
    ...SCALAR_KEYS.filter((key) => fields[key] !== ""),
    ...(["birthdate", "birthname", "mantra"] as const).filter((key) => (fields[key] ?? "") !== ""),
    ...LIST_KEYS.filter((key) => lists[key].length > 0),
    // Fields the parser was unsure of (two name candidates alike): the editor asks to check them.
    ...(draft.check ?? [])
      .filter(
        (key) =>
          (SCALAR_KEYS as readonly string[]).includes(key) &&
          fields[key as (typeof SCALAR_KEYS)[number]] !== "",
      )
      .map((key) => `check:${key}`),
  ];
  return { imported: { fields, ...lists }, importedFields };
}

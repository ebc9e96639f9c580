// The CV a user gets after importing theirs (issue 28): a document of a development set is imported
// the way the server does it (rules, then the profile the forms would accept), printed in a template,
// read back with pdf.js, and held against the document's truth. Shared by the round-trip test and
// bench/cv-output-truth.mjs.
import { levelValue, type ParsedCv, parseCv, toProfileDraft } from "@jah/cv-import";
import { levelName } from "@jah/cv-templates";
import { renderCvPdf } from "@jah/cv-templates/node";
import type { CvTemplate, Profile } from "@jah/shared";
import { pdfText } from "@jah/testing/pdf-text";
import { detectLanguage, toImportedProfile } from "../../src/features/cv-import/to-profile.ts";

/** The truth of a development-set document (the scorer's schema). */
export type Truth = ParsedCv;

/** What the rules read from a document, and the profile the editor opens from it. */
export async function importDocument(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ parsed: ParsedCv; profile: Profile }> {
  const parsed = await parseCv(bytes, { timeoutMs: 120_000 });
  return { parsed, profile: toProfile(parsed, fileName) };
}

function toProfile(parsed: ParsedCv, fileName: string): Profile {
  const draft = toProfileDraft(parsed);
  const { imported, importedFields } = toImportedProfile(draft, detectLanguage(draft), fileName);
  let id = 1;
  const now = "2026-11-26T00:00:00.000Z";
  return {
    ...imported.fields,
    id: id++,
    has_picture: false,
    created: now,
    updated: now,
    imported_fields: importedFields,
    skills: imported.skills.map((s) => ({ ...s, id: id++ })),
    languages: imported.languages,
    _searching: [],
    qualifications: [],
    socialmedias: imported.socialmedias.map((s) => ({ ...s, id: id++, date: "2026-11-26" })),
    educations: imported.educations.map((e) => ({ ...e, id: id++ })),
    workexperiences: imported.workexperiences.map(({ job_tasks, ...w }) => ({
      ...w,
      id: id++,
      job_tasks: job_tasks.map((description) => ({ id: id++, description })),
    })),
  } as Profile;
}

/** The text of the profile's PDF in a template, as pdf.js reads it. */
export async function printedText(profile: Profile, template: CvTemplate): Promise<Uint8Array> {
  return new Uint8Array(await renderCvPdf(profile, { template }));
}

export { pdfText };

/** Text compared without case, soft hyphens, line breaks and the spacing of punctuation. */
function norm(s: string): string {
  return s
    .normalize("NFC")
    .replace(/\u00ad/g, "")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .trim();
}
const digits = (s: string) => s.replace(/\D/g, "");

/** The level words our templates print, by the level they name (both languages, skills and languages). */
const LEVEL_WORDS: [RegExp, number][] = [
  [/\bsehr gute kenntnisse\b/g, 75],
  [/(?<!sehr )\bgute kenntnisse\b/g, 50],
  [/\bgrundkenntnisse\b/g, 25],
  [/\bfließend\b/g, 75],
  [/\bmuttersprache\b/g, 100],
  [/\babsoluter experte\b|\bexperte\b/g, 100],
  [/\bbeginner\b|\bbasic\b/g, 25],
  [/\bintermediate\b|\bgood\b/g, 50],
  [/\badvanced\b|\bfluent\b/g, 75],
  [/\bexpert\b|\bnative\b/g, 100],
];

/** What the printed text of a document must hold (every truth value) and must not (invented values). */
export type OutputCheck = {
  contact: { present: number; printed: number; missing: string[] };
  listed: { present: number; printed: number; missing: string[] };
  entries: { present: number; printed: number; missing: string[] };
  invented: string[];
};

/**
 * Holds a printed CV's text against the document's truth. `summary` is the imported summary
 * paragraph: the CV's own prose, so its words ("fluent", "good") are no invented levels.
 */
export function checkOutput(truth: Truth, printed: string, lang: "de" | "en", summary = ""): OutputCheck {
  const text = norm(printed);
  const has = (value: string) => text.includes(norm(value));
  const count = (values: string[], test: (v: string) => boolean) => {
    const present = values.filter((v) => v.trim() !== "");
    const missing = present.filter((v) => !test(v));
    return { present: present.length, printed: present.length - missing.length, missing };
  };
  const contact = count([truth.email, truth.phone].filter(Boolean), (v) =>
    v.includes("@") ? has(v) : digits(printed).includes(digits(v)),
  );
  const listed = count([...truth.skills.map((s) => s.name), ...truth.languages.map((l) => l.name)], has);
  const entries = count(
    [
      ...truth.work.flatMap((w) => [w.company, w.position]),
      ...truth.education.flatMap((e) => [e.institution, e.subject]),
    ],
    has,
  );
  const invented: string[] = [];
  // Level words: no more of each level than the truth's languages have (skills in the truth have none).
  const allowed = new Map<number, number>();
  for (const l of truth.languages) {
    const level = levelValue(l.level);
    if (level !== null) allowed.set(level, (allowed.get(level) ?? 0) + 1);
  }
  for (const [re, level] of LEVEL_WORDS) {
    const inSummary = norm(summary).match(re)?.length ?? 0;
    if (inSummary > 0) allowed.set(level, (allowed.get(level) ?? 0) + inSummary);
  }
  const seen = new Map<number, number>();
  for (const [re, level] of LEVEL_WORDS)
    seen.set(level, (seen.get(level) ?? 0) + (text.match(re)?.length ?? 0));
  for (const [level, n] of seen) {
    const extra = n - (allowed.get(level) ?? 0);
    if (extra > 0) invented.push(`${extra}× level ${level}`);
  }
  // A month for a date the truth gives as a year.
  const dates = [...truth.work, ...truth.education].flatMap((e) => [e.start, e.end]);
  const monthYears = new Set(dates.filter((d) => d && /^\d{4}-\d{2}/.test(d)).map((d) => d!.slice(0, 4)));
  for (const entry of [...truth.work, ...truth.education]) {
    for (const date of [entry.start, entry.end]) {
      // A year the truth also gives with a month elsewhere may print a month for that other entry.
      if (date && monthYears.has(date)) continue;
      if (date && /^\d{4}$/.test(date) && new RegExp(`\\b\\d{2}/${date}\\b`).test(text))
        invented.push(`month in ${date}`);
    }
  }
  // Availability and employment preference: the truth never has them. Their words ("employee",
  // "available") occur in CV prose too, so a value counts only with the block's heading printed.
  const [heading, ...values] =
    lang === "de"
      ? ["verfügbarkeit", "verfügbar", "festanstellung", "freiberuflich", "nur remote", "nur vollzeit"]
      : ["availability", "available", "employee", "freelance", "remote only", "full-time only"];
  if (text.includes(heading!)) {
    for (const word of values) if (new RegExp(`\\b${word}\\b`).test(text)) invented.push(word);
  }
  return { contact, listed, entries, invented };
}

/** The profile in the scorer's schema: what a re-import of its own PDF should read. */
export function profileAsTruth(profile: Profile): Truth {
  const date = (d: string | null, precision: string | undefined) =>
    d ? (precision === "year" ? d.slice(0, 4) : d.slice(0, 7)) : null;
  const phone = [profile.mobile_public && profile.mobile, profile.telefon_public && profile.telefon].find(
    (v): v is string => typeof v === "string" && v !== "",
  );
  return {
    firstName: profile.vorname,
    lastName: profile.name,
    email: profile.email_public ? profile.email : "",
    phone: phone ?? "",
    street: profile.street,
    houseNumber: profile.housenumber,
    postcode: profile.postcode,
    city: profile.city,
    title: profile.title,
    website: profile.website || null,
    socialLinks: profile.socialmedias.map((s) => s.value),
    work: profile.workexperiences.map((w) => ({
      position: w.position_name,
      company: w.company,
      start: date(w.start, w.date_precision),
      end: w.current ? null : date(w.ende, w.date_precision),
      current: w.current,
      tasks: w.job_tasks.map((t) => t.description),
    })),
    education: profile.educations.map((e) => ({
      institution: e.name,
      subject: e.subject_area,
      start: date(e.start, e.date_precision),
      end: date(e.ende, e.date_precision),
    })),
    skills: profile.skills.map((s) => ({ name: s.name, category: s.category })),
    languages: profile.languages.map((l) => ({
      name: l.name,
      // As printed: the level as the CV wrote it where kept (issue 42), else the scale's word.
      level:
        l.level_text || (l.level === null ? "" : levelName(l.level, profile.profile_language, "language")),
    })),
  };
}

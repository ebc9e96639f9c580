import { type DatePrecision, type Level, socialSite, standardLevelText } from "@jah/shared";
import { levelValue } from "./languages.ts";
import type { ParsedCv } from "./types.ts";

/** The profile fields an import fills, in the app's names (spec section 3), ready for the server. */
export type ProfileDraft = {
  vorname: string;
  name: string;
  email: string;
  telefon: string;
  mobile: string;
  street: string;
  housenumber: string;
  postcode: string;
  city: string;
  title: string;
  website: string;
  /** YYYY-MM-DD; only when the CV printed it (the import then shows it on the CV, as printed). */
  birthdate?: string | null;
  birthname?: string;
  /** The CV's summary paragraph (the profile's `mantra`, "Kurzprofil"); "" when it has none. */
  mantra?: string;
  socialmedias: { key_name: string; value: string }[];
  workexperiences: {
    position_name: string;
    /** Not printed in CVs; the user picks it in the editor. */
    position_type: string;
    company: string;
    start: string | null;
    ende: string | null;
    current: boolean;
    job_tasks: { description: string }[];
    /** "year" when the CV printed years only: the dates are then the first of January. */
    date_precision: DatePrecision;
  }[];
  educations: {
    name: string;
    subject_area: string;
    start: string | null;
    ende: string | null;
    date_precision: DatePrecision;
  }[];
  /** `percentage` null: the CV printed no level for the skill (issue 28: nothing invented). */
  skills: { name: string; category: string; percentage: Level | null }[];
  /**
   * `printed` keeps the level as the CV wrote it ("verhandlungssicher (C1)"); the profile stores
   * `level` and, when the CV wrote a standard one, `level_text` ("C1", "Native"), printed as written.
   */
  languages: { name: string; level: Level | null; level_text: string; printed: string }[];
  /** Fields the import is unsure of (the name when two candidates scored alike): marked to check. */
  check?: string[];
};

/** Mobile numbers: DE 015x–017x, AT 06xx, CH 07x, UK and IE 07x/08x, in national or +CC form. */
const MOBILE =
  /^(?:\+49\s?(?:\(0\)\s?)?1[5-7]|01[5-7]|\+43\s?(?:\(0\)\s?)?6|06|\+41\s?(?:\(0\)\s?)?7|07|\+44\s?(?:\(0\)\s?)?7|\+353\s?(?:\(0\)\s?)?8|08)/;

/** YYYY-MM or YYYY as the profile's YYYY-MM-DD (the first of the month or year). */
export function toIsoDate(date: string | null): string | null {
  if (!date) return null;
  return /^\d{4}$/.test(date) ? `${date}-01-01` : /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : null;
}

/**
 * "year" when a date of the entry is a year alone: printing "01/2017" for "2017" would invent a
 * month, so a mixed entry ("2015 – 03/2019") prints years only too.
 */
function precisionOf(...dates: (string | null)[]): DatePrecision {
  return dates.some((d) => d !== null && /^\d{4}$/.test(d)) ? "year" : "month";
}

/** Skill levels: expert 100, very good/advanced 75, good 50, basic 25; CEFR-like words as for languages. */
function skillLevel(printed: string): Level | null {
  if (/experte|expert|profi|100|9\d\s?%/i.test(printed)) return 100;
  return levelValue(printed);
}

/** Maps a parsed CV to the app's profile fields. */
export function toProfileDraft(cv: ParsedCv): ProfileDraft {
  const phone = cv.phone.trim();
  const mobile = MOBILE.test(phone.replace(/[\s/-]/g, "")) ? phone : "";
  return {
    vorname: cv.firstName,
    name: cv.lastName,
    email: cv.email,
    telefon: mobile ? "" : phone,
    mobile,
    street: cv.street,
    housenumber: cv.houseNumber,
    postcode: cv.postcode,
    city: cv.city,
    title: cv.title,
    website: cv.website ?? "",
    birthdate: cv.birthDate || null,
    birthname: cv.birthName ?? "",
    mantra: cv.summary ?? "",
    socialmedias: cv.socialLinks.map((value) => ({ key_name: socialSite(value), value })),
    workexperiences: cv.work.map((w) => ({
      position_name: w.position,
      position_type: "",
      company: w.company,
      start: toIsoDate(w.start),
      ende: w.current ? null : toIsoDate(w.end),
      current: w.current,
      job_tasks: w.tasks.map((description) => ({ description })),
      date_precision: precisionOf(w.start, w.current ? null : w.end),
    })),
    educations: cv.education.map((e) => ({
      name: e.institution,
      subject_area: e.subject,
      // The profile needs both dates; a CV that prints only the year of graduation gives one.
      start: toIsoDate(e.start ?? e.end),
      ende: toIsoDate(e.end ?? e.start),
      date_precision: precisionOf(e.start, e.end),
    })),
    // A skill without a printed level gets none: the CV must not claim one the source never gave.
    skills: cv.skills.map((s) => ({
      name: s.name,
      category: s.category,
      percentage: s.level ? skillLevel(s.level) : null,
    })),
    languages: cv.languages.map((l) => ({
      name: l.name,
      level: levelValue(l.level),
      level_text: standardLevelText(l.level),
      printed: l.level,
    })),
    ...(cv.nameUnsure ? { check: ["vorname", "name"] } : {}),
  };
}

import { type DatePrecision, type Profile, socialSite } from "@jah/shared";
import { z } from "zod";
import { LANGUAGE_FLUENCY_WORDS, SKILL_LEVEL_WORDS } from "./levels.ts";

export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

const isEmail = (v: string) => z.email().safeParse(v).success;
/** Leaves out empty values: JSON Resume validators reject "" for e-mail and URL fields. */
const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== "" && v !== null && v !== undefined),
  ) as Partial<T>;

/** A date as precisely as it is known: JSON Resume allows "2017" as well as "2017-03-01". */
function asPrinted(date: string, precision: DatePrecision | undefined): string {
  return precision === "year" ? date.slice(0, 4) : date;
}

/** Hard skills grouped by category and level: JSON Resume gives a level per group, not per keyword. */
function skillGroups(skills: Profile["skills"]) {
  const groups = new Map<string, { name: string; level: string; keywords: string[] }>();
  for (const skill of skills) {
    const key = `${skill.category}\u0000${skill.percentage}`;
    const group = groups.get(key) ?? {
      name: skill.category,
      level: skill.percentage === null ? "" : SKILL_LEVEL_WORDS[skill.percentage],
      keywords: [],
    };
    group.keywords.push(skill.name);
    groups.set(key, group);
  }
  // A group without a level leaves `level` out rather than inventing one.
  return [...groups.values()].map((group) => present(group));
}

/** A profile as a JSON Resume document (https://jsonresume.org/schema). */
export function toJsonResume(profile: Profile) {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: present({
      name: `${profile.vorname} ${profile.name}`.trim(),
      label: profile.title,
      email: isEmail(profile.email) ? profile.email : "",
      phone: profile.mobile || profile.telefon,
      url: profile.website,
      summary: profile.mantra,
      location: present({
        address: `${profile.street} ${profile.housenumber}`.trim(),
        postalCode: profile.postcode,
        city: profile.city,
      }),
      profiles: profile.socialmedias.map((s) => ({
        network: s.key_name || socialSite(s.value),
        url: s.value,
      })),
    }),
    work: profile.workexperiences.map((w) =>
      present({
        name: w.company,
        position: w.position_name,
        description: w.business,
        startDate: asPrinted(w.start, w.date_precision),
        endDate: w.ende && asPrinted(w.ende, w.date_precision),
        summary: w.description,
        highlights: w.job_tasks.map((t) => t.description),
      }),
    ),
    education: profile.educations.map((e) =>
      present({
        institution: e.name,
        area: e.subject_area,
        startDate: asPrinted(e.start, e.date_precision),
        endDate: asPrinted(e.ende, e.date_precision),
        // Not in the schema, which allows extra fields; several themes print it.
        summary: e.description,
      }),
    ),
    skills: skillGroups(profile.skills),
    languages: profile.languages.map((l) =>
      present({
        language: l.name,
        // The level as the CV wrote it ("C1") where the profile keeps one, else the scale's word.
        fluency: l.level_text || (l.level === null ? "" : LANGUAGE_FLUENCY_WORDS[l.level]),
      }),
    ),
    meta: { lastModified: profile.updated },
  };
}

import { type AiLetterRequest, detectLanguage, type Salutation } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { getApplicationRow } from "../applications/index.ts";
import { showProfile } from "../profiles/index.ts";

/** The longest job description sent: ads are rarely longer, and the letter needs the gist. */
const MAX_AD_CHARS = 8_000;

/**
 * Everything the model sees about one letter, and nothing else: the shape mirrors AI_LETTER_FIELDS
 * (a test checks that the prompt holds exactly those paths).
 */
export type LetterContext = {
  application: {
    job_title: string;
    hireing_company: string;
    location: string;
    job_description: string;
    recipient_salutation: Salutation;
    recipient_name: string;
  };
  profile: {
    vorname: string;
    name: string;
    title: string;
    skills: { name: string }[];
    languages: { name: string; level: number | null }[];
    qualifications: { name: string }[];
    educations: {
      name: string;
      subject_area: string;
      start: string | null;
      ende: string | null;
      description: string;
    }[];
    workexperiences: {
      position_name: string;
      company: string;
      start: string | null;
      ende: string | null;
      current: boolean;
      description: string;
      job_tasks: { description: string }[];
    }[];
  };
  letter: string;
  options: {
    language: "de" | "en";
    formality: "formal" | "informal";
    length: "short" | "standard";
    tone?: string;
  };
};

/**
 * Reads the user's application and profile (404 for anyone else's) and picks the fields the helper
 * may send. The language defaults to the ad's, then the profile's.
 */
export async function loadLetterContext(
  db: Db,
  userId: string,
  request: AiLetterRequest,
): Promise<LetterContext> {
  const [app, profile] = await Promise.all([
    getApplicationRow(db, userId, request.application_id),
    showProfile(db, userId, request.profile_id),
  ]);
  const language =
    request.options.language ??
    detectLanguage(`${app.job_title}\n${app.job_description}`) ??
    (profile.profile_language === "en" ? "en" : "de");
  return {
    application: {
      job_title: app.job_title,
      hireing_company: app.hireing_company,
      location: app.location,
      job_description: app.job_description.slice(0, MAX_AD_CHARS),
      recipient_salutation: app.recipient_salutation,
      recipient_name: app.recipient_name,
    },
    profile: {
      vorname: profile.vorname,
      name: profile.name,
      title: profile.title,
      skills: profile.skills.map((s) => ({ name: s.name })),
      languages: profile.languages.map((l) => ({ name: l.name, level: l.level })),
      qualifications: profile.qualifications.map((q) => ({ name: q.name })),
      educations: profile.educations.map((e) => ({
        name: e.name,
        subject_area: e.subject_area,
        start: e.start,
        ende: e.ende,
        description: e.description ?? "",
      })),
      workexperiences: profile.workexperiences.map((w) => ({
        position_name: w.position_name,
        company: w.company,
        start: w.start,
        ende: w.ende,
        current: w.current,
        description: w.description ?? "",
        job_tasks: w.job_tasks.map((t) => ({ description: t.description })),
      })),
    },
    letter: request.letter,
    options: {
      language,
      formality: request.options.formality,
      length: request.options.length,
      ...(request.options.tone ? { tone: request.options.tone } : {}),
    },
  };
}

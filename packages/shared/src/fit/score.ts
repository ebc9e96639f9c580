import { experiencePart } from "./experience-part.ts";
import { languagePart } from "./language-part.ts";
import { detectLanguage } from "./languages.ts";
import { locationPart } from "./location-part.ts";
import { type PreparedProfile, prepareFitProfile } from "./profile.ts";
import { skillPart } from "./skill-part.ts";
import { analyseField } from "./skills.ts";
import { titlePart } from "./title-part.ts";
import type { FitJob, FitPart, FitProfile, FitResult } from "./types.ts";

/** How much each part weighs in the score (they add up to 100). */
export const FIT_WEIGHTS: Record<FitPart, number> = {
  skills: 40,
  title: 25,
  experience: 15,
  language: 10,
  location: 10,
};

// Hard obstacles lower the whole score, not only their part: a remote-only profile cannot take an
// on-site job, and a profile without the ad's required language rarely gets one.
const BLOCKED_FACTOR = 0.75;
const UNSPOKEN_FACTOR = 0.85;
// Without skills to compare, the shared vocabulary stands in for them, but never as a full match.
const SKILLS_FALLBACK_CAP = 0.5;

/** The fit of a prepared profile to a job ad: 0 … 100 with the reasons. Pure and deterministic. */
export function scoreFit(profile: PreparedProfile, job: FitJob): FitResult {
  const description = job.description ?? "";
  const fields = [analyseField("title", job.title), analyseField("description", description)];
  const text = `${job.title}\n${job.location ?? ""}\n${description}`;
  const adLanguage =
    job.language ??
    detectLanguage(`${job.title} ${description}`) ??
    (profile.languages.has("en") && !profile.languages.has("de") ? "en" : "de");

  const experience = experiencePart(profile, fields);
  const skills = skillPart(profile, fields);
  const fallback = Math.min(experience, SKILLS_FALLBACK_CAP);
  const title = titlePart(profile, job.title);
  const language = languagePart(profile, fields, adLanguage);
  const location = locationPart(profile, job, text);

  const parts: Record<FitPart, number> = {
    skills: Math.max(skills.value ?? 0, fallback),
    title: title.value,
    experience,
    language: language.value,
    location: location.value,
  };
  let raw = 0;
  for (const part of Object.keys(FIT_WEIGHTS) as FitPart[]) raw += FIT_WEIGHTS[part] * parts[part];
  if (location.blocked) raw *= BLOCKED_FACTOR;
  if (language.unspoken) raw *= UNSPOKEN_FACTOR;
  return {
    score: Math.max(0, Math.min(100, Math.round(raw))),
    ad_language: adLanguage,
    parts: Object.fromEntries(
      Object.entries(parts).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    ) as Record<FitPart, number>,
    reasons: [...skills.reasons, ...title.reasons, ...language.reasons, ...location.reasons],
  };
}

/** The fit of a profile to a job ad: 0 … 100 with the reasons (skills, title, languages, place). */
export function calculateFit(profile: FitProfile, job: FitJob): FitResult {
  return scoreFit(prepareFitProfile(profile), job);
}

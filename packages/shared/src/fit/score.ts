import { type AdTerms, readAdTerms } from "./ad-terms.ts";
import { type Contract, contractOf, type WorkMode, workMode } from "./conditions.ts";
import { contentUnits, experiencePart } from "./experience-part.ts";
import { languagePart } from "./language-part.ts";
import { detectLanguage, type LanguageNeed, languageNeeds } from "./languages.ts";
import { locationPart } from "./location-part.ts";
import { type PreparedProfile, prepareFitProfile } from "./profile.ts";
import { qualificationTally, requirementReasons } from "./requirements-part.ts";
import { type SeniorityAsk, seniorityAsked } from "./seniority.ts";
import { seniorityPart } from "./seniority-part.ts";
import { askedSkills, skillPart } from "./skill-part.ts";
import { type Analysed, analyseField } from "./skills.ts";
import type { AdSpot } from "./spots.ts";
import { titlePart } from "./title-part.ts";
import { type TitleShape, titleShape } from "./titles.ts";
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
// A remote-only profile can sometimes arrange a hybrid job; rarely an on-site one.
const HYBRID_FOR_REMOTE_FACTOR = 0.9;
const UNSPOKEN_FACTOR = 0.85;
// Few people move for a job: one far from every place the profile names weighs less as a whole, so
// the same job near home comes first (the place part alone is too small to decide it). Partly remote, less so.
const FAR_FACTOR = 0.84;
const FAR_HYBRID_FACTOR = 0.94;
// A freelancer and an employees-only ad (or the other way round) rarely come together.
const CONTRACT_FACTOR = 0.85;
// Without skills to compare, the shared vocabulary stands in for them, but never as a full match.
const SKILLS_FALLBACK_CAP = 0.5;

/**
 * A job ad analysed once (its words, the skills and languages it asks for, its title, how and under
 * which contract the work is done), so that scoring it against any profile repeats no text work.
 */
export type PreparedJob = {
  job: FitJob;
  fields: Analysed[];
  skills: Map<number, AdSpot>;
  units: Set<string>;
  title: TitleShape;
  languages: LanguageNeed[];
  /** The ad's language, given or detected; undefined when the text does not tell. */
  language: "de" | "en" | undefined;
  mode: WorkMode;
  contract: Contract;
  /** The career stage or years the ad asks for; null when it names none. */
  seniority: SeniorityAsk | null;
  /** Qualifications, conditions and restrictions the ad names. */
  terms: AdTerms;
};

/** Analyses a job ad once; score it against many profiles with `scorePrepared`. */
export function prepareFitJob(job: FitJob): PreparedJob {
  const description = job.description ?? "";
  // Skills, seniority and work mode read the ad without its conditions, restrictions and the words
  // of its qualifications (ad-terms.ts); the contract reads all of it.
  const terms = readAdTerms(job.title, description);
  const fields = [
    analyseField("title", job.title, terms.maskedTitle),
    analyseField("description", description, terms.maskedDescription),
  ];
  const text = `${job.title}\n${job.location ?? ""}\n${description}`;
  const read = `${terms.maskedTitle}\n${job.location ?? ""}\n${terms.maskedDescription}`;
  const noRemote = terms.restrictions.some((r) => r.kind === "no_remote");
  return {
    job,
    fields,
    skills: askedSkills(fields),
    units: contentUnits(fields),
    title: titleShape(job.title),
    languages: fields.flatMap(languageNeeds),
    language: job.language ?? detectLanguage(`${job.title} ${description}`),
    mode: workMode(job.remote, job.location ?? "", read, noRemote),
    contract: contractOf(text),
    seniority: seniorityAsked(terms.maskedTitle, terms.maskedDescription),
    terms,
  };
}

/** The fit of a prepared profile to a prepared job ad: 0 … 100 with the reasons. Pure and deterministic. */
export function scorePrepared(profile: PreparedProfile, ad: PreparedJob): FitResult {
  // An ad in no clear language is taken to be in the profile's (English only if it speaks no German).
  const adLanguage =
    ad.language ?? (profile.languages.has("en") && !profile.languages.has("de") ? "en" : "de");
  const experience = experiencePart(profile, ad.units);
  const skills = skillPart(profile, ad.fields, ad.skills);
  const requirements = requirementReasons(profile, ad.terms);
  // Qualifications are requirements met or not: they count in the skill share (never as a career stage).
  const qualified = qualificationTally(requirements);
  const skillTotal = skills.total + qualified.total;
  const skillValue = skillTotal > 0 ? (skills.have + qualified.have) / skillTotal : undefined;
  const fallback = Math.min(experience, SKILLS_FALLBACK_CAP);
  const title = titlePart(profile, ad.job.title, ad.title);
  const language = languagePart(profile, ad.languages, adLanguage);
  const location = locationPart(profile, ad.job, ad.mode, ad.contract);
  const seniority = seniorityPart(ad.seniority, profile.years);

  const parts: Record<FitPart, number> = {
    skills: Math.max(skillValue ?? 0, fallback),
    title: title.value,
    experience,
    language: language.value,
    location: location.value,
  };
  let raw = 0;
  for (const part of Object.keys(FIT_WEIGHTS) as FitPart[]) raw += FIT_WEIGHTS[part] * parts[part];
  if (location.blocked) raw *= BLOCKED_FACTOR;
  else if (profile.remoteOnly && location.mode === "hybrid") raw *= HYBRID_FOR_REMOTE_FACTOR;
  if (location.far) raw *= location.mode === "hybrid" ? FAR_HYBRID_FACTOR : FAR_FACTOR;
  if (location.contractMismatch) raw *= CONTRACT_FACTOR;
  if (language.unspoken) raw *= UNSPOKEN_FACTOR;
  raw *= seniority.factor;
  return {
    score: Math.max(0, Math.min(100, Math.round(raw))),
    ad_language: adLanguage,
    parts: Object.fromEntries(
      Object.entries(parts).map(([k, v]) => [k, Math.round(v * 100) / 100]),
    ) as Record<FitPart, number>,
    reasons: [
      ...skills.reasons,
      ...title.reasons,
      ...seniority.reasons,
      ...language.reasons,
      ...location.reasons,
      ...requirements,
    ],
  };
}

/** The fit of a prepared profile to a job ad. */
export function scoreFit(profile: PreparedProfile, job: FitJob): FitResult {
  return scorePrepared(profile, prepareFitJob(job));
}

/** The fit of a profile to a job ad: 0 … 100 with the reasons (skills, title, languages, place). */
export function calculateFit(profile: FitProfile, job: FitJob, today?: Date): FitResult {
  return scoreFit(prepareFitProfile(profile, today), job);
}

export {
  type AdTerms,
  CONDITION_KINDS,
  type ConditionKind,
  QUALIFICATION_KINDS,
  type QualificationKind,
  RESTRICTION_KINDS,
  type RestrictionKind,
  readAdTerms,
} from "./ad-terms.ts";
export { type Contract, namesPlace, postcodeIn, type WorkMode, workMode } from "./conditions.ts";
export { detectLanguage } from "./languages.ts";
export { type PreparedProfile, prepareFitProfile } from "./profile.ts";
export {
  calculateFit,
  FIT_WEIGHTS,
  type PreparedJob,
  prepareFitJob,
  scoreFit,
  scorePrepared,
} from "./score.ts";
export {
  experienceYears,
  SENIORITY_LEVELS,
  type SeniorityAsk,
  type SeniorityLevel,
  seniorityAsked,
} from "./seniority.ts";
export { analyseField, findSkills, impliedSkills, SKILLS, type SkillEntry } from "./skills.ts";
export type { AdSpot } from "./spots.ts";
export {
  FIT_LOCATIONS,
  type FitJob,
  type FitLocation,
  type FitPart,
  type FitProfile,
  type FitReason,
  type FitResult,
} from "./types.ts";

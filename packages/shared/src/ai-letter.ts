import { z } from "zod";
import { COVER_LETTER_TEXT_MAX } from "./coverletters.ts";

/** Options of the AI letter helper (issue 12). */
export const AI_LETTER_LENGTHS = ["short", "standard"] as const;
export const AI_LETTER_FORMALITIES = ["formal", "informal"] as const;

/** POST /api/application/coverletter/ai/help (and /stream): which application, profile and text. */
export const aiLetterRequestSchema = z.object({
  application_id: z.coerce.number().int().positive(),
  profile_id: z.coerce.number().int().positive(),
  letter: z.string().max(COVER_LETTER_TEXT_MAX),
  options: z
    .object({
      /** Unset: the ad's language (German when the ad does not tell). */
      language: z.enum(["de", "en"]).optional(),
      formality: z.enum(AI_LETTER_FORMALITIES).default("formal"),
      length: z.enum(AI_LETTER_LENGTHS).default("standard"),
      tone: z.string().trim().max(60).optional(),
    })
    .default({ formality: "formal", length: "standard" }),
});
export type AiLetterRequest = z.infer<typeof aiLetterRequestSchema>;

/** A stretch of the new letter: offsets into `letter`, end exclusive. */
export type AiPassage = { start: number; end: number };

/** Kinds of claims the fact check looks at. */
export type AiClaimKind =
  | "employer"
  | "name"
  | "education"
  | "degree"
  | "skill"
  | "certificate"
  | "date"
  | "experience"
  | "convention";

/** The helper's answer: the letter, every change with its reason, and the claims the profile does not hold. */
export type AiLetterResult = {
  letter: string;
  language: "de" | "en";
  subject?: string;
  changes: { change: string; reason: string; passages: AiPassage[] }[];
  flagged: { claim: string; reason: string; kind: AiClaimKind; passages: AiPassage[] }[];
};

/**
 * What leaves the server for one letter, field by field: GET /api/ai/status lists it in the consent
 * dialog, and the prompt is built from exactly these (a test holds the two together).
 */
export const AI_LETTER_FIELDS = [
  "application.job_title",
  "application.hireing_company",
  "application.location",
  "application.job_description",
  "application.recipient_salutation",
  "application.recipient_name",
  "profile.vorname",
  "profile.name",
  "profile.title",
  "profile.skills.name",
  "profile.languages.name",
  "profile.languages.level",
  "profile.qualifications.name",
  "profile.educations.name",
  "profile.educations.subject_area",
  "profile.educations.start",
  "profile.educations.ende",
  "profile.educations.description",
  "profile.workexperiences.position_name",
  "profile.workexperiences.company",
  "profile.workexperiences.start",
  "profile.workexperiences.ende",
  "profile.workexperiences.current",
  "profile.workexperiences.description",
  "profile.workexperiences.job_tasks.description",
  "letter",
  "options.language",
  "options.formality",
  "options.length",
  "options.tone",
] as const;

/** Codes of the AI endpoints' error answers; the web app words them in both languages. */
export const AI_ERROR_CODES = [
  "AI_NOT_CONFIGURED",
  "AI_CONSENT_REQUIRED",
  "AI_PROVIDER_CHANGED",
  "AI_HOURLY_LIMIT",
  "AI_MONTHLY_BUDGET",
  "AI_TIMEOUT",
  "AI_PROVIDER_DOWN",
  "AI_PROVIDER_BUSY",
  "AI_PROVIDER_REFUSED",
  "AI_BAD_OUTPUT",
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

/** GET /api/ai/status. */
export type AiStatus = {
  configured: boolean;
  provider_host: string | null;
  model: string | null;
  consented: boolean;
  fields_sent: string[];
  limits: { requests_per_hour: number; monthly_tokens: number; tokens_used_this_month: number };
};

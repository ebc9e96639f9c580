import { salutationLine } from "@jah/shared";
import { z } from "zod";
import type { ChatMessage } from "../../ai/client.ts";
import type { LetterContext } from "./context.ts";

/** What the model must answer; lenient where a small model is sloppy, strict where we rely on it. */
export const letterAnswerSchema = z.object({
  letter: z.string().trim().min(1).max(20_000),
  subject: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((s) => s || undefined),
  changes: z
    .array(
      z.object({
        change: z.string().trim().min(1).max(500),
        reason: z.string().trim().max(1000).default(""),
        passages: z
          .array(z.string())
          .max(10)
          .nullish()
          .transform((p) => p ?? []),
      }),
    )
    .max(50)
    .nullish()
    .transform((c) => c ?? []),
});
export type LetterAnswer = z.infer<typeof letterAnswerSchema>;

const CONVENTIONS = {
  de: `The letter is German and follows DIN 5008:
- Salutation on its own line, ending with a comma: "Sehr geehrte Frau <Nachname>," or "Sehr geehrter Herr <Nachname>,"; without a known recipient "Sehr geehrte Damen und Herren,". The text after it starts with a lower-case letter unless it is a noun.
- Closing on its own line, without a comma: "Mit freundlichen Grüßen", then the sender's name on the next line. Never "MfG" or "Hochachtungsvoll".
- Formal letters address the reader as "Sie" (capitalised: Sie, Ihnen, Ihr); informal ones use "du" and may greet "Hallo <Vorname>," and close "Viele Grüße".`,
  en: `The letter is English:
- Salutation on its own line: "Dear Ms <Surname>," or "Dear Mr <Surname>,"; without a known recipient "Dear Sir or Madam," (or "Dear Hiring Team,").
- Closing on its own line: "Yours sincerely" (a named recipient) or "Kind regards", then the sender's name on the next line.
- Informal letters may greet "Hi <First name>," and close "Best regards".`,
} as const;

const LENGTH = {
  short: "about 120 to 180 words",
  standard: "about 250 to 350 words",
} as const;

/** The instructions: rules of honesty first, then the letter conventions and the answer's shape. */
export function systemPrompt(context: LetterContext): string {
  const { language, formality, length, tone } = context.options;
  const expected = salutationLine({
    recipient_name: context.application.recipient_name,
    recipient_salutation: context.application.recipient_salutation,
    language,
    formal: formality === "formal",
  });
  return `You improve job application letters. You get the job ad, the applicant's profile and the current letter as JSON.
Rules:
- Keep the applicant's facts. Never invent an employer, degree, school, certificate, skill, project, number or date that the profile or the current letter does not hold. When the ad asks for something the profile lacks, do not claim it.
- Keep what is good in the current letter; change what makes it clearer, more specific to this job, and better written.
- Write in ${language === "de" ? "German" : "English"}, ${formality}, ${LENGTH[length]}${tone ? `, tone: ${tone}` : ""}.
- Use this salutation line: "${expected}"
${CONVENTIONS[language]}
Answer with one JSON object and nothing else, with the key "letter" first:
{"letter": "<the whole new letter, lines separated by \\n>", "subject": "<a subject line for the application e-mail>", "changes": [{"change": "<what you changed>", "reason": "<why>", "passages": ["<exact text of the new letter this change wrote>"]}]}
Write "change" and "reason" in the letter's language. Each passage must be copied exactly from the new letter.`;
}

/** The data message: exactly the fields listed in AI_LETTER_FIELDS. */
export function userPrompt(context: LetterContext): string {
  return JSON.stringify(context);
}

/** Both messages of one helper call. */
export function letterMessages(context: LetterContext): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(context) },
    { role: "user", content: userPrompt(context) },
  ];
}

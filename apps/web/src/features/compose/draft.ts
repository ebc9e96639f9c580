import {
  type CoverLetter,
  composeSchema,
  fillPlaceholders,
  type Language,
  type PlaceholderData,
  type Salutation,
} from "@jah/shared";
import type { z } from "zod";

/** What a mail is filled from: the application's recipient, portal and job title. */
export interface DraftSource {
  recipient_name?: string | null;
  recipient_salutation?: Salutation | null;
  page?: string | null;
  job_title?: string | null;
}

/**
 * The active letters to choose from: those in `language` first, then the others, each group by title.
 * Inactive letters are left out.
 */
export function templatesFor(letters: CoverLetter[], language: Language): CoverLetter[] {
  return letters
    .filter((letter) => letter.active)
    .sort(
      (a, b) =>
        Number(b.cover_letter_language === language) - Number(a.cover_letter_language === language) ||
        a.title.localeCompare(b.title),
    );
}

/** The default subject in the letter's language: "Bewerbung als …" / "Application for …". */
export function defaultSubject(language: Language, jobTitle: string | null | undefined): string {
  const title = (jobTitle ?? "").trim();
  if (language === "de") return title ? `Bewerbung als ${title}` : "Bewerbung";
  return title ? `Application for ${title}` : "Application";
}

/** The placeholder data of a letter for an application. */
export function placeholderData(
  source: DraftSource,
  letter: Pick<CoverLetter, "formal" | "cover_letter_language">,
): PlaceholderData {
  return {
    recipient_name: source.recipient_name,
    recipient_salutation: source.recipient_salutation,
    page: source.page,
    job_title: source.job_title,
    language: letter.cover_letter_language,
    formal: letter.formal,
  };
}

/** A letter's text filled for an application; what could not be filled stays and is listed. */
export function fillLetter(source: DraftSource, letter: CoverLetter) {
  return fillPlaceholders(letter.text, placeholderData(source, letter));
}

/**
 * The placeholders still in a subject and body: filled with what is known, anything left over is
 * listed. The mail must not leave while this is not empty (a recipient never reads `{lastname}`).
 */
export function unfilledPlaceholders(
  source: DraftSource,
  language: Language,
  formal: boolean,
  ...texts: string[]
): string[] {
  const data: PlaceholderData = { ...source, language, formal };
  return [...new Set(texts.flatMap((text) => fillPlaceholders(text, data).missing))];
}

/** Fills what can be filled in a text the user edited (e.g. after typing a placeholder by hand). */
export function fillKnown(text: string, source: DraftSource, language: Language, formal: boolean): string {
  return fillPlaceholders(text, { ...source, language, formal }).text;
}

/**
 * The compose rules of spec section 5 for the fields the user fills (mail_text and mail_subject
 * 'Required', a valid recipient address); profile and application are chosen in their own steps.
 */
export const composeFormSchema = composeSchema.pick({
  mail_address: true,
  mail_subject: true,
  mail_text: true,
});
export type ComposeFormValues = z.infer<typeof composeFormSchema>;

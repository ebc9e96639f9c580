import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./constants.ts";
import { positiveId, requiredText } from "./fields.ts";

/** Upper bounds of a cover letter's texts. */
export const COVER_LETTER_TITLE_MAX = 200;
export const COVER_LETTER_TEXT_MAX = 20_000;
/** The text area of the cover-letter form (spec section 9). */
export const COVER_LETTER_TEXT_ROWS = 20;

/** A yes/no flag; 1/0 and "true"/"false" as older clients send them (formal: 1 formal, 0 informal). */
const flag = z.preprocess(
  (v) => (v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" ? false : v),
  z.boolean({ error: "Must be true or false" }),
);

/** The fields of the cover-letter form (spec sections 3 and 5): title and text 'Required'. */
export const coverLetterFieldsSchema = z.object({
  title: requiredText(COVER_LETTER_TITLE_MAX),
  text: requiredText(COVER_LETTER_TEXT_MAX),
  formal: flag.default(false),
  active: flag.default(true),
  cover_letter_language: z.enum(LANGUAGES, { error: "Language must be de or en" }).default(DEFAULT_LANGUAGE),
});
export type CoverLetterFields = z.infer<typeof coverLetterFieldsSchema>;

/** POST application/coverletter/ creates; an id sent along (the form's 0) is ignored. */
export const coverLetterCreateSchema = coverLetterFieldsSchema.extend({ id: z.unknown().optional() });
/** POST application/coverletter/edit: the whole letter with its id. */
export const coverLetterEditSchema = coverLetterFieldsSchema.extend({ id: positiveId });

/** A cover letter as the API returns it. */
export interface CoverLetter {
  id: number;
  title: string;
  text: string;
  formal: boolean;
  active: boolean;
  cover_letter_language: Language;
  created: string;
  updated: string;
}

/** A new cover letter's form (spec section 3): empty texts, informal, active, German. */
export const NEW_COVER_LETTER: CoverLetterFields = {
  title: "",
  text: "",
  formal: false,
  active: true,
  cover_letter_language: DEFAULT_LANGUAGE,
};

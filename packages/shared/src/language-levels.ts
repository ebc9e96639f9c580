/**
 * Language levels as a CV writes them (issue 42). The profile keeps the four-step scale for bars and
 * words, and beside it the level as written when it is a standard one, so "B1" prints as "B1" and
 * not as the vaguer "Gute Kenntnisse".
 */

/** The CEFR codes the editor offers, lowest first. */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

/** The word for the mother tongue the editor offers, in the CV's language. */
export const NATIVE_LEVEL_TEXT = { de: "Muttersprache", en: "Native" } as const;

/** A CEFR code or a range of two ("B2/C1", "B2–C1"), standing on its own in the text. */
const CEFR = /(?<![\p{L}\d])([ABC][12])(?:\s*[-–/]\s*([ABC][12]))?(?![\p{L}\d])/iu;

/** The mother tongue as a CV writes it, the whole level text. */
const NATIVE =
  /^(?:muttersprache(?:\s*\(?n\)?)?|muttersprachlich|muttersprache oder zweisprachig|erstsprache|native(?: speaker| language)?|mother tongue(?:\(s\))?|first language|bilingual|zweisprachig)$/i;

/** LinkedIn's five proficiencies, with or without "proficiency" ("Limited Working"). */
const LINKEDIN =
  /^(?:native or bilingual|full professional|professional working|limited working|elementary)(?: proficiency)?$/i;

/**
 * The level to keep as written, or "" when the text is no standard level (words like "fließend",
 * stars, percentages: the four-step scale says those). A CEFR code anywhere in the text is kept
 * alone ("verhandlungssicher (C1)" → "C1"), in capitals; the mother tongue and LinkedIn's words
 * are kept as they stand.
 */
export function standardLevelText(printed: string | undefined): string {
  const text = (printed ?? "").replace(/\s+/g, " ").trim();
  if (text === "" || text.length > 60) return "";
  const cefr = CEFR.exec(text);
  if (cefr?.[1]) {
    return cefr[2] ? `${cefr[1].toUpperCase()}/${cefr[2].toUpperCase()}` : cefr[1].toUpperCase();
  }
  if (NATIVE.test(text) || LINKEDIN.test(text)) return text;
  return "";
}

/**
 * The step of the four-step scale a level as written stands for, so that choosing "B1" in the
 * editor also sets the bar: A 25, B 50, C 75 (as the import reads them), the mother tongue 100.
 */
export function scaleOfStandardLevel(text: string): 25 | 50 | 75 | 100 | null {
  const code = CEFR.exec(text)?.[1]?.toUpperCase();
  if (code) return code.startsWith("A") ? 25 : code.startsWith("B") ? 50 : 75;
  return NATIVE.test(text.trim()) || /^native or bilingual/i.test(text.trim()) ? 100 : null;
}

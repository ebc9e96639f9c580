import type { Language } from "@jah/shared";

/** A cover letter's text taken apart into what a letter page prints in separate places. */
export type LetterParts = { salutation: string | null; paragraphs: string[]; closing: string | null };

const OPENER =
  /^(sehr geehrte[rn]?|guten tag|hallo|liebe[rs]?|moin|dear|hi|hello|to whom|good (morning|afternoon))\b/i;
const CLOSING =
  /^(mit freundlichen gr(ü|ue)(ß|ss)en|mit freundlichem gru(ß|ss)|freundliche gr(ü|ue)(ß|ss)e|beste gr(ü|ue)(ß|ss)e|viele gr(ü|ue)(ß|ss)e|liebe gr(ü|ue)(ß|ss)e|herzliche gr(ü|ue)(ß|ss)e|hochachtungsvoll|kind regards|best regards|warm regards|with best regards|regards|yours sincerely|yours faithfully|sincerely|best wishes)\s*[,.!]?$/i;

/**
 * The letter text as the user wrote it (a salutation line and a closing with the name under it are
 * usual): the salutation and closing are taken out so the page sets them in their places, and the
 * lines after the closing (the name, again) are dropped because the page prints the sender's name.
 */
export function letterParts(text: string): LetterParts {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let start = lines.findIndex((line) => line.trim() !== "");
  let salutation: string | null = null;
  if (start >= 0 && OPENER.test(lines[start]!.trim()) && lines[start]!.trim().length < 120) {
    salutation = lines[start]!.trim();
    start++;
  }
  let end = lines.length;
  let closing: string | null = null;
  for (let i = lines.length - 1, seen = 0; i >= Math.max(start, 0) && seen < 6; i--) {
    if (lines[i]!.trim() === "") continue;
    seen++;
    if (CLOSING.test(lines[i]!.trim())) {
      closing = lines[i]!.trim();
      end = i;
      break;
    }
  }
  const body = lines.slice(Math.max(start, 0), end).join("\n").trim();
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { salutation, paragraphs, closing };
}

/**
 * The closing as the letter's language writes it: German without a comma (DIN 5008); British with one,
 * "Yours sincerely," to a named reader and "Yours faithfully," to "Dear Sir or Madam".
 */
export function closingFor(written: string | null, lang: Language, namedRecipient: boolean): string {
  if (lang === "de") return (written ?? "Mit freundlichen Grüßen").replace(/[,.!]+$/, "");
  const closing = written ?? (namedRecipient ? "Yours sincerely" : "Yours faithfully");
  return `${closing.replace(/[,.!]+$/, "")},`;
}

/** The letter's date: "7. Dezember 2026" (DIN 5008's written-out form) or "7 December 2026" (UK). */
export function letterDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(date);
}

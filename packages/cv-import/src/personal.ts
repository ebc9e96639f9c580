/** Personal data a CV may print beside the contact data: the date and the name of birth. */
export type Personal = { birthDate: string; birthName: string };

const MONTHS: Record<string, number> = {
  jan: 1,
  jän: 1,
  feb: 2,
  mär: 3,
  mar: 3,
  apr: 4,
  mai: 5,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  okt: 10,
  oct: 10,
  nov: 11,
  dez: 12,
  dec: 12,
};
const MONTH = "(jan|jän|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec)[a-zä]*\\.?";
/** 12.03.1990, 12/03/1990, 12-03-1990 (day first, as in Germany and the UK). */
const NUMERIC = /^(\d{1,2})[./-]\s?(\d{1,2})[./-]\s?((?:19|20)\d{2})/;
/** 12. März 1990, 12 March 1990. */
const DAY_MONTH = new RegExp(`^(\\d{1,2})\\.?\\s+${MONTH}\\s+((?:19|20)\\d{2})`, "i");
/** March 12, 1990. */
const MONTH_DAY = new RegExp(`^${MONTH}\\s+(\\d{1,2}),?\\s+((?:19|20)\\d{2})`, "i");
/** 1990-03-12. */
const ISO = /^((?:19|20)\d{2})-(\d{2})-(\d{2})/;

/** Labels before a birth date; "geb." before a date is one, before a name it names the birth name. */
const DATE_LABEL =
  /(?:^|[\s|·,;(])(?:geburtsdatum|geboren\s+am|geboren|geb\.|date\s+of\s+birth|birth\s*date|birthday|born(?:\s+on)?|dob|d\.o\.b\.)\s*:?\s*/giu;
const NAME_LABEL = /(?:^|[\s|·,;(])(?:geburtsname|birth\s*name|geb\.|née|nee)\s*:?\s*/giu;
/** A birth name: one or two capitalised words (a double name with a hyphen counts as one). */
const NAME = /^(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)(?=$|[\s,;)|·])/u;

/**
 * Reads the birth date and the birth name from a CV's lines (its head, contact and personal
 * sections, or every line: the labels are specific enough). Nothing is guessed: a date without
 * a birth label is no birth date.
 */
export function extractPersonal(texts: string[]): Personal {
  let birthDate = "";
  let birthName = "";
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, " ");
    if (!birthDate) {
      for (const match of text.matchAll(DATE_LABEL)) {
        const date = readDate(text.slice((match.index ?? 0) + match[0].length));
        if (date) {
          birthDate = date;
          break;
        }
      }
    }
    if (!birthName) {
      for (const match of text.matchAll(NAME_LABEL)) {
        const name = NAME.exec(text.slice((match.index ?? 0) + match[0].length))?.[1];
        // "geb. 12.03.1990" is a date, "geb. Müller" a name.
        if (name) {
          birthName = name;
          break;
        }
      }
    }
  }
  return { birthDate, birthName };
}

/** A date at the start of `text` as YYYY-MM-DD, if it is one that exists. */
export function readDate(text: string): string {
  const t = text.trim();
  let parts: [number, number, number] | undefined;
  const iso = ISO.exec(t);
  const numeric = NUMERIC.exec(t);
  const dayMonth = DAY_MONTH.exec(t);
  const monthDay = MONTH_DAY.exec(t);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) parts = [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])];
  else if (dayMonth) parts = [Number(dayMonth[3]), monthOf(dayMonth[2]), Number(dayMonth[1])];
  else if (monthDay) parts = [Number(monthDay[3]), monthOf(monthDay[1]), Number(monthDay[2])];
  if (!parts) return "";
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return "";
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function monthOf(word: string | undefined): number {
  return MONTHS[(word ?? "").toLowerCase().slice(0, 3)] ?? 0;
}

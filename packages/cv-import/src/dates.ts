import { fold } from "./text.ts";

/** A period as a CV prints it; dates are `YYYY-MM`, or `YYYY` when only the year is given. */
export type DateRange = {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the period sits in the text, so callers can cut it out. */
  index: number;
  length: number;
};

const MONTHS: [RegExp, number][] = [
  [/^(jan|jän|jaen)/, 1],
  [/^feb/, 2],
  [/^(mär|maer|mar|mrz)/, 3],
  [/^apr/, 4],
  [/^(mai|may)/, 5],
  [/^jun/, 6],
  [/^jul/, 7],
  [/^aug/, 8],
  [/^sep/, 9],
  [/^(okt|oct)/, 10],
  [/^nov/, 11],
  [/^(dez|dec)/, 12],
];

const MONTH_WORD =
  "(?:jan(?:uar|uary)?|j[äa]n(?:ner)?|feb(?:r|ruar|ruary)?|m[äa]r(?:z|ch)?|maerz|mrz|apr(?:il)?|mai|may|jun[ei]?|jul[iy]?|aug(?:ust)?|sep(?:t(?:ember)?)?|o[ck]t(?:ober)?|nov(?:ember)?|de[zc](?:ember)?)\\.?";
const YEAR = "(?:19|20)\\d{2}";
/** Month and two-digit year with a slash ("10/19"); a digit after it would make it something else. */
const SHORT = "(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/.])";
const SHORT_ALONE = new RegExp(`^${SHORT}$`);
/**
 * A day before the month ("01.03.2019", "01/03/2019", as the Europass editor writes dates); a US
 * date ("12/25/2019") is told apart when its second number cannot be a month.
 */
const DAY = "(?:0?[1-9]|[12]\\d|3[01])";
/** One date: 03/2019, 3.2019, 2019-03, 01.03.2019, 01/03/2019, März 2018, Jan. 2019, 2019, 10/19. */
const DATE = `(?:${DAY}\\.\\s?(?:0?[1-9]|1[0-2])\\.\\s?${YEAR}|${DAY}/(?:0?[1-9]|1[0-2])/${YEAR}|(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\\d|3[01])/${YEAR}|(?:0?[1-9]|1[0-2])\\s?[./]\\s?${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])|${MONTH_WORD}\\s*${YEAR}|${YEAR}|${SHORT})`;
const PRESENT =
  "(?:heute|today|present|now|current(?:ly)?|dato|jetzt|aktuell|laufend|ongoing|date|gegenwart|derzeit)";
// Whitespace alone also separates two dates: some PDFs lose the dash's character mapping.
const SEP = "(?:\\s*[–—‐‑-]+\\s*(?:bis\\s+|to\\s+)?|\\s+(?:bis|to|until|till)\\s+|\\s{1,4})";
const SINCE = "(?:seit|since|ab|from)";
const RANGE = new RegExp(
  `(?<![\\p{L}\\d]|\\d[./])(?:(${SINCE})\\s+)?(${DATE})(?:${SEP}(${DATE}|${PRESENT}))?(?![\\p{L}\\d])`,
  "giu",
);

/** A two-digit year in the century that makes it no later than next year ("19" → 2019, "98" → 1998). */
function century(yy: number): number {
  const next = (new Date().getFullYear() + 1) % 100;
  return yy <= next ? 2000 + yy : 1900 + yy;
}

/** Parses one date ("März 2018", "03/2019", "2019") to YYYY-MM or YYYY. */
export function parseDate(text: string): string | null {
  const s = fold(text.trim());
  const short = /^(\d{1,2})\/(\d{2})$/.exec(s);
  if (short?.[1] && short[2]) return `${century(Number(short[2]))}-${short[1].padStart(2, "0")}`;
  const year = /((?:19|20)\d{2})/.exec(s)?.[1];
  if (!year) return null;
  const slashed = /^(\d{1,2})\/(\d{1,2})\/\d{4}$/.exec(s);
  if (slashed?.[1] && slashed[2]) {
    const month = Number(slashed[2]) > 12 ? slashed[1] : slashed[2];
    return `${year}-${month.padStart(2, "0")}`;
  }
  const numeric =
    /^(?:\d{1,2}\.\s?|\d{1,2}\/)?(\d{1,2})\s?[./]\s?\d{4}$/.exec(s) ?? /^\d{4}-(\d{2})$/.exec(s);
  if (numeric?.[1]) return `${year}-${numeric[1].padStart(2, "0")}`;
  const word = /^([a-z]+)/.exec(s)?.[1];
  const month = word ? MONTHS.find(([re]) => re.test(word))?.[1] : undefined;
  return month ? `${year}-${String(month).padStart(2, "0")}` : year;
}

/**
 * The first period in a text: "03/2019 – heute", "seit 2020", "März 2018 – Juni 2021",
 * "Jan 2019 – present", "2015 – 2018", "2019–now", "Mai 2009 bis Juli 2011". A lone date
 * counts as the end of a period (a degree's graduation), unless "seit"/"since" says it started.
 */
export function findDateRange(text: string): DateRange | undefined {
  // "10/19" alone may be a rating or a fraction; only in a period is it a date.
  const all = [...text.matchAll(RANGE)].filter(
    (m) => m[3] !== undefined || m[1] !== undefined || !SHORT_ALONE.test(m[2] ?? ""),
  );
  // A real range beats a lone year mentioned earlier in the same text.
  const match = all.find((m) => m[3] !== undefined || m[1] !== undefined) ?? all[0];
  if (!match?.[2]) return undefined;
  const first = parseDate(match[2]);
  const endText = match[3];
  const present = endText !== undefined && new RegExp(`^${PRESENT}$`, "i").test(fold(endText));
  const base = { index: match.index ?? 0, length: match[0].length };
  if (match[1]) return { start: first, end: null, current: true, ...base };
  if (endText === undefined) return { start: null, end: first, current: false, ...base };
  if (present) return { start: first, end: null, current: true, ...base };
  return { start: first, end: parseDate(endText), current: false, ...base };
}

/** True when the text is nothing but a period (and maybe a place or label around it). */
export function isDateOnly(text: string): boolean {
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.slice(0, range.index) + text.slice(range.index + range.length);
  return rest.replace(/[\s,;:|·•–—()-]/g, "") === "";
}

/** A piece of a wrapped period ("März 2019 –", "Juni 2021", "heute"), as date columns break them. */
export function isDateFragment(text: string): boolean {
  const s = fold(text.trim());
  return (
    new RegExp(
      `^(?:${SINCE}\\s+)?(?:${DATE})?\\s*(?:[–—-]|bis|to|until)?\\s*(?:bis\\s+)?(?:${DATE}|${MONTH_WORD}|${PRESENT})?\\s*$`,
      "iu",
    ).test(s) && /\d|heute|today|present|now|dato|jetzt|aktuell/.test(s)
  );
}

/**
 * A length of time as LinkedIn prints it beside a period or under a company ("(1 year 9 months)",
 * "1 Jahr 9 Monate", "· 2 yrs 3 mos", "less than a year"): no date and no header.
 */
const DURATION_UNIT = "(?:years?|yrs?|jahre?n?|months?|mos?|monate?n?|mon\\.)";
const DURATION = `(?:(?:\\d{1,2}\\s+${DURATION_UNIT}\\s*){1,2}|less than a year|weniger als ein(?:em)? jahr)`;
const DURATION_IN_TEXT = new RegExp(`\\s*[·•]?\\s*\\(?\\s*${DURATION}\\s*\\)?(?![\\p{L}\\d])`, "giu");
const DURATION_ONLY = new RegExp(`^\\s*[·•]?\\s*\\(?\\s*${DURATION}\\s*\\)?\\s*$`, "iu");

/** Whether a text is nothing but a length of time ("1 year 9 months", "(2 Jahre)"). */
export function isDuration(text: string): boolean {
  return DURATION_ONLY.test(text);
}

/** The text without lengths of time after its period ("Jan 2020 - Present (3 years)" → "Jan 2020 - Present"). */
export function withoutDuration(text: string): string {
  return text.replace(DURATION_IN_TEXT, "").trim();
}

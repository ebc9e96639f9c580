import { findRelativeDate } from "./relative-dates.ts";

/** A date and time found in a reply: "YYYY-MM-DD" and "HH:mm" (null when the text names no time). */
export type FoundDate = { date: string; time: string | null };

const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  january: 1,
  jan: 1,
  februar: 2,
  february: 2,
  feb: 2,
  märz: 3,
  maerz: 3,
  march: 3,
  mar: 3,
  mär: 3,
  april: 4,
  apr: 4,
  mai: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  december: 12,
  dez: 12,
  dec: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

type DayMonth = { day: number; month: number; year: number | null; index: number; length: number };

const DATE_PATTERNS: Array<{
  pattern: RegExp;
  read: (m: RegExpExecArray) => Omit<DayMonth, "index" | "length">;
}> = [
  // 2027-03-14
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/, read: (m) => ({ year: +m[1]!, month: +m[2]!, day: +m[3]! }) },
  // 14.03.2027, 14.3.27, 14.03.
  {
    pattern: /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?!\d)/,
    read: (m) => ({ day: +m[1]!, month: +m[2]!, year: m[3] ? fullYear(+m[3]) : null }),
  },
  // 14. März 2027, 14 March 2027, 14th of March
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH})\\.?(?:,?\\s+(\\d{4}))?\\b`,
      "i",
    ),
    read: (m) => ({ day: +m[1]!, month: MONTHS[m[2]!.toLowerCase()]!, year: m[3] ? +m[3] : null }),
  },
  // March 14, 2027; March 14th
  {
    pattern: new RegExp(`\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, "i"),
    read: (m) => ({ month: MONTHS[m[1]!.toLowerCase()]!, day: +m[2]!, year: m[3] ? +m[3] : null }),
  },
];

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * Words right before a date that make it no appointment: a reply-by date ("bis zum 10.03.", "by
 * March 10th", "spätestens am Freitag, 12.03.", "Antwortfrist: 12.03.", "deadline for your reply: 12 March")
 * or a start date ("ab dem 1. April", "starting on").
 */
const NOT_AN_APPOINTMENT =
  /(?:\bbis\b(?:\s+(?:zum|spätestens|einschließlich))?|\bspätestens\b(?:\s+(?:am|zum|bis))?|\bby\b|\buntil\b|\bbefore\b|\bno later than\b|\bvor dem\b|\bab\b(?:\s+dem)?|\bfrom\b|\bstarting\b(?:\s+on)?|\bbeginning\b(?:\s+on)?|frist\b(?:\s+(?:ist|endet|bis))?:?|\bdeadline\b(?:\s+for\s+(?:your\s+|a\s+)?(?:reply|response|answer|confirmation))?(?:\s+is)?:?)\s*(?:(?:dem|the|den|am|on)\s+)?(?:(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri)\.?,?\s+(?:(?:dem|the|den)\s+)?)?$/i;

function findDayMonth(text: string): DayMonth | null {
  let best: DayMonth | null = null;
  for (const { pattern, read } of DATE_PATTERNS) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const m of text.matchAll(global)) {
      const found = { ...read(m as RegExpExecArray), index: m.index, length: m[0].length };
      if (found.month < 1 || found.month > 12 || found.day < 1 || found.day > 31) continue;
      if (NOT_AN_APPOINTMENT.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (!best || found.index < best.index) best = found;
      break;
    }
  }
  return best;
}

/** "10:00", "10.30 Uhr", "10 Uhr", "2 pm", "2:30pm", "14h"; the date's own digits are left out before. */
export function findTime(text: string): string | null {
  const m =
    /\b(\d{1,2})[:.](\d{2})\s*(uhr|h\b|am\b|pm\b|a\.m\.|p\.m\.)?/i.exec(text) ??
    /\b(\d{1,2})\s*(uhr|h|am|pm|a\.m\.|p\.m\.)(?![a-z])/i.exec(text);
  if (!m) return null;
  let hours = Number(m[1]);
  const hasMinutes = m.length > 3 && m[2] !== undefined && /^\d{2}$/.test(m[2]);
  const minutes = hasMinutes ? Number(m[2]) : 0;
  const suffix = (hasMinutes ? m[3] : m[2])?.toLowerCase().replace(/\./g, "") ?? "";
  if (suffix === "pm" && hours < 12) hours += 12;
  if (suffix === "am" && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  // A bare "10.30" without a word after it could be a price or a section number: only "10:30" counts.
  if (!suffix && !m[0].includes(":")) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The first date (and the time after it) in a sentence that is no reply-by or start date. A date without a year is the next such day
 * on or after the day the reply was written, so "14. März" in a mail of December means next March.
 * `clock`: the sender's wall clock (mail-clock.ts), read through its UTC fields.
 */
export function findDate(text: string, clock: Date): FoundDate | null {
  const found = findDayMonth(text);
  if (!found) {
    const relative = findRelativeDate(text, clock, (before) => NOT_AN_APPOINTMENT.test(before));
    if (!relative) return null;
    const after = text.slice(relative.index + relative.length);
    const rest = text.slice(0, relative.index) + " ".repeat(relative.length) + after;
    return { date: relative.date, time: findTime(after) ?? findTime(rest) };
  }
  let year = found.year ?? clock.getUTCFullYear();
  if (found.year === null) {
    const candidate = Date.UTC(year, found.month - 1, found.day);
    const received = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
    if (candidate < received) year += 1;
  }
  const check = new Date(Date.UTC(year, found.month - 1, found.day));
  if (check.getUTCMonth() !== found.month - 1) return null; // 31 April
  // The time after the date first ("am 16.03. um 14 Uhr"), else anywhere else in the sentence.
  const after = text.slice(found.index + found.length);
  const rest = text.slice(0, found.index) + " ".repeat(found.length) + after;
  return { date: `${year}-${pad(found.month)}-${pad(found.day)}`, time: findTime(after) ?? findTime(rest) };
}

/**
 * Dates as people write them without a full date (issue 39): "morgen", "übermorgen", "tomorrow",
 * "nächsten Dienstag", "next Tuesday", "nächste Woche Donnerstag", "Thursday next week", and a weekday
 * with a day but no month ("Dienstag, den 14.", "Wednesday the 16th"). Each is read against the day
 * the mail was written, on the sender's clock (mail-clock.ts): its UTC fields are the sender's wall time.
 */

/** getUTCDay's numbers (0 Sunday) by German and English weekday names. */
const WEEKDAYS: Record<string, number> = {
  sonntag: 0,
  montag: 1,
  dienstag: 2,
  mittwoch: 3,
  donnerstag: 4,
  freitag: 5,
  samstag: 6,
  sonnabend: 6,
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const WEEKDAY = Object.keys(WEEKDAYS).join("|");

export type RelativeDate = { date: string; index: number; length: number };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function dayOf(receivedAt: Date): number {
  return Date.UTC(receivedAt.getUTCFullYear(), receivedAt.getUTCMonth(), receivedAt.getUTCDate());
}

/** The next day with this weekday after the given day (a week later when it is that weekday). */
function nextWeekday(day: number, weekday: number): number {
  const today = new Date(day).getUTCDay();
  const ahead = (weekday - today + 7) % 7 || 7;
  return day + ahead * DAY_MS;
}

/** The weekday in the calendar week after the given day's (weeks begin on Monday). */
function weekdayNextWeek(day: number, weekday: number): number {
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const nextMonday = day + (7 - sinceMonday) * DAY_MS;
  return nextMonday + ((weekday + 6) % 7) * DAY_MS;
}

/** The first day on or after the given one with this day of the month (and this weekday, when one fits within a year). */
function nextDayOfMonth(day: number, dayOfMonth: number, weekday: number | null): number | null {
  let fallback: number | null = null;
  for (let months = 0; months < 13; months++) {
    const start = new Date(day);
    const candidate = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, dayOfMonth);
    if (new Date(candidate).getUTCDate() !== dayOfMonth || candidate < day) continue;
    if (weekday === null || new Date(candidate).getUTCDay() === weekday) return candidate;
    fallback ??= candidate;
  }
  return fallback;
}

type Reader = { pattern: RegExp; read: (m: RegExpExecArray, day: number) => number | null };

const READERS: Reader[] = [
  // "Dienstag, den 14.", "Wednesday the 16th", "Tuesday 14th"
  {
    pattern: new RegExp(
      `\\b(${WEEKDAY}),?\\s+(?:(?:den|dem|the)\\s+)?(\\d{1,2})(?:\\.|st\\b|nd\\b|rd\\b|th\\b)(?!\\d)`,
      "i",
    ),
    read: (m, day) => nextDayOfMonth(day, Number(m[2]), WEEKDAYS[m[1]!.toLowerCase()]!),
  },
  // "nächste Woche Donnerstag", "next week Thursday"
  {
    pattern: new RegExp(
      `\\b(?:nächste|kommende)n? woche,?\\s+(?:am\\s+)?(${WEEKDAY})\\b|\\bnext week,?\\s+(?:on\\s+)?(${WEEKDAY})\\b`,
      "i",
    ),
    read: (m, day) => weekdayNextWeek(day, WEEKDAYS[(m[1] ?? m[2])!.toLowerCase()]!),
  },
  // "Donnerstag nächster Woche", "Thursday next week"
  {
    pattern: new RegExp(
      `\\b(${WEEKDAY})\\s+(?:(?:in der )?(?:nächste[rn]?|kommende[rn]?) woche|next week)\\b`,
      "i",
    ),
    read: (m, day) => weekdayNextWeek(day, WEEKDAYS[m[1]!.toLowerCase()]!),
  },
  // "nächsten Dienstag", "am kommenden Freitag", "next Tuesday", "on Friday", "this Thursday"
  {
    pattern: new RegExp(
      `\\b(?:(?:am\\s+)?(?:nächsten|kommenden|diesen)|am|next|this|coming|on)\\s+(${WEEKDAY})\\b`,
      "i",
    ),
    read: (m, day) => nextWeekday(day, WEEKDAYS[m[1]!.toLowerCase()]!),
  },
  // "übermorgen", "the day after tomorrow"
  { pattern: /(?<!\p{L})(übermorgen|the day after tomorrow)\b/iu, read: (_m, day) => day + 2 * DAY_MS },
  // "morgen" (not "Guten Morgen", not "morgens"), "tomorrow"
  {
    pattern: /(?<!\bguten\s)(?<!\bgood\s)\b(morgen|tomorrow)\b(?!s)/i,
    read: (_m, day) => day + DAY_MS,
  },
];

/** The relative date a sentence names, the most specific form first ("Dienstag, den 16." before "am Dienstag"), or null. */
export function findRelativeDate(
  text: string,
  receivedAt: Date,
  skip: (before: string) => boolean,
): RelativeDate | null {
  const day = dayOf(receivedAt);
  for (const { pattern, read } of READERS) {
    const m = pattern.exec(text);
    if (!m || skip(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const found = read(m, day);
    if (found !== null) return { date: iso(found), index: m.index, length: m[0].length };
  }
  return null;
}

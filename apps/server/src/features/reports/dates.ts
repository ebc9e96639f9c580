/** Calendar arithmetic on YYYY-MM-DD dates, in UTC like every date the application stores. */

const DAY_MS = 86_400_000;

function utc(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The day after `date`: the exclusive end of a range that includes `date` as a whole day. */
export function nextDay(date: string): string {
  return new Date(utc(date).getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** The same calendar day `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const d = utc(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The start of a day as the timestamp the application table stores, for range comparisons. */
export function startOfDay(date: string): string {
  return utc(date).toISOString();
}

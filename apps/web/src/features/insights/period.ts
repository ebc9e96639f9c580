/** The period presets of the picker, in days back from today (today included). */
export const PERIOD_PRESETS = { weeks4: 28, months3: 91, months12: 365 } as const;
export type PeriodPreset = keyof typeof PERIOD_PRESETS | "custom";
export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in UTC, the calendar the server counts in. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last `days` days up to today. */
export function lastDays(days: number, now: Date = new Date()): Period {
  const to = todayUtc(now);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** A custom period the server accepts: both dates set and the end not before the start. */
export function isValidPeriod({ from, to }: Period): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
}

import type { SeniorityAsk, SeniorityLevel } from "./seniority.ts";
import type { FitReason } from "./types.ts";

// Each year short of what a stage asks lowers the score a little: a junior can grow into a senior
// job, rarely into a head-of role. Never below the floor, so a strong fit in all else still shows.
const PER_YEAR_SHORT = 0.06;
const SHORT_FLOOR = 0.7;
// Being more experienced than a stage asks weighs less per year, but an internship or student job
// for someone with ten years of work is as unlikely as a head-of role for a beginner.
const PER_YEAR_OVER = 0.05;
const OVER_FLOOR = 0.72;
// Training stages are meant for people without the finished qualification: a year beyond them counts more.
const PER_YEAR_OVER_TRAINING = 0.12;
const TRAINING: ReadonlySet<SeniorityLevel | null> = new Set(["apprentice", "intern", "student", "trainee"]);

/**
 * How the ad's career stage meets the profile's years of experience: a factor on the whole score
 * (1 when it fits or either side says nothing) and the reason shown to the user.
 */
export function seniorityPart(
  asked: SeniorityAsk | null,
  years: number | null,
): { factor: number; reasons: FitReason[] } {
  if (!asked) return { factor: 1, reasons: [] };
  const base = {
    type: "seniority" as const,
    level: asked.level,
    min_years: asked.min,
    max_years: asked.max,
    profile_years: years === null ? null : Math.round(years * 10) / 10,
  };
  if (years === null) return { factor: 1, reasons: [{ ...base, fit: "unknown" }] };
  if (years < asked.min) {
    const factor = Math.max(SHORT_FLOOR, 1 - PER_YEAR_SHORT * (asked.min - years));
    return { factor, reasons: [{ ...base, fit: "under" }] };
  }
  if (asked.max !== null && years > asked.max) {
    const perYear = TRAINING.has(asked.level) ? PER_YEAR_OVER_TRAINING : PER_YEAR_OVER;
    const factor = Math.max(OVER_FLOOR, 1 - perYear * (years - asked.max));
    return { factor, reasons: [{ ...base, fit: "over" }] };
  }
  return { factor: 1, reasons: [{ ...base, fit: "met" }] };
}

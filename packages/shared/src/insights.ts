import { z } from "zod";
import { type ApplicationStatus, isoDateSchema } from "./applications.ts";

/**
 * Statuses that mean the application went out. Its first timeline entry with one of these is the day
 * it was sent; an application that never had one (todo, ready, canceled only) is not counted.
 */
export const SENT_STATUSES = [
  "applied",
  "waiting",
  "appointment",
  "noreply",
  "rejected",
  "accepted",
] as const satisfies readonly ApplicationStatus[];

/** Statuses that mean the employer answered: an invitation, a rejection or an offer. */
export const ANSWER_STATUSES = [
  "appointment",
  "rejected",
  "accepted",
] as const satisfies readonly ApplicationStatus[];

/** Statuses that mean the application reached an appointment (an offer implies one). */
export const APPOINTMENT_STATUSES = [
  "appointment",
  "accepted",
] as const satisfies readonly ApplicationStatus[];

/** The longest period the insights cover at once. */
export const MAX_INSIGHTS_YEARS = 5;

/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** GET /api/insights: a period of whole days (UTC), both ends included. */
export const insightsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(({ from, to }, ctx) => {
    // Zod runs this even when a date failed above; that date has its message already.
    if (!isoDateSchema.safeParse(from).success || !isoDateSchema.safeParse(to).success) return;
    if (to < from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The end date must not be before the start date",
      });
    } else if (daysBetween(from, to) > MAX_INSIGHTS_YEARS * 366) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `The period must not be longer than ${MAX_INSIGHTS_YEARS} years`,
      });
    }
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** How one group of applications (all, one source page, one profile) went. */
export type InsightsCounts = {
  /** Sent in the period. */
  applied: number;
  /** Of those, answered: appointment, rejection or offer. */
  answered: number;
  /** Of those, reached an appointment. */
  appointment: number;
  /** Of those, accepted. */
  accepted: number;
  /** Marked as no reply and never answered. */
  noreply: number;
  /** Median whole and fractional days from sending to the first answer; null without answers. */
  median_days: number | null;
};

/** What GET /api/insights answers: every chart's numbers for the applications sent in the period. */
export type Insights = {
  from: string;
  to: string;
  /** Every week (starting Monday, UTC) that touches the period, with the applications sent in it. */
  weeks: Array<{ week: string; applications: number }>;
  totals: InsightsCounts;
  /** By the application's source page, most applications first. */
  by_page: Array<InsightsCounts & { page: string }>;
  /** By the profile the application was sent with; null is "no profile". */
  by_profile: Array<InsightsCounts & { profile_id: number | null; profile: string }>;
};

/** `part` of `whole` in whole percent, or null when there is nothing to divide. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

import type { Insights, InsightsCounts, InsightsQuery } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nextDay, startOfDay } from "../reports/index.ts";
import { type CountsRow, countsBySplit, type Period, type Split, sentPerWeek } from "./queries.ts";

const DAY_MS = 86_400_000;

/** The Monday (UTC) that starts the week of `date` (YYYY-MM-DD). */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every week that touches [from, to], with the counted ones filled in and the others 0. */
export function everyWeek(from: string, to: string, counted: Array<{ week: string; applications: number }>) {
  const byWeek = new Map(counted.map((w) => [w.week, Number(w.applications)]));
  const weeks: Insights["weeks"] = [];
  for (let t = Date.parse(weekOf(from)); t <= Date.parse(to); t += 7 * DAY_MS) {
    const week = new Date(t).toISOString().slice(0, 10);
    weeks.push({ week, applications: byWeek.get(week) ?? 0 });
  }
  return weeks;
}

function counts(row: CountsRow | undefined): InsightsCounts {
  return {
    applied: Number(row?.applied ?? 0),
    answered: Number(row?.answered ?? 0),
    appointment: Number(row?.appointment ?? 0),
    accepted: Number(row?.accepted ?? 0),
    noreply: Number(row?.noreply ?? 0),
    median_days: row?.median_days == null ? null : Math.round(Number(row.median_days) * 10) / 10,
  };
}

/**
 * Every chart of the insights page for the user's applications first sent between `from` and `to`
 * (whole UTC days, both included), from the milestones of their status timelines: one query for the
 * weeks, one for the funnel, the answers and the splits by page and by profile.
 */
export async function insights(db: Db, userId: string, query: InsightsQuery): Promise<Insights> {
  const { from, to } = query;
  const period: Period = { userId, start: startOfDay(from), end: startOfDay(nextDay(to)) };
  // Together: PostgreSQL runs both at once on two connections; SQLite runs one after the other.
  const [weeks, rows] = await Promise.all([
    sentPerWeek(db, period, { first: weekOf(from), last: weekOf(to) }),
    countsBySplit(db, period),
  ]);
  const split = (name: Split) => rows.filter((row) => row.split === name);
  return {
    from,
    to,
    weeks: everyWeek(from, to, weeks),
    totals: counts(split("all")[0]),
    by_page: split("page").map((row) => ({ page: row.page, ...counts(row) })),
    by_profile: split("profile").map((row) => ({
      profile_id: Number(row.profile_id) || null,
      profile: row.label ?? "",
      ...counts(row),
    })),
  };
}

import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** The applications a user first sent in a period, as [start, end) timestamps of whole UTC days. */
export type Period = { userId: string; start: string; end: string };
/** The Mondays of the period's first and last weeks. */
export type Weeks = { first: string; last: string };

/**
 * The user's applications first sent in the period, with the milestones their status timeline reached
 * (kept by the triggers of migration 0008). The user filter is part of it, so no chart can count
 * another user's applications.
 */
function sentApplications({ userId, start, end }: Period) {
  return sql`sent as (
    select page, profile_id, answer_tenths,
      reached_appointment, reached_accepted, marked_noreply
    from application
    where user_id = ${userId} and sent_at >= ${start} and sent_at < ${end}
  )`;
}

/** The three ways the charts split the applications: all together, by source page, by profile. */
export type Split = "all" | "page" | "profile";

export type CountsRow = {
  split: Split;
  /** The source page when split by page, else "". */
  page: string;
  /** The profile when split by profile (0: none), else 0. */
  profile_id: number;
  applied: number;
  answered: number;
  appointment: number;
  accepted: number;
  noreply: number;
  median_days: number | null;
  /** The profile's title, when split by profile. */
  label: string | null;
};

const SUMS = sql`sum(applied) as applied, sum(answered) as answered, sum(appointment) as appointment,
  sum(accepted) as accepted, sum(noreply) as noreply`;
const GROUP = sql`split, page, profile_id`;

/**
 * The counts and the median days to the first answer (to a tenth of a day) of the applications sent in
 * the period: the funnel, answers and totals (split "all"), by source page and by profile, from one
 * pass over application_insights_split_idx in its order. The applications fall into buckets of the same page, profile and answer time;
 * each split adds up buckets, and its median is the bucket that holds the middle answer (or the mean
 * of the two middle ones). Computed the same way on both databases.
 */
export function splitQuery(period: Period) {
  return sql<CountsRow>`
    with ${sentApplications(period)},
    buckets as materialized (
      select page, profile_id, answer_tenths as tenths,
        count(*) as applied,
        count(answer_tenths) as answered,
        sum(case when reached_appointment then 1 else 0 end) as appointment,
        sum(case when reached_accepted then 1 else 0 end) as accepted,
        sum(case when answer_tenths is null and marked_noreply then 1 else 0 end) as noreply
      from sent group by page, profile_id, answer_tenths
    ),
    split_buckets as (
      select 'all' as split, '' as page, 0 as profile_id, tenths, ${SUMS} from buckets group by tenths
      union all
      select 'page', page, 0, tenths, ${SUMS} from buckets group by page, tenths
      union all
      select 'profile', '', coalesce(profile_id, 0), tenths, ${SUMS} from buckets
      group by coalesce(profile_id, 0), tenths
    ),
    counts as (select ${GROUP}, ${SUMS} from split_buckets group by ${GROUP}),
    ranked as (
      select ${GROUP}, tenths, answered,
        cast(sum(answered) over (partition by ${GROUP} order by tenths) as integer) as upto,
        cast(sum(answered) over (partition by ${GROUP}) as integer) as n
      from split_buckets where tenths is not null
    ),
    medians as (
      select ${GROUP},
        (max(case when upto - answered < (n + 1) / 2 and (n + 1) / 2 <= upto then tenths end)
          + max(case when upto - answered < (n + 2) / 2 and (n + 2) / 2 <= upto then tenths end)) / 20.0
          as median_days
      from ranked group by ${GROUP}
    )
    select c.split, c.page, c.profile_id, c.applied, c.answered, c.appointment, c.accepted, c.noreply,
      m.median_days, coalesce(nullif(p.profiletitle, ''), p.title) as label
    from counts c
    left join medians m on m.split = c.split and m.page = c.page and m.profile_id = c.profile_id
    left join profiles p on c.split = 'profile' and p.id = c.profile_id and p.user_id = ${period.userId}
    order by c.split, c.applied desc, c.page, c.profile_id
  `;
}

/** Runs splitQuery. */
export async function countsBySplit(db: Db, period: Period): Promise<CountsRow[]> {
  return (await splitQuery(period).execute(db)).rows;
}

/**
 * Applications sent per week (the Monday that starts it, YYYY-MM-DD); weeks without any are left out.
 * Reads the period's weeks from application_insights_week_idx, already in order.
 */
export function weeklyQuery({ userId, start, end }: Period, weeks: Weeks) {
  return sql<{ week: string; applications: number }>`
    select sent_week as week, count(*) as applications
    from application
    where user_id = ${userId} and sent_week between ${weeks.first} and ${weeks.last}
      and sent_at >= ${start} and sent_at < ${end}
    group by sent_week order by sent_week
  `;
}

/** Runs weeklyQuery. */
export async function sentPerWeek(db: Db, period: Period, weeks: Weeks) {
  return (await weeklyQuery(period, weeks).execute(db)).rows;
}

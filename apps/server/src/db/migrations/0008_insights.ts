import { ANSWER_STATUSES, APPOINTMENT_STATUSES, SENT_STATUSES } from "@jah/shared";
import { type ColumnDataType, type Kysely, sql } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * The SET clause that recomputes an application's milestones (`app` is an SQL expression for its id)
 * from its whole status timeline: a handful of rows read through application_status_application_idx.
 */
function milestones(app: string): string {
  const where = (statuses: readonly string[]) =>
    `from application_status where application_id = ${app} and status in (${list(statuses)})`;
  return `sent_at = (select min(created) ${where(SENT_STATUSES)}),
      answered_at = (select min(created) ${where(ANSWER_STATUSES)}),
      reached_appointment = exists (select 1 ${where(APPOINTMENT_STATUSES)}),
      reached_accepted = exists (select 1 ${where(["accepted"])}),
      marked_noreply = exists (select 1 ${where(["noreply"])})`;
}

/**
 * What follows from the milestones: the week sent in (its Monday, UTC) and the days from sending to
 * the first answer in tenths, the unit the charts' median is taken in.
 */
const DERIVED: Record<Dialect, string> = {
  sqlite: `sent_week = date(sent_at, '-6 days', 'weekday 1'),
    answer_tenths = cast(round((julianday(answered_at) - julianday(sent_at)) * 10) as integer)`,
  postgres: `sent_week = date_trunc('week', sent_at at time zone 'UTC')::date,
    answer_tenths = round(extract(epoch from answered_at - sent_at) / 8640)::integer`,
};

/** The statements a trigger runs for one application: the milestones, then what follows from them. */
const recompute = (dialect: Dialect, app: string) =>
  `update application set ${milestones(app)} where id = ${app};
   update application set ${DERIVED[dialect]} where id = ${app}`;

/**
 * Insights (issue 17): each application carries the milestones of its status timeline (first sent,
 * first answered, reached an appointment, an offer, "no reply"), kept by triggers on every timeline
 * write, so the charts read an index of the user's applications instead of aggregating the whole
 * timeline on every request (that cost over 300 ms at 10,000 applications; see docs/benchmarks.md).
 */
export function insights(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const columns: Array<[string, ColumnDataType, boolean]> = [
        ["sent_at", t.timestamp, false],
        ["sent_week", t.date, false],
        ["answered_at", t.timestamp, false],
        ["answer_tenths", t.integer, false],
        ["reached_appointment", t.boolean, true],
        ["reached_accepted", t.boolean, true],
        ["marked_noreply", t.boolean, true],
      ];
      // One column per statement: SQLite's ALTER TABLE adds no more.
      for (const [name, type, flag] of columns) {
        await db.schema
          .alterTable("application")
          .addColumn(name, type, (c) => (flag ? c.notNull().defaultTo(t.bool(false)) : c))
          .execute();
      }
      if (dialect === "postgres") {
        await sql
          .raw(`create function application_milestones() returns trigger language plpgsql as $$
            declare app integer := case when tg_op = 'DELETE' then old.application_id else new.application_id end;
            begin
              ${recompute(dialect, "app")};
              return null;
            end $$`)
          .execute(db);
        await sql
          .raw(`create trigger application_status_milestones after insert or delete on application_status
            for each row execute function application_milestones()`)
          .execute(db);
      } else {
        for (const [event, row] of [
          ["insert", "new"],
          ["delete", "old"],
        ]) {
          await sql
            .raw(`create trigger application_status_milestones_${event} after ${event} on application_status
              begin ${recompute(dialect, `${row}.application_id`)}; end`)
            .execute(db);
        }
      }
      // Applications written before this migration.
      await sql.raw(`update application set ${milestones("application.id")}`).execute(db);
      await sql.raw(`update application set ${DERIVED[dialect]}`).execute(db);
      // One index per query, each holding every column its query reads, in the order it groups by, so
      // neither reads application rows nor sorts (SQLite sorts a GROUP BY slowly: 10 ms at 10,000 rows).
      // Weeks: the range of weeks of the period, grouped as read.
      await sql
        .raw("create index application_insights_week_idx on application (user_id, sent_week, sent_at)")
        .execute(db);
      // The splits: every sent application of the user, read by page, profile and answer time.
      await sql
        .raw(`create index application_insights_split_idx on application (user_id, page, profile_id,
          answer_tenths, sent_at, reached_appointment, reached_accepted, marked_noreply)`)
        .execute(db);
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default insights;

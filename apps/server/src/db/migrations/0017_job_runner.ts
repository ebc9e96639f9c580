import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Scale-out (issue 15): one row per scheduled job, the lease that keeps it to one instance at a time
 * and its state for /appsettings/; and the request counters of the rate limits, shared by every
 * instance (the table rate-limiter-flexible's SQLite and PostgreSQL stores expect).
 */
export function jobRunner(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_lease")
        .addColumn("name", "text", (c) => c.primaryKey())
        // The instance running the job now; null while nobody holds it.
        .addColumn("holder", "text")
        // The holder renews this while it runs; once passed, another instance may take the job over.
        .addColumn("lease_until", t.timestamp)
        .addColumn("last_run_at", t.timestamp)
        .addColumn("last_finished_at", t.timestamp)
        // No instance starts the job before this moment: a period runs once across all instances.
        .addColumn("next_run_at", t.timestamp)
        .addColumn("last_error", "text")
        .addColumn("last_error_at", t.timestamp)
        .addColumn("last_duration_ms", t.integer)
        .addColumn("runs", t.integer, (c) => c.notNull().defaultTo(0))
        .addColumn("failures", t.integer, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("rate_limit")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("points", t.integer, (c) => c.notNull().defaultTo(0))
        // Milliseconds since the epoch, as the limiter library writes it.
        .addColumn("expire", dialect === "postgres" ? "bigint" : "integer")
        .execute();
      await db.schema.createIndex("rate_limit_expire_idx").on("rate_limit").column("expire").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limit").execute();
      await db.schema.dropTable("job_lease").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default jobRunner;

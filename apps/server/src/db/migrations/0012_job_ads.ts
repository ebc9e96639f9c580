import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Job discovery (issue 11): the ads the crawler collected (stored once, whatever source found them),
 * each user's marks on them (tracked, dismissed), and each configured source's last run.
 */
export function jobAds(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_ad")
        .addColumn("id", t.serial, t.idColumn)
        // The configured source that found it first, and the ad's id there.
        .addColumn("source_key", "text", (c) => c.notNull())
        .addColumn("source_ad_id", "text", (c) => c.notNull())
        // The source's name as the application's "source page" when the user tracks the ad.
        .addColumn("source_name", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        // Lower-cased host and path without query, fragment or trailing slash: the same ad linked twice.
        .addColumn("url_key", "text", (c) => c.notNull())
        // Title and company folded: the same ad published by two sources.
        .addColumn("title_key", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("company", "text", t.emptyText)
        .addColumn("location", "text", t.emptyText)
        .addColumn("description", "text", t.emptyText)
        // null: the ad does not say; the fit reads its text.
        .addColumn("remote", t.boolean)
        // permanent | freelance | unknown
        .addColumn("employment", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("language", "text")
        .addColumn("posted_at", t.timestamp)
        .addColumn("valid_through", t.timestamp)
        .addColumn("first_seen", t.timestamp, (c) => c.notNull())
        .addColumn("last_seen", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("job_ad_source_unique", ["source_key", "source_ad_id"])
        .execute();
      await db.schema.createIndex("job_ad_url_key_idx").on("job_ad").column("url_key").execute();
      await db.schema.createIndex("job_ad_title_key_idx").on("job_ad").column("title_key").execute();
      await db.schema.createIndex("job_ad_last_seen_idx").on("job_ad").column("last_seen").execute();

      await db.schema
        .createTable("job_ad_mark")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("job_ad_id", "integer", (c) => c.notNull().references("job_ad.id").onDelete("cascade"))
        // tracked | dismissed
        .addColumn("mark", "text", (c) => c.notNull())
        .addColumn("application_id", "integer", (c) => c.references("application.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("job_ad_mark_pk", ["user_id", "job_ad_id"])
        .execute();

      await db.schema
        .createTable("job_source_state")
        .addColumn("source_key", "text", (c) => c.primaryKey())
        .addColumn("last_run_at", t.timestamp)
        .addColumn("last_success_at", t.timestamp)
        .addColumn("ads_found", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("ads_new", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("error", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("job_source_state").execute();
      await db.schema.dropTable("job_ad_mark").execute();
      await db.schema.dropTable("job_ad").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default jobAds;

import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Job alerts (issue 24): per profile, a daily or weekly mail with the new matching ads. `last_ad_id`
 * is the highest job ad already looked at, so an ad is never mailed twice. System mails may carry
 * headers (List-Unsubscribe of the alerts), stored as JSON with the queued mail.
 */
export function jobAlerts(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_alert")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
        // off | daily | weekly
        .addColumn("frequency", "text", (c) => c.notNull())
        .addColumn("min_score", "integer", (c) => c.notNull())
        // null until the first run: that run looks at the ads first seen within one period.
        .addColumn("last_ad_id", "integer")
        .addColumn("last_run_at", t.timestamp)
        .addColumn("last_sent_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("job_alert_profile_unique", ["profile_id"])
        .execute();
      await db.schema.createIndex("job_alert_user_idx").on("job_alert").column("user_id").execute();
      await db.schema.alterTable("outgoing_mail").addColumn("headers", "text").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default jobAlerts;

import { type Kysely, sql } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Data export (issue 14, GDPR article 20): one row per zip a user asked for. The zip itself lives in
 * DATA_DIR/exports under the row's random id; the download link is derived from the id and the
 * server's secret, so nothing in this table opens the file on its own.
 */
export function dataExport(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("data_export")
        // 128 random bits, hex: names the file in DATA_DIR/exports.
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // building | ready | failed | downloaded | expired
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
        // The zip's size in bytes once it is ready.
        .addColumn("size", "bigint")
        .addColumn("error", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        // Bumped with every progress step: a build that stops moving is given up (server restart).
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        // When the link stops working (set when the zip is ready).
        .addColumn("expires_at", t.timestamp)
        .addColumn("downloaded_at", t.timestamp)
        .execute();
      await db.schema.createIndex("data_export_user_idx").on("data_export").column("user_id").execute();
      // One build at a time per user: a second start at the same moment answers the running one.
      await db.schema
        .createIndex("data_export_building_unique")
        .on("data_export")
        .column("user_id")
        .unique()
        .where(sql.ref("status"), "=", sql.lit("building"))
        .execute();
      await db.schema
        .createIndex("data_export_status_idx")
        .on("data_export")
        .columns(["status", "expires_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("data_export").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default dataExport;

import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * The AI letter helper (issue 12): each user's agreement to send data to a provider (by host name),
 * their token usage per calendar month, and the start of each request of the last hour for the
 * hourly limit. All go with the user.
 */
export function ai(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("ai_consent")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("provider_host", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("ai_consent_pk", ["user_id", "provider_host"])
        .execute();
      await db.schema
        .createTable("ai_usage")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // YYYY-MM, UTC.
        .addColumn("month", "text", (c) => c.notNull())
        .addColumn("requests", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("prompt_tokens", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("completion_tokens", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("ai_usage_pk", ["user_id", "month"])
        .execute();
      await db.schema
        .createTable("ai_request")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("started_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("ai_request_user_started_idx")
        .on("ai_request")
        .columns(["user_id", "started_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("ai_request").execute();
      await db.schema.dropTable("ai_usage").execute();
      await db.schema.dropTable("ai_consent").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default ai;

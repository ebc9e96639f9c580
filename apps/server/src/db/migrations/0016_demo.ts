import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * The demo system (issue 14): one row per demo account. It marks the account (uploads refused, mail
 * kept in the outbox, no mail account) and holds the moment the clean-up job deletes it.
 */
export function demo(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("demo_account")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        // created_at plus 24 hours: the clean-up deletes the account from then on.
        .addColumn("delete_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("demo_account_delete_at_idx")
        .on("demo_account")
        .column("delete_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("demo_account").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default demo;

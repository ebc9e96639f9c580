import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Bot protection (issue 25): the proof-of-work solutions already used (so one solution opens one
 * sign-up, on every instance), and the failed sign-ins per client address (from the fourth attempt
 * on a sign-in asks for a solution too).
 */
export function botCheck(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("bot_check_used")
        // The challenge's random nonce: signed by us, so a client cannot choose a fresh one.
        .addColumn("nonce", "text", (c) => c.primaryKey())
        // When the challenge expires; past this the row only keeps the table from growing.
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("bot_check_used_expires_idx")
        .on("bot_check_used")
        .column("expires_at")
        .execute();
      await db.schema
        .createTable("sign_in_failure")
        .addColumn("address", "text", (c) => c.primaryKey())
        .addColumn("failures", t.integer, (c) => c.notNull().defaultTo(0))
        // Failures older than the window no longer count; the row is deleted with the next clean-up.
        .addColumn("last_failure_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("sign_in_failure_last_idx")
        .on("sign_in_failure")
        .column("last_failure_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("sign_in_failure").execute();
      await db.schema.dropTable("bot_check_used").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default botCheck;

import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Account deletion (issue 14): one row per account with a deletion in progress, and a purpose on the
 * mailed single-use tokens, so the deletion links and typed codes share the verification links'
 * table and code instead of a second token mechanism.
 */
export function accountDeletion(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("email_verification_token")
        .addColumn("purpose", "text", (c) => c.notNull().defaultTo("verify-email"))
        .execute();
      await db.schema
        .createTable("account_deletion")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        // requested | scheduled | cancel_requested; no row: no deletion in progress.
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("requested_at", t.timestamp, (c) => c.notNull())
        .addColumn("confirmed_at", t.timestamp)
        // When the purge removes the account: the confirmation plus ACCOUNT_DELETION_DAYS.
        .addColumn("delete_at", t.timestamp)
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("account_deletion_delete_at_idx")
        .on("account_deletion")
        .column("delete_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("account_deletion").execute();
      await db.schema.alterTable("email_verification_token").dropColumn("purpose").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default accountDeletion;

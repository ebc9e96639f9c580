import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Messages the mailbox reader could not store (issue 37): recorded and passed over, so one message
 * never stops a folder's reading. Each names its account, folder and place in the mailbox (the IMAP
 * UID or the Gmail message id, once per folder), its subject (made storable, capped), when it arrived,
 * why it failed (a short kind, never the error text) and when it was skipped. It goes with its account.
 */
export function inboxSkipped(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("inbox_skipped")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("mail_account_id", "integer", (c) =>
          c.notNull().references("mail_account.id").onDelete("cascade"),
        )
        .addColumn("folder", "text", (c) => c.notNull())
        .addColumn("mailbox_ref", "text", (c) => c.notNull())
        .addColumn("subject", "text", t.emptyText)
        .addColumn("received_at", t.timestamp)
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("skipped_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("inbox_skipped_unique", ["mail_account_id", "folder", "mailbox_ref"])
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default inboxSkipped;

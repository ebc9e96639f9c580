import type { ColumnDataType, Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * The inbox (issue 27): per mail account the reader's state (its claim, last poll, last error), per
 * folder where the last poll stopped (UIDVALIDITY and last UID), the replies read (matched to an
 * application, or unmatched without a body) with the classifier's suggestion and the user's decision,
 * and the attachments of matched replies. A reply goes with its application (cascade).
 */
export function inbox(dialect: Dialect) {
  const t = columnTypes(dialect);
  const pg = dialect === "postgres";
  const blob = (pg ? "bytea" : "blob") as ColumnDataType;
  // IMAP UIDs are unsigned 32-bit numbers: past PostgreSQL's integer.
  const big = (pg ? "bigint" : "integer") as ColumnDataType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("inbox_account")
        .addColumn("mail_account_id", "integer", (c) =>
          c.primaryKey().references("mail_account.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // One reader per account: a poll claims the account with a conditional update until this time.
        .addColumn("locked_until", t.timestamp)
        .addColumn("last_polled_at", t.timestamp)
        .addColumn("last_error", "text")
        .addColumn("last_error_at", t.timestamp)
        .execute();
      await db.schema
        .createTable("inbox_folder")
        .addColumn("mail_account_id", "integer", (c) =>
          c.notNull().references("mail_account.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("folder", "text", (c) => c.notNull())
        .addColumn("uid_validity", "text", (c) => c.notNull())
        .addColumn("last_uid", big, (c) => c.notNull())
        .addPrimaryKeyConstraint("inbox_folder_pk", ["mail_account_id", "folder"])
        .execute();
      await db.schema
        .createTable("inbox_message")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("mail_account_id", "integer", (c) =>
          c.notNull().references("mail_account.id").onDelete("cascade"),
        )
        // null: unmatched (kept without body for the user to link or ignore).
        .addColumn("application_id", "integer", (c) => c.references("application.id").onDelete("cascade"))
        // thread | address | domain | manual
        .addColumn("matched_by", "text")
        .addColumn("folder", "text", (c) => c.notNull())
        .addColumn("uid", big, (c) => c.notNull())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("from_address", "text", (c) => c.notNull())
        .addColumn("from_name", "text", t.emptyText)
        .addColumn("subject", "text", t.emptyText)
        .addColumn("received_at", t.timestamp, (c) => c.notNull())
        // Sanitised text; null for unmatched replies (bodies are kept only for matched ones).
        .addColumn("body", "text")
        // invitation | rejection | documents | receipt | offer; null: no suggestion.
        .addColumn("suggestion", "text")
        .addColumn("suggestion_sentence", "text")
        // YYYY-MM-DDTHH:mm (or a date alone) found in an invitation.
        .addColumn("suggestion_date", "text")
        // open | accepted | dismissed | ignored
        .addColumn("state", "text", (c) => c.notNull().defaultTo("open"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("inbox_message_unique", ["user_id", "message_id"])
        .execute();
      await db.schema
        .createIndex("inbox_message_list_idx")
        .on("inbox_message")
        .columns(["user_id", "received_at"])
        .execute();
      await db.schema
        .createIndex("inbox_message_application_idx")
        .on("inbox_message")
        .column("application_id")
        .execute();
      await db.schema
        .createTable("inbox_attachment")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("inbox_message_id", "integer", (c) =>
          c.notNull().references("inbox_message.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("size", t.integer, (c) => c.notNull())
        .addColumn("data", blob, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("inbox_attachment_message_idx")
        .on("inbox_attachment")
        .column("inbox_message_id")
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default inbox;

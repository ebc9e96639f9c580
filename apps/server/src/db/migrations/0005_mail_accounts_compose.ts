import type { ColumnDataType, Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** Users' own mail accounts (SMTP or Gmail), the application mails sent through them, and fit percentages. */
export function mailAccountsCompose(dialect: Dialect) {
  const t = columnTypes(dialect);
  const blob = (dialect === "postgres" ? "bytea" : "blob") as ColumnDataType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_account")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // smtp | gmail: a user has at most one of each.
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("host", "text", (c) => c.notNull())
        .addColumn("port", "integer", (c) => c.notNull())
        // tls | starttls | none
        .addColumn("security", "text", (c) => c.notNull())
        .addColumn("username", "text", (c) => c.notNull())
        // The SMTP password or the Gmail refresh token, sealed with a key derived from AUTH_SECRET.
        .addColumn("secret_sealed", "text", (c) => c.notNull())
        .addColumn("from_email", "text", (c) => c.notNull())
        .addColumn("from_name", "text", t.emptyText)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("mail_account_user_provider_unique", ["user_id", "provider"])
        .execute();

      // One row per application mail: what was sent (kept for the mail tab) and its delivery state
      // (the durable queue: a worker claims a due row with a conditional update).
      await db.schema
        .createTable("sent_mail")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("sender_name", "text", t.emptyText)
        // JSON: [{ document_id, name, size, mime }] of the chosen documents, in order.
        .addColumn("attachments", "text", (c) => c.notNull())
        .addColumn("cv_file_name", "text", (c) => c.notNull())
        .addColumn("follow_up", t.date)
        .addColumn("message_id", "text", (c) => c.notNull())
        // queued | sending | sent | failed
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("error", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", t.timestamp, (c) => c.notNull())
        .addColumn("locked_until", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("sent_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("sent_mail_application_idx")
        .on("sent_mail")
        .columns(["application_id", "id"])
        .execute();
      await db.schema
        .createIndex("sent_mail_due_idx")
        .on("sent_mail")
        .columns(["status", "next_attempt_at"])
        .execute();

      // The CV exactly as it was attached.
      await db.schema
        .createTable("sent_mail_cv")
        .addColumn("sent_mail_id", "integer", (c) =>
          c.primaryKey().references("sent_mail.id").onDelete("cascade"),
        )
        .addColumn("data", blob, (c) => c.notNull())
        .execute();

      await db.schema.alterTable("application").addColumn("fit_percentage", "integer").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default mailAccountsCompose;

import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Reading the user's mailbox (issue 27): each SMTP account gets its IMAP server, whether reading is
 * on, one folder the user names beside INBOX, and the moment reading began (only mail from then on is
 * read). The Message-ID of every application mail is already stored with it (sent_mail.message_id,
 * 0005); replies name it in In-Reply-To/References, so it gets an index for that lookup.
 */
export function mailReading(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_account").addColumn("imap_host", "text", t.emptyText).execute();
      await db.schema
        .alterTable("mail_account")
        .addColumn("imap_port", t.integer, (c) => c.notNull().defaultTo(993))
        .execute();
      await db.schema
        .alterTable("mail_account")
        .addColumn("imap_security", "text", (c) => c.notNull().defaultTo("tls"))
        .execute();
      await db.schema
        .alterTable("mail_account")
        .addColumn("reading", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute();
      await db.schema.alterTable("mail_account").addColumn("reading_folder", "text", t.emptyText).execute();
      await db.schema.alterTable("mail_account").addColumn("reading_since", t.timestamp).execute();
      await db.schema
        .createIndex("sent_mail_message_id_idx")
        .on("sent_mail")
        .columns(["user_id", "message_id"])
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default mailReading;

import { type Kysely, sql } from "kysely";

/**
 * Sender authenticity (issue 37): each reply keeps what the user's receiving mail server found about
 * its From domain (verified | failed | none, see features/inbox/reader/sender-check.ts). Replies read
 * before were never checked and their headers are not kept: they are "none", shown as not verified.
 * The demo's sample replies (no mail account) stand for mail a checking server confirmed: verified.
 */
export function senderCheck() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("inbox_message")
        .addColumn("sender_check", "text", (c) => c.notNull().defaultTo("none"))
        .execute();
      await sql`update inbox_message set sender_check = 'verified' where mail_account_id is null`.execute(db);
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default senderCheck;

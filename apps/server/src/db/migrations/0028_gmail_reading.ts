import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Reading replies through the Gmail API (issue 27): a Gmail account keeps the scopes Google granted
 * at its last consent (reading needs gmail.readonly; accounts connected before were asked for sending
 * only), and each label read keeps the mailbox's history id where the last poll stopped (the label's
 * id stands in inbox_folder.uid_validity, the newest message's internal date in last_uid).
 */
export function gmailReading(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_account").addColumn("granted_scope", "text", t.emptyText).execute();
      await db.schema.alterTable("inbox_folder").addColumn("history_id", "text").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default gmailReading;

import type { Kysely } from "kysely";

/**
 * The language of a queued system mail (issue 43): the sender's name follows it ("Bewerbungshelfer"
 * for German mail) unless the operator sets MAIL_FROM. Mails queued before keep null and are sent
 * under the English name they were written for.
 */
export function outgoingMailLang() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outgoing_mail").addColumn("lang", "text").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default outgoingMailLang;

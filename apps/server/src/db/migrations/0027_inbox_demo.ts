import { type Kysely, sql } from "kysely";
import type { Dialect } from "../database.ts";

type Row = { name: string; sql: string | null };

/**
 * A reply need not come from a connected mailbox (issue 27): the demo's sample replies have no mail
 * account, so inbox_message.mail_account_id may be empty. SQLite cannot drop NOT NULL: inbox_message is
 * rebuilt from its own stored definition (so columns another migration added stay), and
 * inbox_attachment, which refers to it, is set aside and put back, since dropping the referenced table
 * would delete its rows by cascade.
 */
export function inboxDemo(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`alter table inbox_message alter column mail_account_id drop not null`.execute(db);
        return;
      }
      const definition = async (name: string) =>
        (
          await sql<Row>`select name, sql from sqlite_master where type = 'table' and name = ${name}`.execute(
            db,
          )
        ).rows[0]!.sql!;
      const indexes = (
        await sql<Row>`select name, sql from sqlite_master where type = 'index' and sql is not null
          and tbl_name in ('inbox_message', 'inbox_attachment')`.execute(db)
      ).rows;
      const message = await definition("inbox_message");
      const attachment = await definition("inbox_attachment");
      const next = message
        .replace(/^create table "inbox_message"/i, 'create table "inbox_message_next"')
        .replace(/"mail_account_id" integer not null/i, '"mail_account_id" integer');
      if (next === message || !/"inbox_message_next"/.test(next))
        throw new Error("inbox_message: unexpected shape");
      await sql.raw(next).execute(db);
      await sql`insert into inbox_message_next select * from inbox_message`.execute(db);
      await sql`create temp table inbox_attachment_kept as select * from inbox_attachment`.execute(db);
      await sql`drop table inbox_attachment`.execute(db);
      await sql`drop table inbox_message`.execute(db);
      await sql`alter table inbox_message_next rename to inbox_message`.execute(db);
      await sql.raw(attachment).execute(db);
      await sql`insert into inbox_attachment select * from inbox_attachment_kept`.execute(db);
      await sql`drop table inbox_attachment_kept`.execute(db);
      for (const index of indexes) await sql.raw(index.sql!).execute(db);
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default inboxDemo;

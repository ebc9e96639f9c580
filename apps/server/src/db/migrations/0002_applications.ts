import { type Kysely, sql } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** Applications with their status timeline, notes and appointments. */
export function applications(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("application")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("hireing_company", "text", t.emptyText)
        .addColumn("page", "text", t.emptyText)
        .addColumn("link", "text", t.emptyText)
        .addColumn("location", "text", t.emptyText)
        .addColumn("job_description", "text", t.emptyText)
        .addColumn("recipient_salutation", "text", (c) => c.notNull().defaultTo("none"))
        .addColumn("recipient_name", "text", t.emptyText)
        .addColumn("mail_address", "text", t.emptyText)
        .addColumn("application_channel", "text", t.emptyText)
        .addColumn("mail_subject", "text", t.emptyText)
        .addColumn("mail_text", "text", t.emptyText)
        .addColumn("follow_up", t.date)
        .addColumn("follow_up_reminded_on", t.date)
        .addColumn("status", "text", (c) => c.notNull().defaultTo("todo"))
        // Derived from status on every write: lets the active and archive lists read one index range
        // in order instead of merging five status ranges and sorting them.
        .addColumn("archived", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("send", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("profile_id", "integer")
        .addColumn("date", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      // Every list is one user's rows in one order: each index leads with the list's equality filters and
      // ends with its sort key and id, so a page is one index range read from its cursor on, whatever the
      // total count.
      const indexes = {
        application_list_date_idx: "user_id, archived, date, id",
        application_list_title_idx: "user_id, archived, lower(job_title), id",
        application_list_company_idx: "user_id, archived, lower(hireing_company), id",
        application_list_follow_up_idx: "user_id, archived, follow_up, id",
        application_status_date_idx: "user_id, status, date, id",
        application_due_follow_up_idx: "follow_up",
      };
      for (const [name, columns] of Object.entries(indexes)) {
        await sql`create index ${sql.raw(name)} on application (${sql.raw(columns)})`.execute(db);
      }

      await db.schema
        .createTable("application_status")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("application_status_application_idx")
        .on("application_status")
        .columns(["application_id", "id"])
        .execute();

      await db.schema
        .createTable("application_note")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("date", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("application_note_application_idx")
        .on("application_note")
        .columns(["application_id", "date"])
        .execute();

      await db.schema
        .createTable("application_appointment")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // datetime-local has no time zone: kept as the text the user chose (YYYY-MM-DDTHH:mm).
        .addColumn("appointment_date", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("application_appointment_application_idx")
        .on("application_appointment")
        .columns(["application_id", "appointment_date"])
        .execute();
      await db.schema
        .createIndex("application_appointment_user_idx")
        .on("application_appointment")
        .columns(["user_id", "appointment_date"])
        .execute();

      await db.schema.alterTable("user_settings").addColumn("calendar_secret", "text").execute();
      await db.schema
        .createIndex("user_settings_calendar_secret_idx")
        .on("user_settings")
        .column("calendar_secret")
        .unique()
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default applications;

import type { ColumnDataType, CreateTableBuilder, Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** CV profiles with their lists, hard skills, links, education, work history and job tasks; the photo; the system profile. */
export function profiles(dialect: Dialect) {
  const t = columnTypes(dialect);
  // Picture bytes: the one binary column type each dialect has.
  const blob = (dialect === "postgres" ? "bytea" : "blob") as ColumnDataType;
  // Money and hours: exact decimals on PostgreSQL, numeric affinity on SQLite; both read back as numbers.
  const amount = "numeric" as ColumnDataType;
  const flag = (value: boolean) => (c: Parameters<typeof t.emptyText>[0]) =>
    c.notNull().defaultTo(t.bool(value));

  /** A table whose rows belong to one profile and go with it. */
  const childOf = <N extends string>(db: Kysely<unknown>, name: N) =>
    db.schema
      .createTable(name)
      .addColumn("id", t.serial, t.idColumn)
      .addColumn("profile_id", "integer", (c) => c.notNull().references("profiles.id").onDelete("cascade"));

  const personal = <N extends string, C extends string>(table: CreateTableBuilder<N, C>) =>
    table
      .addColumn("vorname", "text", t.emptyText)
      .addColumn("name", "text", t.emptyText)
      .addColumn("email", "text", t.emptyText)
      .addColumn("telefon", "text", t.emptyText)
      .addColumn("mobile", "text", t.emptyText)
      .addColumn("birthdate", t.date)
      .addColumn("street", "text", t.emptyText)
      .addColumn("housenumber", "text", t.emptyText)
      .addColumn("postcode", "text", t.emptyText)
      .addColumn("city", "text", t.emptyText)
      .addColumn("website", "text", t.emptyText);

  return {
    async up(db: Kysely<unknown>) {
      await personal(
        db.schema
          .createTable("profiles")
          .addColumn("id", t.serial, t.idColumn)
          .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade")),
      )
        .addColumn("profiletitle", "text", t.emptyText)
        .addColumn("title", "text", t.emptyText)
        .addColumn("email_public", t.boolean, flag(false))
        .addColumn("telefon_public", t.boolean, flag(false))
        .addColumn("mobile_public", t.boolean, flag(false))
        .addColumn("freelance", t.boolean, flag(false))
        .addColumn("remote_only", t.boolean, flag(false))
        .addColumn("available", t.boolean, flag(true))
        .addColumn("available_from", t.date)
        .addColumn("available_to", t.date)
        .addColumn("max_hours", amount)
        .addColumn("fulltime_only", t.boolean, flag(false))
        .addColumn("birthdate_public", t.boolean, flag(false))
        .addColumn("birthname", "text", t.emptyText)
        .addColumn("birthname_public", t.boolean, flag(false))
        .addColumn("public", t.boolean, flag(false))
        .addColumn("mantra", "text", t.emptyText)
        .addColumn("domain", "text", t.emptyText)
        .addColumn("domain_template", "text", t.emptyText)
        .addColumn("cv_template", "text", (c) => c.notNull().defaultTo("full"))
        .addColumn("einsatz_orte", "text", t.emptyText)
        .addColumn("aktive", t.boolean, flag(true))
        .addColumn("hourly_rate_on_site", amount)
        .addColumn("hourly_rate_on_site_public", t.boolean, flag(false))
        .addColumn("hourly_rate_remote", amount)
        .addColumn("hourly_rate_remote_public", t.boolean, flag(false))
        .addColumn("daily_rate_on_site", amount)
        .addColumn("daily_rate_on_site_public", t.boolean, flag(false))
        .addColumn("daily_rate_remote", amount)
        .addColumn("daily_rate_remote_public", t.boolean, flag(false))
        .addColumn("profile_language", "text", (c) => c.notNull().defaultTo("de"))
        // Set with the photo, null without one: says whether there is a photo without reading its bytes,
        // and is the photo's ETag.
        .addColumn("picture_etag", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("profiles_user_idx").on("profiles").columns(["user_id", "id"]).execute();

      // The photo lives apart so that lists and show/{id} never read its bytes.
      await db.schema
        .createTable("profile_pictures")
        .addColumn("profile_id", "integer", (c) =>
          c.primaryKey().references("profiles.id").onDelete("cascade"),
        )
        .addColumn("data", blob, (c) => c.notNull())
        .execute();

      // One per account, never listed or counted among the CV profiles.
      await personal(
        db.schema
          .createTable("system_profiles")
          .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade")),
      )
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await childOf(db, "profile_languages")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("level", "integer", (c) => c.notNull())
        .execute();
      await childOf(db, "profile_searching")
        .addColumn("name", "text", (c) => c.notNull())
        .execute();
      await childOf(db, "profile_qualifications")
        .addColumn("name", "text", (c) => c.notNull())
        .execute();
      await childOf(db, "profile_skills")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("percentage", "integer", (c) => c.notNull())
        .execute();
      await childOf(db, "profile_socialmedias")
        .addColumn("key_name", "text", t.emptyText)
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("date", t.date, (c) => c.notNull())
        .execute();
      await childOf(db, "profile_educations")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("subject_area", "text", (c) => c.notNull())
        .addColumn("start", t.date, (c) => c.notNull())
        .addColumn("ende", t.date, (c) => c.notNull())
        .addColumn("description", "text", t.emptyText)
        .execute();
      await childOf(db, "profile_workexperiences")
        .addColumn("position_name", "text", (c) => c.notNull())
        .addColumn("position_type", "text", (c) => c.notNull())
        .addColumn("company", "text", t.emptyText)
        .addColumn("description", "text", t.emptyText)
        .addColumn("business", "text", t.emptyText)
        .addColumn("type_of_business", "text", t.emptyText)
        .addColumn("start", t.date, (c) => c.notNull())
        .addColumn("ende", t.date)
        .addColumn("current", t.boolean, flag(false))
        .addColumn("use_for_card", t.boolean, flag(false))
        .addColumn("headcount", "integer")
        .execute();
      for (const table of [
        "profile_languages",
        "profile_searching",
        "profile_qualifications",
        "profile_skills",
        "profile_socialmedias",
        "profile_educations",
        "profile_workexperiences",
      ]) {
        await db.schema.createIndex(`${table}_profile_idx`).on(table).column("profile_id").execute();
      }

      await db.schema
        .createTable("profile_job_tasks")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("workexperience_id", "integer", (c) =>
          c.notNull().references("profile_workexperiences.id").onDelete("cascade"),
        )
        .addColumn("description", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("profile_job_tasks_workexperience_idx")
        .on("profile_job_tasks")
        .column("workexperience_id")
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default profiles;

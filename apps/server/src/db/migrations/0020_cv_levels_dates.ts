import { type Kysely, sql } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** The level columns that may now be empty: a skill or language whose CV named no level (issue 28). */
const LEVEL_COLUMNS = [
  { table: "profile_skills", column: "percentage", others: ["name", "category"] },
  { table: "profile_languages", column: "level", others: ["name"] },
] as const;

/**
 * What an imported CV did not say stays unsaid (issue 28): skill and language levels may be empty,
 * and the dates of work and education entries keep their precision ("month", or "year" for a CV
 * that printed years only).
 */
export function cvLevelsDates(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const { table, column, others } of LEVEL_COLUMNS) {
        if (dialect === "postgres") {
          await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(
            db,
          );
          continue;
        }
        // SQLite cannot drop NOT NULL: the table is rebuilt (no other table refers to its rows).
        const next = `${table}_next`;
        await db.schema
          .createTable(next)
          .addColumn("id", t.serial, t.idColumn)
          .addColumn("profile_id", "integer", (c) =>
            c.notNull().references("profiles.id").onDelete("cascade"),
          )
          .$call((b) => others.reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull()), b))
          .addColumn(column, "integer")
          .execute();
        const columns = ["id", "profile_id", ...others, column].map((c) => sql.ref(c));
        await sql`insert into ${sql.table(next)} (${sql.join(columns)}) select ${sql.join(columns)} from ${sql.table(table)}`.execute(
          db,
        );
        await db.schema.dropTable(table).execute();
        await db.schema.alterTable(next).renameTo(table).execute();
        await db.schema.createIndex(`${table}_profile_idx`).on(table).column("profile_id").execute();
      }
      for (const table of ["profile_workexperiences", "profile_educations"]) {
        await db.schema
          .alterTable(table)
          .addColumn("date_precision", t.text, (c) => c.notNull().defaultTo("month"))
          .execute();
      }
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default cvLevelsDates;

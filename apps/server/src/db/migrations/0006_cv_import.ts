import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** The fields a CV import filled and the user has not looked at yet (issue 7). */
export function cvImport(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // JSON array of field keys ("vorname", "workexperiences", ...); '[]' for every other profile.
      await db.schema
        .alterTable("profiles")
        .addColumn("imported_fields", t.text, (c) => c.notNull().defaultTo("[]"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("profiles").dropColumn("imported_fields").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default cvImport;

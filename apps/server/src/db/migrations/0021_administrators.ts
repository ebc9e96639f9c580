import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Administrators named in the database by `npm run admin -- add` (issue 24), besides ADMIN_EMAILS. An
 * address, not a user id: the first administrator is often named before their account exists.
 */
export function administrators(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("administrator")
        // Lower case, as the guard compares it.
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("administrator").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default administrators;

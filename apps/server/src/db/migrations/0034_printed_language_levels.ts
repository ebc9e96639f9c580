import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * A language's level as the CV wrote it (issue 42): "B1" came back as "Gute Kenntnisse" because only
 * the four-step scale was kept. A CEFR code, the mother tongue or LinkedIn's proficiency words are
 * now stored beside the scale and printed as written. Languages saved before have none ("").
 */
export function printedLanguageLevels(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("profile_languages").addColumn("level_text", "text", t.emptyText).execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default printedLanguageLevels;

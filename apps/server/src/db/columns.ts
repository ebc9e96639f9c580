import { type ColumnDataType, type ColumnDefinitionBuilder, type Expression, sql } from "kysely";
import type { Dialect } from "./database.ts";

/** Column types that mean the same on both dialects; migrations use these, never raw type names. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === "postgres";
  return {
    /** Auto-increment integer primary key: use with `idColumn`. */
    serial: (pg ? "serial" : "integer") as ColumnDataType,
    idColumn: (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
    timestamp: (pg ? "timestamptz" : "text") as ColumnDataType,
    date: (pg ? "date" : "text") as ColumnDataType,
    boolean: (pg ? "boolean" : "integer") as ColumnDataType,
    text: "text" as ColumnDataType,
    integer: "integer" as ColumnDataType,
    /** A text column that is never null and starts empty. */
    emptyText: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(""),
    /** A boolean literal as a column default. */
    bool: (value: boolean): Expression<unknown> =>
      pg ? sql`${sql.lit(value)}` : sql`${sql.lit(value ? 1 : 0)}`,
  };
}

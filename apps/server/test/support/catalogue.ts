import { sql } from "kysely";
import type { Db, Dialect } from "../../src/db/database.ts";

/** One table as the database catalogue describes it. */
export type CatalogueTable = {
  name: string;
  /** Column name -> declared type, lower case. */
  columns: Map<string, string>;
  /** This table's column -> the table and column it references. */
  foreignKeys: Array<{ column: string; table: string; refColumn: string }>;
};

/**
 * Every table in the database, read from the catalogue (sqlite_master / pg_catalog) rather than
 * from a list in the code, so a table a later migration adds is part of every check at once.
 */
export async function readCatalogue(db: Db, dialect: Dialect): Promise<CatalogueTable[]> {
  const raw = db.withoutPlugins();
  if (dialect === "sqlite") {
    const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      raw,
    );
    const tables: CatalogueTable[] = [];
    for (const { name } of names.rows) {
      const cols = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${name})`.execute(raw);
      const fks = await sql<{ from: string; table: string; to: string | null }>`
        select "from", "table", "to" from pragma_foreign_key_list(${name})`.execute(raw);
      tables.push({
        name,
        columns: new Map(cols.rows.map((c) => [c.name, c.type.toLowerCase()])),
        foreignKeys: fks.rows.map((f) => ({ column: f.from, table: f.table, refColumn: f.to ?? "id" })),
      });
    }
    return tables;
  }
  const names = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(raw);
  const cols = await sql<{ table: string; column: string; type: string }>`
    select table_name as table, column_name as column, data_type as type from information_schema.columns
    where table_schema = current_schema()`.execute(raw);
  const fks = await sql<{ table: string; column: string; ref_table: string; ref_column: string }>`
    select cl.relname as table, a.attname as column, rcl.relname as ref_table, ra.attname as ref_column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class rcl on rcl.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and cl.relnamespace = current_schema()::regnamespace`.execute(raw);
  return names.rows.map(({ name }) => ({
    name,
    columns: new Map(cols.rows.filter((c) => c.table === name).map((c) => [c.column, c.type.toLowerCase()])),
    foreignKeys: fks.rows
      .filter((f) => f.table === name)
      .map((f) => ({ column: f.column, table: f.ref_table, refColumn: f.ref_column })),
  }));
}

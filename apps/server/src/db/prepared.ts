import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./database.ts";

/**
 * A query compiled once per database and then run with new parameters. Building and compiling a
 * Kysely query costs several times more than an indexed SQLite lookup, so the hottest queries (the
 * session check on every request) skip it. `build` gets the placeholder values it must bind, each
 * exactly once and in order; a mismatch throws at the first call.
 */
export function preparedQuery<Row, Params extends string[]>(
  build: (db: Db, ...placeholders: Params) => Compilable<Row>,
  placeholders: Params,
) {
  const cache = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...params: Params): Promise<Row[]> => {
    let compiled = cache.get(db);
    if (!compiled) {
      compiled = build(db, ...placeholders).compile();
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(placeholders)) {
        throw new Error("a prepared query must bind each placeholder once, in order");
      }
      cache.set(db, compiled);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters: params });
    return result.rows;
  };
}

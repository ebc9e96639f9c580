import type Sqlite from "better-sqlite3";

const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running an indexed lookup. The
 * same SQL text always compiles to the same statement, so keep the prepared ones (bounded, oldest
 * dropped first) and hand them back.
 */
export function withStatementCache(db: Sqlite.Database): Sqlite.Database {
  const cache = new Map<string, Sqlite.Statement>();
  const prepare = db.prepare.bind(db);
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "prepare") {
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          statement = prepare(sql);
          if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

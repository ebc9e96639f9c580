import { createRequire } from "node:module";
import Sqlite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type pg from "pg";
import type { Config } from "../config.ts";
import type { Database } from "./schema.ts";
import { SqliteShapePlugin } from "./sqlite-plugin.ts";
import { withStatementCache } from "./statement-cache.ts";

export type Dialect = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  dialect: Dialect;
  /** Our queries: same shapes on both dialects (ISO timestamps, YYYY-MM-DD dates, booleans, numbers). */
  db: Db;
  /** What better-auth gets: the driver's own value types, which its adapter expects. */
  authDatabase: Sqlite.Database | pg.Pool;
  /** The connection pools' use now (metrics); none on SQLite. */
  poolStats: () => { pool: string; total: number; idle: number; waiting: number }[];
  destroy: () => Promise<void>;
};

const PG_TYPES = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 };

/**
 * PostgreSQL prints timestamps as "2026-11-22 10:00:00.123456+00" (the pool's sessions run in UTC);
 * rewriting the text is exact and much cheaper than a Date round trip on every value of every row.
 */
export function pgTimestampToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?(?:\+00(?::00)?)?$/.exec(value);
  if (!match) return new Date(value).toISOString();
  return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}

/**
 * The PostgreSQL driver, loaded when a PostgreSQL database is opened: a server on SQLite never needs it
 * (a few MiB of a small machine's idle memory). Synchronous, so openDatabase stays so.
 */
function loadPg(): typeof pg {
  return createRequire(import.meta.url)("pg") as typeof pg;
}

/** pg type parsers that return the shapes our SQLite rows have. */
const sameShapeTypes = (pg: typeof import("pg").default) =>
  ({
    getTypeParser(oid: number, format?: "text" | "binary") {
      switch (oid) {
        case PG_TYPES.INT8:
        case PG_TYPES.NUMERIC:
          return (v: string) => Number(v);
        case PG_TYPES.DATE:
          return (v: string) => v;
        case PG_TYPES.TIMESTAMP:
        case PG_TYPES.TIMESTAMPTZ:
          return pgTimestampToIso;
        default:
          return pg.types.getTypeParser(oid, format);
      }
    },
  }) as pg.CustomTypesConfig;

type Logger = { warn: (obj: object, msg: string) => void };

/** Opens SQLite (WAL, foreign keys on) or PostgreSQL, as the config says. */
export function openDatabase(config: Pick<Config, "database">, log?: Logger): DatabaseHandle {
  if (config.database.kind === "postgres") {
    const { url, poolSize = 10 } = config.database;
    const pg = loadPg();
    // A database host that stops answering (rather than refusing) would hold each request until the
    // TCP timeout; after this long the pool gives up, and the error handler answers 503 with Retry-After.
    const connectionTimeoutMillis = 10_000;
    // UTC sessions: timestamps come back in the one form pgTimestampToIso rewrites without parsing.
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis,
      types: sameShapeTypes(pg),
      options: "-c TimeZone=UTC",
    });
    // Sign-ins and sessions have connections of their own: a busy app pool does not hold a sign-in up.
    const authPool = new pg.Pool({
      connectionString: url,
      max: Math.min(5, poolSize),
      connectionTimeoutMillis,
    });
    // An idle connection that breaks (database restart, admin termination) is dropped by the pool and the
    // next query opens a new one; without a listener the 'error' event would end the process.
    for (const p of [pool, authPool]) {
      p.on("error", (err) => log?.warn({ reason: err.message }, "idle database connection lost"));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      dialect: "postgres",
      db,
      authDatabase: authPool,
      poolStats: () =>
        Object.entries({ app: pool, auth: authPool }).map(([name, p]) => ({
          pool: name,
          total: p.totalCount,
          idle: p.idleCount,
          waiting: p.waitingCount,
        })),
      destroy: async () => {
        await db.destroy();
        await authPool.end();
      },
    };
  }
  const sqlite = new Sqlite(config.database.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // WAL makes NORMAL durable against application crashes at a fraction of FULL's fsync cost.
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteShapePlugin()],
  });
  return {
    dialect: "sqlite",
    db,
    authDatabase: sqlite,
    poolStats: () => [],
    destroy: async () => {
      await db.destroy();
    },
  };
}

/** The current moment as our timestamps store it. */
export function nowIso(): string {
  return new Date().toISOString();
}

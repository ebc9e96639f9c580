import type Sqlite from "better-sqlite3";
import type { Redis } from "ioredis";
import type pg from "pg";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
// The three stores from their own files: the package's index also loads its cluster, Mongo, DynamoDB,
// etcd, Memcached and other stores (and node:cluster with them) into every idle server.
import RateLimiterPostgres from "rate-limiter-flexible/lib/RateLimiterPostgres.js";
import RateLimiterRedis from "rate-limiter-flexible/lib/RateLimiterRedis.js";
import RateLimiterSQLite from "rate-limiter-flexible/lib/RateLimiterSQLite.js";
import type { DatabaseHandle, Db } from "../db/database.ts";

/** The table of 0017; the limiter library reads and writes it. */
const TABLE = "rate_limit";

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
/** What @fastify/rate-limit hands a store's child at run time: the merged options with the route. */
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Makes the rate-limiter-flexible limiter for one route and window. */
export type LimiterFactory = (keyPrefix: string, windowMs: number) => RateLimiterAbstract;

/**
 * The counters of every rate limit in the database, so that all instances count together: SQLite through
 * the same better-sqlite3 handle the app uses, PostgreSQL through the pool better-auth uses.
 */
export function databaseLimiters(handle: DatabaseHandle): LimiterFactory {
  return (keyPrefix, windowMs) => {
    const common = {
      keyPrefix,
      // The limit itself is @fastify/rate-limit's `max`; the limiter only counts (penalty below).
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      tableName: TABLE,
      tableCreated: true,
      // The job runner's rate-limit-cleanup deletes old rows; no timer per limiter.
      clearExpiredByTimeout: false,
    };
    if (handle.dialect === "postgres") {
      return new RateLimiterPostgres({
        ...common,
        storeClient: handle.authDatabase as pg.Pool,
        storeType: "pool",
      });
    }
    return new RateLimiterSQLite({
      ...common,
      storeClient: handle.authDatabase as Sqlite.Database,
      storeType: "better-sqlite3",
    });
  };
}

/** The counters in Redis (REDIS_URL): every instance that uses the same Redis counts together. */
export function redisLimiters(client: Redis): LimiterFactory {
  return (keyPrefix, windowMs) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix,
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
    });
}

/**
 * A store for @fastify/rate-limit over rate-limiter-flexible: the plugin keeps deciding (per route `max`
 * and window, its 429 answer and headers), the store only counts, in the shared table. Each route has
 * its own key prefix, as the plugin's own stores keep one counter per route.
 */
export function sharedRateLimitStore(limiters: LimiterFactory) {
  return class SharedRateLimitStore {
    readonly #prefix: string;
    readonly #byWindow = new Map<number, RateLimiterAbstract>();

    constructor(_globalOptions?: unknown, prefix = "rl") {
      this.#prefix = prefix;
    }

    #limiter(windowMs: number): RateLimiterAbstract {
      let limiter = this.#byWindow.get(windowMs);
      if (!limiter) {
        limiter = limiters(this.#prefix, windowMs);
        this.#byWindow.set(windowMs, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#limiter(timeWindow)
        .penalty(key, 1)
        .then((res) => callback(null, { current: res.consumedPoints, ttl: Math.max(res.msBeforeNext, 0) }))
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      this.#limiter(timeWindow)
        .get(key)
        .then((res) =>
          callback(
            null,
            res
              ? { current: res.consumedPoints, ttl: Math.max(res.msBeforeNext, 0) }
              : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: object): SharedRateLimitStore {
      const { routeInfo } = routeOptions as RouteInfo;
      const method = [routeInfo?.method ?? ""].flat().join(",");
      return new SharedRateLimitStore(undefined, `rl:${method}:${routeInfo?.url ?? ""}`);
    }
  };
}

/** Deletes the counters whose window has passed (the limiter ignores them; this keeps the table small). */
export async function clearExpiredRateLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limit").where("expire", "<", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

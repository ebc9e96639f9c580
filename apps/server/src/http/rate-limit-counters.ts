import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { databaseLimiters, redisLimiters, sharedRateLimitStore } from "./rate-limit-store.ts";

/**
 * Where @fastify/rate-limit counts: in Redis when REDIS_URL is set, else in the database; either way
 * every instance on the same store shares one limit per client. Redis is an extra moving part, so
 * while it is unreachable the limits let requests through (logged) rather than answer 500 to sign-in.
 */
export async function rateLimitCounters(
  app: FastifyInstance,
  config: Pick<Config, "redisUrl">,
  database: DatabaseHandle,
) {
  if (!config.redisUrl) return { store: sharedRateLimitStore(databaseLimiters(database)) };
  // ioredis loads only when Redis is configured: a single instance without it never holds the client.
  const { Redis } = await import("ioredis");
  const client = new Redis(config.redisUrl, {
    // A command waits for a reconnect at most this long; then the limit is skipped for that request.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  client.on("error", (error: Error) =>
    app.log.warn({ reason: error.message }, "Redis for rate limits unreachable"),
  );
  app.addHook("onClose", async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return { store: sharedRateLimitStore(redisLimiters(client)), skipOnError: true };
}

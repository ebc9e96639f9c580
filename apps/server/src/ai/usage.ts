import { sql } from "kysely";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { AiError } from "./errors.ts";
import type { AiUsage } from "./tokens.ts";

export type AiLimits = Config["aiLimits"];

const HOUR_MS = 3_600_000;

/** The calendar month (UTC) usage is counted in: YYYY-MM. */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Tokens the user's calls used in the month of `now`. */
export async function tokensThisMonth(db: Db, userId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("ai_usage")
    .select(["prompt_tokens", "completion_tokens"])
    .where("user_id", "=", userId)
    .where("month", "=", monthOf(now))
    .executeTakeFirst();
  return row ? Number(row.prompt_tokens) + Number(row.completion_tokens) : 0;
}

/**
 * Takes one of the user's requests of the hour, or refuses with 429: the month's token budget is
 * spent, or the last hour already holds `requestsPerHour` requests. A limit of 0 is no limit.
 * Concurrent requests may both be refused at the edge, never both let through.
 */
export async function takeRequest(db: Db, userId: string, limits: AiLimits, now = new Date()): Promise<void> {
  if (limits.monthlyTokens > 0 && (await tokensThisMonth(db, userId, now)) >= limits.monthlyTokens) {
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
    throw new AiError(
      "AI_MONTHLY_BUDGET",
      `Your AI budget of ${limits.monthlyTokens} tokens for this month is used up. It renews on ${next}.`,
    );
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  await db
    .deleteFrom("ai_request")
    .where("user_id", "=", userId)
    .where("started_at", "<=", hourAgo)
    .execute();
  const { id } = await db
    .insertInto("ai_request")
    .values({ user_id: userId, started_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (limits.requestsPerHour === 0) return;
  const recent = await db
    .selectFrom("ai_request")
    .select([sql<number>`count(*)`.as("count"), sql<string>`min(started_at)`.as("first")])
    .where("user_id", "=", userId)
    .where("started_at", ">", hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) > limits.requestsPerHour) {
    await db.deleteFrom("ai_request").where("id", "=", id).execute();
    const minutes = Math.max(
      1,
      Math.ceil((new Date(recent.first).getTime() + HOUR_MS - now.getTime()) / 60_000),
    );
    throw new AiError(
      "AI_HOURLY_LIMIT",
      `You have used your ${limits.requestsPerHour} AI requests of this hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
}

/** Adds one call's tokens to the user's month. */
export async function recordUsage(db: Db, userId: string, usage: AiUsage, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("ai_usage")
    .values({
      user_id: userId,
      month: monthOf(now),
      requests: 1,
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "month"]).doUpdateSet((eb) => ({
        requests: sql`${eb.ref("ai_usage.requests")} + 1`,
        prompt_tokens: sql`${eb.ref("ai_usage.prompt_tokens")} + ${usage.promptTokens}`,
        completion_tokens: sql`${eb.ref("ai_usage.completion_tokens")} + ${usage.completionTokens}`,
        updated_at: at,
      })),
    )
    .execute();
}

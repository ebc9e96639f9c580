import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BotCheckConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import { authRateLimit } from "../http/rate-limit.ts";
import { BOT_CHECK_FIELD, BOT_CHECK_REASONS, createBotChallenge, spendBotSolution } from "./bot-check.ts";

export type BotCheckDeps = { db: Db; botCheck: BotCheckConfig };

/** The widget's challenge source; several per minute, as a person may reload a form. */
export async function botCheckRoutes(app: FastifyInstance, deps: BotCheckDeps & { max: number }) {
  app.get(
    "/api/botcheck/challenge",
    { config: { rateLimit: authRateLimit(deps.max * 10) }, schema: { tags: ["auth"] } },
    async (_request, reply) => {
      // A challenge is single-use and carries its own expiry: never from a cache.
      reply.header("cache-control", "no-store");
      return createBotChallenge(deps.botCheck);
    },
  );
}

/**
 * Refuses the request with 400 (field `altcha`) unless its body carries a valid, unexpired, unused
 * solution, which it then spends. The field is removed so the handler behind sees its usual body.
 */
export async function requireBotSolution(request: FastifyRequest, deps: BotCheckDeps): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === "object" ? body[BOT_CHECK_FIELD] : undefined;
  if (body && typeof body === "object") delete body[BOT_CHECK_FIELD];
  const refusal = await spendBotSolution(deps.db, deps.botCheck, value);
  if (refusal)
    throw new HttpError(400, "The check that you are a person did not pass", {
      [BOT_CHECK_FIELD]: BOT_CHECK_REASONS[refusal],
    });
}

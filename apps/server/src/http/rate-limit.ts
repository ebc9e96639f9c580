import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/** Route config for @fastify/rate-limit: `max` requests per minute per client address and route. */
export function authRateLimit(max: number) {
  return {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: (_req: FastifyRequest, context: { statusCode: number }) => ({
      statusCode: context.statusCode,
      error: "Too Many Requests",
      message: RATE_LIMIT_MESSAGE,
    }),
  };
}

/** Long enough to cover a user lookup and a queued mail, so both answers take the same time. */
export const CONSTANT_RESPONSE_MS = 400;

/** onSend hook: holds the answer until CONSTANT_RESPONSE_MS have passed since the request arrived. */
export async function padResponseTime(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const wait = CONSTANT_RESPONSE_MS - reply.elapsedTime;
  if (wait > 0) await sleep(wait);
  return payload;
}

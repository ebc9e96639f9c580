import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

/** No request body of ours nests deeper than a few levels (a JSON Resume: six); this leaves room. */
export const MAX_BODY_DEPTH = 64;

/** Whether a parsed JSON value nests objects and arrays deeper than `max` (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== "object" || node === null || Buffer.isBuffer(node)) continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a body nested deeper than MAX_BODY_DEPTH with 400 before any route sees it (issue 37): a
 * JSON.parse of a megabyte of brackets is cheap, but whatever walks it recursively afterwards (a
 * JSON.stringify, a validator, better-auth) would overflow the stack and answer 500.
 */
export function registerBodyDepthLimit(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      const reason = `Nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;
      throw new HttpError(400, reason, { body: reason });
    }
  });
}

import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { authRateLimit } from "../../http/rate-limit.ts";
import { bearerToken } from "./token-guard.ts";

/**
 * `max` requests per minute and token (several people behind one address each get their own
 * allowance), or per client address for a request without one. The key is the token's hash, so the
 * limiter's memory never holds a token.
 */
export function perTokenRateLimit(max: number) {
  return {
    ...authRateLimit(max),
    keyGenerator: (request: FastifyRequest) => {
      const token = bearerToken(request);
      return token ? `token:${createHash("sha256").update(token).digest("base64url")}` : `ip:${request.ip}`;
    },
  };
}

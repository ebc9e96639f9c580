import { passwordConfirmSchema, totpVerifySchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import {
  disableTwoFactor,
  finishTwoFactor,
  regenerateBackupCodes,
  startTwoFactor,
  type TwoFactorDeps,
  twoFactorStatus,
} from "./two-factor.ts";

const statusShape = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  backup_codes_left: z.number().nullable(),
});
const setupShape = z.object({ totp_uri: z.string(), key: z.string() });
const codesShape = z.object({ backup_codes: z.array(z.string()) });

/**
 * Two-factor sign-in with an authenticator app, under /api/account/two-factor: the state, set-up
 * (password, then the first code), new backup codes and switching it off (password). better-auth's
 * two-factor plugin does the work; sign-in asks for the code through /api/auth/two-factor/verify-*.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  deps: TwoFactorDeps & { guards: Guards; config: Pick<Config, "authRateLimit"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];
  // Passwords and codes are guessed here otherwise.
  const limited = { ...signedIn, config: { rateLimit: authRateLimit(deps.config.authRateLimit) } };

  r.get(
    "/api/account/two-factor",
    { ...signedIn, schema: { tags, response: { 200: statusShape } } },
    async (request) => twoFactorStatus(deps, currentUser(request).id),
  );
  r.post(
    "/api/account/two-factor/enable",
    { ...limited, schema: { tags, body: passwordConfirmSchema, response: { 200: setupShape } } },
    async (request) => startTwoFactor(deps, request, request.body.password),
  );
  r.post(
    "/api/account/two-factor/verify",
    { ...limited, schema: { tags, body: totpVerifySchema, response: { 200: codesShape } } },
    async (request) => finishTwoFactor(deps, request, currentUser(request).id, request.body.code),
  );
  r.post(
    "/api/account/two-factor/backup-codes",
    { ...limited, schema: { tags, body: passwordConfirmSchema, response: { 200: codesShape } } },
    async (request) => regenerateBackupCodes(deps, request, request.body.password),
  );
  r.post(
    "/api/account/two-factor/disable",
    { ...limited, schema: { tags, body: passwordConfirmSchema, response: { 200: statusShape } } },
    async (request) => {
      const user = currentUser(request);
      await disableTwoFactor(deps, request, user.id, request.body.password);
      return twoFactorStatus(deps, user.id);
    },
  );
}

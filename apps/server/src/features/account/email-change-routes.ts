import { emailChangeLinkSchema, emailChangeSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import {
  cancelEmailChange,
  confirmEmailChange,
  type EmailChangeDeps,
  emailStatus,
  requestEmailChange,
} from "./email-change.ts";

const statusShape = z.object({ email: z.string(), pending_email: z.string().nullable() });

/**
 * The sign-in address under /api/account/: the address and a pending change, asking for a change
 * (password; a link to the new address, a notice to the current one), cancelling it, and the
 * mailed link's confirmation (no session: the link is the proof).
 */
export async function emailChangeRoutes(
  app: FastifyInstance,
  deps: EmailChangeDeps & { guards: Guards; config: Pick<Config, "authRateLimit" | "appUrl"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];
  const rateLimit = authRateLimit(deps.config.authRateLimit);

  r.get(
    "/api/account/email",
    { ...signedIn, schema: { tags, response: { 200: statusShape } } },
    async (request) => emailStatus(deps.db, currentUser(request).id),
  );
  r.post(
    "/api/account/email",
    {
      ...signedIn,
      config: { rateLimit },
      schema: { tags, body: emailChangeSchema, response: { 200: statusShape } },
    },
    async (request) => requestEmailChange(deps, request, currentUser(request), request.body),
  );
  r.delete(
    "/api/account/email/pending",
    { ...signedIn, schema: { tags, response: { 200: statusShape } } },
    async (request) => cancelEmailChange(deps.db, currentUser(request).id),
  );
  r.get(
    "/api/account/confirmemail",
    {
      config: { rateLimit },
      schema: {
        tags,
        querystring: emailChangeLinkSchema,
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => confirmEmailChange(deps.db, request.query.token),
  );
}

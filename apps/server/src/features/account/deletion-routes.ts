import { DELETION_STATES, deletionCodeSchema, deletionLinkQuerySchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import {
  confirmCancel,
  confirmDeletion,
  type DeletionDeps,
  deletionStatus,
  issueDeletionCode,
  requestCancel,
  requestDeletion,
} from "./deletion.ts";

const statusShape = z.object({ state: z.enum(DELETION_STATES), date: z.string().nullable() });
const codeShape = z.object({ code: z.string() });

/**
 * Account deletion under /api/account/ (spec section 7): GET requestdelete / canceldelete hand out the
 * code to type, POST with the typed code mails the confirmation link, the confirm calls take the
 * link's query string (no session needed: the link is the proof), goingtobedeleted tells the date.
 */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  deps: DeletionDeps & { guards: Guards; config: Pick<Config, "authRateLimit"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];
  // Codes and links are long random strings; the limit keeps guessing slower still.
  const rateLimit = authRateLimit(deps.config.authRateLimit);

  r.get(
    "/api/account/goingtobedeleted",
    { ...signedIn, schema: { tags, response: { 200: statusShape } } },
    async (request) => deletionStatus(deps.db, currentUser(request).id),
  );
  r.get(
    "/api/account/requestdelete",
    { ...signedIn, schema: { tags, response: { 200: codeShape } } },
    async (request) => issueDeletionCode(deps.db, currentUser(request).id, "delete"),
  );
  r.post(
    "/api/account/requestdelete",
    {
      ...signedIn,
      config: { rateLimit },
      schema: { tags, body: deletionCodeSchema, response: { 200: statusShape } },
    },
    async (request) => requestDeletion(deps, currentUser(request), request.body.code),
  );
  r.get(
    "/api/account/canceldelete",
    { ...signedIn, schema: { tags, response: { 200: codeShape } } },
    async (request) => issueDeletionCode(deps.db, currentUser(request).id, "cancel"),
  );
  r.post(
    "/api/account/canceldelete",
    {
      ...signedIn,
      config: { rateLimit },
      schema: { tags, body: deletionCodeSchema, response: { 200: statusShape } },
    },
    async (request) => requestCancel(deps, currentUser(request), request.body.code),
  );
  r.get(
    "/api/account/confirmdelete",
    {
      config: { rateLimit },
      schema: { tags, querystring: deletionLinkQuerySchema, response: { 200: statusShape } },
    },
    async (request) => confirmDeletion(deps, request.query.token),
  );
  r.get(
    "/api/account/confirmcanceldelete",
    {
      config: { rateLimit },
      schema: { tags, querystring: deletionLinkQuerySchema, response: { 200: statusShape } },
    },
    async (request) => confirmCancel(deps, request.query.token),
  );
}

import { extensionTokenCreateSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/guards.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import type { ExtensionDeps } from "./deps.ts";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "./tokens.ts";

const tokenShape = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
const createdShape = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), token: z.string() });
const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The user's personal access tokens under /api/extension/tokens, for the settings page: list,
 * create (the token is shown once), revoke. The web app's session only; a token cannot manage tokens.
 */
export async function tokenRoutes(app: FastifyInstance, { db, auth, guards, config }: ExtensionDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["extension"];
  const signedIn = { preHandler: guards.verified };

  r.get(
    "/api/extension/tokens",
    { ...signedIn, schema: { tags, response: { 200: z.array(tokenShape) } } },
    (request) => listAccessTokens(db, currentUser(request).id),
  );

  r.post(
    "/api/extension/tokens",
    {
      ...signedIn,
      config: { rateLimit: authRateLimit(config.authRateLimit) },
      schema: { tags, body: extensionTokenCreateSchema, response: { 201: createdShape } },
    },
    async (request, reply) => {
      const created = await createAccessToken(auth, currentUser(request).id, request.body.name);
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  );

  r.delete(
    "/api/extension/tokens/:id",
    { ...signedIn, schema: { tags, params: idParams } },
    async (request, reply) => {
      await revokeAccessToken(db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}

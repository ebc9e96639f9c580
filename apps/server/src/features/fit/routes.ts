import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { fitForApplication } from "./fit.ts";

const UNKNOWN = "Unknown id";
const id = z.coerce.number({ error: UNKNOWN }).int({ error: UNKNOWN }).positive({ error: UNKNOWN });
const paramsSchema = z.object({ profileId: id, applicationId: id });
const querySchema = z.object({
  explain: z.enum(["0", "1", "true", "false"], { error: "explain must be 1 or 0" }).optional(),
});

type Deps = { db: Db; guards: Guards };

/**
 * calculatefit: the fit of a profile to an application. The spec answers a bare number;
 * `?explain=1` answers the score with its parts and reasons.
 */
export async function fitRoutes(app: FastifyInstance, { db, guards }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/profile/calculatefit/:profileId/:applicationId",
    {
      preHandler: guards.verified,
      schema: { tags: ["profiles"], params: paramsSchema, querystring: querySchema },
    },
    async (request) => {
      const { profileId, applicationId } = request.params;
      const fit = await fitForApplication(db, currentUser(request).id, profileId, applicationId);
      const explain = request.query.explain === "1" || request.query.explain === "true";
      return explain ? fit : fit.score;
    },
  );
}

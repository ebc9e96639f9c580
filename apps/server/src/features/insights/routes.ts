import { insightsQuerySchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { insights } from "./insights.ts";

/** GET /api/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: the numbers behind the insights page. */
export async function insightsRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/insights",
    { preHandler: guards.verified, schema: { tags: ["insights"], querystring: insightsQuerySchema } },
    (request) => insights(db, currentUser(request).id, request.query),
  );
}

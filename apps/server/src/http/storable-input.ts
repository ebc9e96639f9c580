import { storableJson } from "@jah/shared";
import type { FastifyInstance } from "fastify";

/**
 * Every request's parsed body, query and path parameters get storable text before any route sees
 * them (issue 37): a NUL byte or a lone surrogate in a job title would otherwise answer 500 on
 * PostgreSQL and be kept as it is on SQLite. Before validation, so a field of nothing but control
 * characters reads as empty ("Required"). better-auth gets the cleaned body too (auth/routes.ts hands
 * it request.body). Bytes (the Stripe webhook's signed body) are left as they came.
 */
export function registerStorableInput(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      request.body = storableJson(request.body);
    storableJson(request.query);
    storableJson(request.params);
  });
}

import type { FastifyInstance } from "fastify";

/** GET /api/health: answers from memory, no database call; load balancers and the benchmark poll it. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", { schema: { tags: ["health"] } }, async () => ({ status: "ok" as const }));
}

import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Metrics } from "./metrics.ts";

/** metrics is null exactly when no token is configured (nothing is counted then). */
type Deps = { metrics: Metrics | null; token: string | null };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Counts and times every answered request by its route pattern (never the raw URL: ids would explode). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request: FastifyRequest, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer METRICS_TOKEN`. Without a configured token
 * the route answers 404 as if it did not exist (registered anyway, so the web app's fallback does not
 * answer it).
 */
export async function metricsRoutes(app: FastifyInstance, { metrics, token }: Deps) {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!token || !metrics)
      return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "Not Found" });
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!sameToken(given, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ statusCode: 401, error: "Unauthorized", message: "A valid metrics token is required" });
    }
    reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

import { DATA_EXPORT_STATUSES } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import type { DataExports } from "./exports.ts";

const statusShape = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  size: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  download_url: z.string().nullable(),
});

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/**
 * The data export (GDPR article 20) under /api/account/export: POST starts a build in the
 * background (or answers the running one), GET tells its state and progress and, once ready, the
 * single-use download link, which needs no session: the signed token is the proof.
 */
export async function dataExportRoutes(
  app: FastifyInstance,
  deps: { guards: Guards; exports: DataExports; config: Pick<Config, "authRateLimit"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];

  r.post(
    "/api/account/export",
    { ...signedIn, schema: { tags, response: { 200: statusShape, 202: statusShape } } },
    async (request, reply) => {
      const { created, status } = await deps.exports.start(currentUser(request).id);
      return reply.status(created ? 202 : 200).send(status);
    },
  );

  r.get(
    "/api/account/export",
    { ...signedIn, schema: { tags, response: { 200: statusShape } } },
    async (request, reply) => {
      const status = await deps.exports.latest(currentUser(request).id);
      return reply.header("cache-control", "private, no-store").send(status);
    },
  );

  r.get(
    "/api/account/export/download/:token",
    {
      config: { rateLimit: authRateLimit(deps.config.authRateLimit) },
      schema: { tags, params: tokenParams },
    },
    async (request, reply) => {
      const { stream, size, fileName } = await deps.exports.openDownload(request.params.token);
      return reply
        .header("content-disposition", contentDisposition(fileName))
        .header("content-length", size)
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .type("application/zip")
        .send(stream);
    },
  );
}

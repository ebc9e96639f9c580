import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { errorBody } from "../../http/errors.ts";
import { addressPolicy } from "../../net/address-policy.ts";
import { importJob, importJobFromHtml } from "./import-job.ts";
import { PageError } from "./page-error.ts";
import { FETCH_JOB_BODY_LIMIT, fetchJobBodySchema } from "./schema.ts";

type Deps = {
  config: Config;
  /** Who may import: the web app's session or the browser extension's access token. */
  authenticate: preHandlerAsyncHookHandler;
  /** Route config of the per-token (or per-address) rate limit. */
  rateLimit: object;
};

/**
 * POST /api/profile/applications/fetchjob: fills an application from a job page. With `url` only the
 * server fetches the page; with `html` (the browser extension's copy of the rendered page) it reads
 * that and fetches nothing, not even what the page references.
 */
export async function jobImportRoutes(app: FastifyInstance, { config, authenticate, rateLimit }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isForbidden = addressPolicy(config.jobImportAllowPrivateNetworks);

  r.post(
    "/api/profile/applications/fetchjob",
    {
      preHandler: authenticate,
      bodyLimit: FETCH_JOB_BODY_LIMIT,
      config: { rateLimit },
      schema: { tags: ["applications"], body: fetchJobBodySchema },
    },
    async (request, reply) => {
      const url = new URL(request.body.url);
      if (request.body.html !== undefined) return importJobFromHtml(request.body.html, url);
      try {
        return await importJob(url, { isForbidden });
      } catch (error) {
        if (!(error instanceof PageError)) throw error;
        // Host only: a job link's query string may carry someone's tracking or session token.
        request.log.info({ host: url.host, reason: error.message }, "job import failed");
        return reply.status(400).send({
          ...errorBody(400, "The job page could not be imported", { url: error.message }),
          ...(error.code ? { code: error.code } : {}),
        });
      }
    },
  );
}

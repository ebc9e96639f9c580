import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { HttpError } from "../../http/errors.ts";
import { isBlockedAddress } from "./address-policy.ts";
import { importJob } from "./import-job.ts";
import { PageError } from "./page-error.ts";
import { fetchJobBodySchema } from "./schema.ts";

/** POST /api/profile/applications/fetchjob: fills an application from a job page's schema.org data. */
export async function jobImportRoutes(
  app: FastifyInstance,
  { guards, config }: { guards: Guards; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const isForbidden = config.jobImportAllowPrivateNetworks ? () => false : isBlockedAddress;

  r.post(
    "/api/profile/applications/fetchjob",
    { preHandler: guards.verified, schema: { tags: ["applications"], body: fetchJobBodySchema } },
    async (request) => {
      const url = new URL(request.body.url);
      try {
        return await importJob(url, { isForbidden });
      } catch (error) {
        if (!(error instanceof PageError)) throw error;
        // Host only: a job link's query string may carry someone's tracking or session token.
        request.log.info({ host: url.host, reason: error.message }, "job import failed");
        throw new HttpError(400, "The job page could not be imported", { url: error.message });
      }
    },
  );
}

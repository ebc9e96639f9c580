import { dataResetSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import { ensureSettings } from "../usersettings/index.ts";
import { type ResetDeps, resetUserData } from "./reset.ts";

type Deps = Omit<ResetDeps, "payments"> & {
  guards: Guards;
  config: Pick<Config, "staging" | "payments" | "authRateLimit">;
};

/** POST /api/datareset: on the staging host (STAGING=1) only; elsewhere 404 like any unknown path. */
export async function dataResetRoutes(app: FastifyInstance, { guards, config, ...deps }: Deps) {
  if (!config.staging) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/datareset",
    {
      preHandler: guards.verified,
      // Each reset rewrites a few hundred rows.
      config: { rateLimit: authRateLimit(config.authRateLimit) },
      schema: { tags: ["data-reset"], body: dataResetSchema },
    },
    async (request) => {
      const user = currentUser(request);
      const { language } = await ensureSettings(deps.db, user.id);
      const counts = await resetUserData({ ...deps, payments: config.payments }, user.id, language);
      request.log.info({ userId: user.id, ...counts }, "user data reset to the sample data");
      return { ...counts, language };
    },
  );
}

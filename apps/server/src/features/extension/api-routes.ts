import {
  extensionApplicationSchema,
  extensionFitSchema,
  idParamSchema,
  trackedQuerySchema,
} from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards.ts";
import { errorBody } from "../../http/errors.ts";
import { requireArea } from "../payments/index.ts";
import { AlreadyTracked, captureApplication, fitOfProfiles, profileTitles } from "./capture.ts";
import type { ExtensionDeps } from "./deps.ts";
import { profileFormAnswers } from "./form-answers.ts";
import { perTokenRateLimit } from "./rate-limits.ts";
import { findTracked } from "./tracked.ts";
import { extensionUserOf } from "./user-summary.ts";

/**
 * What the browser extension does with its personal access token: who am I, is this link tracked,
 * my profiles, their fit to a job and their answers for an application form, save a job as an
 * application. Nothing else accepts a token.
 */
export async function extensionApiRoutes(app: FastifyInstance, { db, tokenGuards, config }: ExtensionDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["extension"];
  const withToken = {
    preHandler: tokenGuards.accessToken,
    config: { rateLimit: perTokenRateLimit(config.extensionRateLimit) },
  };

  r.get("/api/extension/whoami", { ...withToken, schema: { tags } }, (request) =>
    extensionUserOf(currentUser(request)),
  );

  r.get(
    "/api/extension/tracked",
    {
      ...withToken,
      // The answer names the user's application: applications data, so the same plan applies (issue 25).
      preHandler: [tokenGuards.accessToken, requireArea(db, config, "applications")],
      schema: { tags, querystring: trackedQuerySchema },
    },
    async (request) => {
      const application = await findTracked(db, currentUser(request).id, request.query.url, config.appUrl);
      return application ? { tracked: true, application } : { tracked: false };
    },
  );

  r.get("/api/extension/profiles", { ...withToken, schema: { tags } }, (request) =>
    profileTitles(db, currentUser(request).id),
  );

  // What "Fill in this form" puts into an employer's form: the chosen profile's answers by kind.
  r.get(
    "/api/extension/profiles/:id/form-answers",
    { ...withToken, schema: { tags, params: idParamSchema } },
    (request) => profileFormAnswers(db, currentUser(request).id, request.params.id),
  );

  r.post("/api/extension/fit", { ...withToken, schema: { tags, body: extensionFitSchema } }, (request) =>
    fitOfProfiles(db, currentUser(request).id, request.body),
  );

  r.post(
    "/api/extension/applications",
    {
      ...withToken,
      // Saving a job creates an application: the applications area's plan applies (issue 13).
      preHandler: [tokenGuards.accessToken, requireArea(db, config, "applications")],
      schema: { tags, body: extensionApplicationSchema },
    },
    async (request, reply) => {
      try {
        const created = await captureApplication(db, currentUser(request).id, config.appUrl, request.body);
        return reply.status(201).send(created);
      } catch (error) {
        if (!(error instanceof AlreadyTracked)) throw error;
        return reply.status(409).send({ ...errorBody(409, error.message), application: error.application });
      }
    },
  );
}

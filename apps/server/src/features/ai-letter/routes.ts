import type { FastifyInstance } from "fastify";
import { AiClient } from "../../ai/client.ts";
import type { Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { requireArea } from "../payments/index.ts";
import { letterHelpRoutes } from "./help-routes.ts";
import { aiSettingsRoutes } from "./settings-routes.ts";

type Deps = { db: Db; guards: Guards; config: Pick<Config, "ai" | "aiLimits" | "payments"> };

/** The AI letter helper, the user's AI settings and the administrators' AI view (issue 12). */
export async function aiLetterRoutes(app: FastifyInstance, { db, guards, config }: Deps) {
  const client = config.ai ? new AiClient(config.ai, app.log) : null;
  const deps = { db, guards, client, limits: config.aiLimits };
  // The helper reads the user's application (the ad): the applications area's plan applies (issue 25).
  await app.register(letterHelpRoutes, { ...deps, premium: requireArea(db, config, "applications") });
  await app.register(aiSettingsRoutes, deps);
}

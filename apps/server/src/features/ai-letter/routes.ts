import type { FastifyInstance } from "fastify";
import { AiClient } from "../../ai/client.ts";
import type { Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { letterHelpRoutes } from "./help-routes.ts";
import { aiSettingsRoutes } from "./settings-routes.ts";

type Deps = { db: Db; guards: Guards; config: Pick<Config, "ai" | "aiLimits"> };

/** The AI letter helper, the user's AI settings and the administrators' AI view (issue 12). */
export async function aiLetterRoutes(app: FastifyInstance, { db, guards, config }: Deps) {
  const client = config.ai ? new AiClient(config.ai, app.log) : null;
  const deps = { db, guards, client, limits: config.aiLimits };
  await app.register(letterHelpRoutes, deps);
  await app.register(aiSettingsRoutes, deps);
}

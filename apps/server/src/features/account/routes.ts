import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isAdministrator } from "../../auth/administrators.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { ensureSettings } from "../usersettings/index.ts";

/** What the web app may know about the signed-in user: a whitelist, never the raw row. */
const meShape = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  language: z.enum(["en", "de"]),
});

/** GET /api/account/me. */
export async function accountRoutes(app: FastifyInstance, deps: { db: Db; guards: Guards; config: Config }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/account/me",
      { preHandler: deps.guards.verified, schema: { tags: ["account"], response: { 200: meShape } } },
      async (request) => {
        const user = currentUser(request);
        const settings = await ensureSettings(deps.db, user.id);
        return {
          ...user,
          isAdmin: await isAdministrator(deps.db, deps.config, user.email),
          language: settings.language,
        };
      },
    );
}

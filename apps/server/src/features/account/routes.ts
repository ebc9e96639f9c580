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
  /** The person's own name from sign-up (issue 43); null when not given. */
  name: z.string().nullable(),
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
        const row = await deps.db
          .selectFrom("user")
          .select("person_name")
          .where("id", "=", user.id)
          .executeTakeFirst();
        return {
          ...user,
          name: row?.person_name ?? null,
          isAdmin: await isAdministrator(deps.db, deps.config, user.email),
          language: settings.language,
        };
      },
    );
}

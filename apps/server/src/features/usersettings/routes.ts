import { PREMIUM_AREAS, userSettingsEditSchema, userSettingsSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { isEntitled, paymentRequiredBody } from "../payments/index.ts";
import { ensureSettings, updateLanguage } from "./usersettings.ts";

const paidQuerySchema = z.object({
  area: z
    .enum(PREMIUM_AREAS, { error: `area must be one of ${PREMIUM_AREAS.join(", ")}` })
    .default("applications"),
});

/** GET /api/usersettings/show, PUT /api/usersettings/edit, GET /api/usersettings/ispayeduser. */
export async function userSettingsRoutes(
  app: FastifyInstance,
  { db, guards, config }: { db: Db; guards: Guards; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/usersettings/show",
    {
      preHandler: guards.verified,
      schema: { tags: ["settings"], response: { 200: z.array(userSettingsSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      // The session check has read the settings already; only a brand-new account lacks them.
      return [user.settings ?? (await ensureSettings(db, user.id))];
    },
  );
  r.put(
    "/api/usersettings/edit",
    {
      preHandler: guards.verified,
      schema: { tags: ["settings"], body: userSettingsEditSchema, response: { 200: userSettingsSchema } },
    },
    async (request) => {
      const saved = await updateLanguage(db, currentUser(request).id, request.body.id, request.body.language);
      if (!saved) throw notFound();
      return saved;
    },
  );
  r.get(
    "/api/usersettings/ispayeduser",
    { preHandler: guards.verified, schema: { tags: ["settings"], querystring: paidQuerySchema } },
    async (request, reply) => {
      // PAYMENTS=off: every user has every premium area. Otherwise paid means the asked area (issue 25:
      // each premium page asks for its own), the applications area when none is named.
      const area = request.query.area;
      if (config.payments && !(await isEntitled(db, currentUser(request).id, area))) {
        return reply.status(402).send(paymentRequiredBody(area));
      }
      return { paid: true };
    },
  );
}

import { FREE_YEAR_REASON_MAX, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { decideFreeYear, openFreeYearRequests, requestFreeYear } from "./free-year.ts";

type Deps = { db: Db; guards: Guards; mailQueue: MailQueue; appUrl: string };

const requestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Required")
    .max(FREE_YEAR_REASON_MAX, `At most ${FREE_YEAR_REASON_MAX} characters`),
});

/** The free year on request: users ask, admins (on /appsettings/) grant or refuse. */
export async function freeYearRoutes(app: FastifyInstance, { db, guards, mailQueue, appUrl }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["payments"];
  r.post(
    "/api/payments/freeyear",
    { preHandler: guards.verified, schema: { tags, body: requestSchema } },
    async (request, reply) => {
      const created = await requestFreeYear(db, currentUser(request).id, request.body.reason);
      return reply.status(201).send(created);
    },
  );
  r.get("/api/admin/freeyear", { preHandler: guards.admin, schema: { tags } }, () =>
    openFreeYearRequests(db),
  );
  for (const [action, grant] of [
    ["grant", true],
    ["refuse", false],
  ] as const) {
    r.post(
      `/api/admin/freeyear/${action}/:id`,
      { preHandler: guards.admin, schema: { tags, params: idParamSchema } },
      (request) => decideFreeYear(db, mailQueue, appUrl, request.params.id, grant),
    );
  }
}

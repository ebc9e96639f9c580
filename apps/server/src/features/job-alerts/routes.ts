import { type JobAlertSetting, jobAlertSettingSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { userLanguage } from "../usersettings/index.ts";
import { readAlert, saveAlert, switchOff } from "./settings.ts";
import { tokenMatches } from "./token.ts";
import { confirmPage, donePage } from "./unsubscribe-page.ts";

const UNKNOWN = "Unknown id";
const id = z.coerce.number({ error: UNKNOWN }).int({ error: UNKNOWN }).positive({ error: UNKNOWN });
const unsubscribeQuery = z.object({
  alert: id,
  token: z.string({ error: "token is required" }).min(1, "token is required").max(100, "token is too long"),
});

type Deps = { db: Db; guards: Guards; config: Pick<Config, "authSecret"> };

/** A profile's job alert setting, and the unsubscribe link of the alert mails (no sign-in needed). */
export async function jobAlertRoutes(app: FastifyInstance, { db, guards, config }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["job-alerts"];
  r.get(
    "/api/job-alerts/:id",
    { preHandler: guards.verified, schema: { tags, params: z.object({ id }) } },
    async (request): Promise<JobAlertSetting> => readAlert(db, currentUser(request).id, request.params.id),
  );
  r.put(
    "/api/job-alerts/:id",
    { preHandler: guards.verified, schema: { tags, params: z.object({ id }), body: jobAlertSettingSchema } },
    async (request): Promise<JobAlertSetting> =>
      saveAlert(db, currentUser(request).id, request.params.id, request.body),
  );

  // Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058); only these routes read forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058 allows the same body as multipart/form-data; the link's query names the alert, so the
  // body's only field (List-Unsubscribe=One-Click) is not read, only kept small.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );
  /** The alert's owner's language, or 404 when the link is not an alert's (no hint which part is wrong). */
  const owner = async (alertId: number, token: string) => {
    if (!tokenMatches(config.authSecret, alertId, token)) throw notFound();
    const row = await db
      .selectFrom("job_alert")
      .select("user_id")
      .where("id", "=", alertId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return userLanguage(db, row.user_id);
  };
  r.get(
    "/api/job-alerts/unsubscribe",
    { schema: { tags, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const lang = await owner(request.query.alert, request.query.token);
      const action = `/api/job-alerts/unsubscribe?alert=${request.query.alert}&token=${encodeURIComponent(request.query.token)}`;
      return reply.type("text/html; charset=utf-8").send(confirmPage(lang, action));
    },
  );
  r.post(
    "/api/job-alerts/unsubscribe",
    { schema: { tags, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const lang = await owner(request.query.alert, request.query.token);
      await switchOff(db, request.query.alert);
      return reply.type("text/html; charset=utf-8").send(donePage(lang));
    },
  );
}

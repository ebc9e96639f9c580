import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { isEntitled, paymentRequiredBody } from "../payments/index.ts";
import {
  calendarEvents,
  calendarName,
  calendarOwner,
  calendarSecret,
  feedUrl,
  regenerateCalendarSecret,
} from "./calendar.ts";

const feedParams = z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/, "Unknown calendar") });

/** The private calendar feed and the settings calls that show and renew its address. */
export async function calendarRoutes(
  app: FastifyInstance,
  { db, guards, config }: { db: Db; guards: Guards; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["calendar"];

  // The area's own paths (issue 38); the old ones under /api/usersettings/ stay as aliases.
  for (const base of ["/api/calendar", "/api/usersettings/calendar"]) {
    r.get(base, { preHandler: guards.verified, schema: { tags } }, async (request) => {
      const secret = await calendarSecret(db, currentUser(request).id);
      return { url: secret ? feedUrl(config.appUrl, secret) : null };
    });

    r.post(`${base}/regenerate`, { preHandler: guards.verified, schema: { tags } }, async (request) => ({
      url: feedUrl(config.appUrl, await regenerateCalendarSecret(db, currentUser(request).id)),
    }));
  }

  // No session here: calendar apps fetch the feed on their own; the 256-bit secret is the key.
  r.get("/api/calendar/:file", { schema: { tags, params: feedParams } }, async (request, reply) => {
    const owner = await calendarOwner(db, request.params.file.slice(0, -4));
    if (!owner) throw notFound();
    // The feed belongs to the applications area: it ends with the plan (or free year) that opened it.
    if (config.payments && !(await isEntitled(db, owner.userId, "applications"))) {
      return reply.status(402).send(paymentRequiredBody("applications"));
    }
    const events = await calendarEvents(db, owner.userId, owner.language);
    // ical-generator loads with the first feed a calendar app fetches, not at start.
    const { buildCalendar } = await import("./ical.ts");
    return reply
      .type("text/calendar; charset=utf-8")
      .header("cache-control", "private, max-age=300")
      .send(buildCalendar(calendarName(owner.language), events));
  });
}

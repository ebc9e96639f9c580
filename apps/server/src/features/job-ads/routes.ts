import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { requireArea } from "../payments/index.ts";
import type { JobCrawler } from "./crawler.ts";
import { dismissAd, trackAd } from "./marks.ts";
import { matchingJobs } from "./matching.ts";

const UNKNOWN = "Unknown id";
const id = z.coerce.number({ error: UNKNOWN }).int({ error: UNKNOWN }).positive({ error: UNKNOWN });
const flag = z.enum(["0", "1", "true", "false"], { error: "must be 1 or 0" }).optional();

const matchQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1, "page starts at 1").default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(20),
  min_score: z.coerce
    .number({ error: "min_score must be a number" })
    .min(0, "min_score must be 0 to 100")
    .max(100, "min_score must be 0 to 100")
    .default(0),
  remote: flag,
  location: z.string().trim().max(200, "location must be at most 200 characters").optional(),
  radius: z.coerce
    .number({ error: "radius must be a number of kilometres" })
    .min(0, "radius must be 0 to 500 km")
    .max(500, "radius must be 0 to 500 km")
    .optional(),
});

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "payments">;
  crawler: Pick<JobCrawler, "config">;
};

/**
 * Matching jobs per profile (spec: GET profile/jobs/{id}), and tracking or dismissing an ad. app.ts
 * mounts them as the "jobs" area; tracking creates an application, so it needs the applications area too.
 */
export async function jobRoutes(app: FastifyInstance, { db, guards, config, crawler }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["jobs"];
  r.get(
    "/api/profile/jobs/:id",
    { preHandler: guards.verified, schema: { tags, params: z.object({ id }), querystring: matchQuery } },
    async (request) => {
      const q = request.query;
      const found = await matchingJobs(db, currentUser(request).id, request.params.id, {
        page: q.page,
        limit: q.limit,
        minScore: q.min_score,
        remote: q.remote === "1" || q.remote === "true",
        location: q.location || undefined,
        radius: q.radius,
      });
      // The page says honestly when no ads can come, rather than promising a next run.
      const sources = (await crawler.config()).sources.filter((s) => s.enabled).length;
      return { ...found, sources_configured: sources > 0 };
    },
  );
  r.post(
    "/api/profile/jobs/track",
    {
      preHandler: [guards.verified, requireArea(db, config, "applications")],
      schema: { tags, body: z.object({ job_ad_id: id }) },
    },
    async (request) => trackAd(db, currentUser(request).id, request.body.job_ad_id),
  );
  r.post(
    "/api/profile/jobs/dismiss",
    {
      preHandler: guards.verified,
      schema: { tags, body: z.object({ job_ad_id: id, dismissed: z.boolean().default(true) }) },
    },
    async (request) => {
      await dismissAd(db, currentUser(request).id, request.body.job_ad_id, request.body.dismissed);
      return { ok: true };
    },
  );
}

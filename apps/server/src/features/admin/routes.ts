import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { JobRunner } from "../../schedule/runner.ts";
import { configMistakes, crawlerConfigSchema, type JobCrawler, saveCrawlerConfig } from "../job-ads/index.ts";
import type { JobAlerts } from "../job-alerts/index.ts";
import { busyMessage, RUN_NOW_JOBS, runJobNow } from "./run-now.ts";

const INVALID_JSON = "Invalid JSON format!";

type Deps = { db: Db; guards: Guards; crawler: JobCrawler; jobs: JobRunner; jobAlerts: JobAlerts };

/**
 * /appsettings/ for administrators only: the crawler configuration (GET /api/admin/settings,
 * POST /api/admin/settings/edit, checked against the sources' schemas) and each source's state
 * with Run now; the background jobs' state (GET /api/admin/jobs: last and next run, last error, runs);
 * POST /api/admin/jobs/run runs the job sources or the alert mailing now (409 while another run holds
 * the job's lease).
 */
export async function adminRoutes(app: FastifyInstance, { db, guards, crawler, jobs, jobAlerts }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin"];
  r.get("/api/admin/settings", { preHandler: guards.admin, schema: { tags } }, async () => {
    const { json, isDefault } = await crawler.configText();
    // true: the default sources (JOB_SOURCES) are in force; saving makes the configuration the admin's.
    return { crawler_config: JSON.parse(json) as unknown, crawler_config_default: isDefault };
  });
  r.post(
    "/api/admin/settings/edit",
    {
      preHandler: guards.admin,
      schema: { tags, body: z.object({ crawler_config: z.string().max(1_000_000, "at most 1 MB") }) },
    },
    async (request) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body.crawler_config);
      } catch {
        throw new HttpError(400, INVALID_JSON, { crawler_config: INVALID_JSON });
      }
      const checked = crawlerConfigSchema.safeParse(parsed);
      if (!checked.success) {
        throw new HttpError(400, "The crawler configuration has mistakes", configMistakes(checked.error));
      }
      await saveCrawlerConfig(db, request.body.crawler_config);
      return { crawler_config: parsed };
    },
  );
  r.get("/api/admin/jobs", { preHandler: guards.admin, schema: { tags } }, async () => jobs.states());
  r.post(
    "/api/admin/jobs/run",
    {
      preHandler: guards.admin,
      schema: {
        tags,
        body: z.object({
          job: z.enum(Object.keys(RUN_NOW_JOBS) as ["sources", "alerts"], "sources or alerts"),
        }),
      },
    },
    async (request) => {
      const { job } = request.body;
      const outcome = await runJobNow(jobs, job, { crawler, alerts: jobAlerts });
      if (!outcome.ran) throw new HttpError(409, busyMessage(job, outcome.leaseUntil));
      return { ...outcome.result, duration_ms: Math.round(outcome.durationMs) };
    },
  );
  r.get("/api/admin/sources", { preHandler: guards.admin, schema: { tags } }, async () => crawler.states());
  r.post(
    "/api/admin/sources/run",
    { preHandler: guards.admin, schema: { tags, body: z.object({ key: z.string().min(1).max(64) }) } },
    async (request) => {
      const state = await crawler.runNow(request.body.key);
      if (!state) throw notFound();
      return state;
    },
  );
}

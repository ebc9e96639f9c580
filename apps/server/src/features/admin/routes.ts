import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { readCrawlerConfig, saveCrawlerConfig } from "./settings.ts";

const jsonText = z
  .string()
  .max(1_000_000)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, "Invalid JSON format!");

/** GET /api/admin/settings and POST /api/admin/settings/edit, for administrators only. */
export async function adminRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/admin/settings", { preHandler: guards.admin, schema: { tags: ["admin"] } }, async () => ({
    crawler_config: JSON.parse(await readCrawlerConfig(db)) as unknown,
  }));
  r.post(
    "/api/admin/settings/edit",
    { preHandler: guards.admin, schema: { tags: ["admin"], body: z.object({ crawler_config: jsonText }) } },
    async (request) => {
      await saveCrawlerConfig(db, request.body.crawler_config);
      return { crawler_config: JSON.parse(request.body.crawler_config) as unknown };
    },
  );
}

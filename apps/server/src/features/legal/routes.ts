import { LEGAL_PAGES } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors.ts";
import { readLegalPage } from "./legal.ts";

const params = z.object({
  page: z.enum(LEGAL_PAGES, { error: `page must be one of ${LEGAL_PAGES.join(", ")}` }),
});
const query = z.object({
  lang: z.enum(["de", "en"], { error: "lang must be de or en" }).default("de"),
});

/** GET /api/legal/{page}?lang=: the operator's legal page as sanitised HTML; public, read from disk each time. */
export async function legalRoutes(app: FastifyInstance, { legalDir }: { legalDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/legal/:page", { schema: { tags: ["legal"], params, querystring: query } }, async (request) => {
    const page = await readLegalPage(legalDir, request.params.page, request.query.lang);
    if (!page) throw notFound();
    return page;
  });
}

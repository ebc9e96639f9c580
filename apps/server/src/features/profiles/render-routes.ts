import { cvFileName, cvTemplateSchema, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import type { PdfPool } from "../../pdf/pool.ts";
import { readPicture } from "./picture.ts";
import { showProfile } from "./show.ts";

const BASE = "/api/profile";

/** The preview is a document of its own: no script, nothing loaded from anywhere, inline styles and data: images only. */
const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "font-src data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

const downloadQuerySchema = z.object({
  template: cvTemplateSchema.optional(),
  inline: z.enum(["0", "1"]).optional(),
});

/** The profile, its photo and the template a render uses (404 for another user's profile). */
async function renderInput(db: Db, userId: string, id: number, template?: z.infer<typeof cvTemplateSchema>) {
  const profile = await showProfile(db, userId, id);
  const picture = profile.has_picture ? ((await readPicture(db, userId, id))?.data ?? null) : null;
  return { profile, options: { template: template ?? profile.cv_template, picture } };
}

/** htmlpreview/{id} and download/{id}: the CV rendered by the worker pool. */
export async function profileRenderRoutes(
  app: FastifyInstance,
  { db, guards, pdf }: { db: Db; guards: Guards; pdf: PdfPool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];

  r.get(
    `${BASE}/htmlpreview/:id`,
    {
      ...options,
      schema: { tags, params: idParamSchema, querystring: downloadQuerySchema.pick({ template: true }) },
    },
    async (request, reply) => {
      const { profile, options: render } = await renderInput(
        db,
        currentUser(request).id,
        request.params.id,
        request.query.template,
      );
      const html = await pdf.renderHtml(profile, render);
      return reply
        .header("content-security-policy", PREVIEW_CSP)
        .header("cache-control", "private, no-store")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  r.get(
    `${BASE}/download/:id`,
    { ...options, schema: { tags, params: idParamSchema, querystring: downloadQuerySchema } },
    async (request, reply) => {
      const { profile, options: render } = await renderInput(
        db,
        currentUser(request).id,
        request.params.id,
        request.query.template,
      );
      const bytes = await pdf.renderPdf(profile, render);
      return reply
        .header("content-disposition", contentDisposition(cvFileName(profile), request.query.inline === "1"))
        .header("cache-control", "private, no-store")
        .type("application/pdf")
        .send(bytes);
    },
  );
}

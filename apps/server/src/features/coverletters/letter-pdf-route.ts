import { cvTemplateSchema, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { HttpError } from "../../http/errors.ts";
import type { PdfPool } from "../../pdf/pool.ts";
import { getApplicationRow } from "../applications/index.ts";
import { showProfile } from "../profiles/index.ts";
import { showCoverLetter } from "./coverletters.ts";
import { letterFileName, letterInput } from "./letter-input.ts";

const id = z.coerce.number().int().positive({ error: "Unknown id" });
const letterQuerySchema = z.object({
  application: id.optional(),
  profile: id.optional(),
  template: cvTemplateSchema.optional(),
  form: z.enum(["A", "B"]).optional(),
  inline: z.enum(["0", "1"]).optional(),
});

/**
 * pdf/{id}: the cover letter as a DIN 5008 page. For an application (its address, salutation and
 * placeholders) signed by the application's profile unless `profile` names another; on its own, signed
 * by `profile`. Everything is the user's own or a 404.
 */
export async function coverLetterPdfRoute(
  app: FastifyInstance,
  { db, guards, pdf }: { db: Db; guards: Guards; pdf: PdfPool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/application/coverletter/pdf/:id",
    {
      preHandler: guards.verified,
      schema: { tags: ["cover letters"], params: idParamSchema, querystring: letterQuerySchema },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { query } = request;
      const letter = await showCoverLetter(db, userId, request.params.id);
      const application = query.application ? await getApplicationRow(db, userId, query.application) : null;
      const profileId = query.profile ?? application?.profile_id;
      if (!profileId) {
        throw new HttpError(400, "Invalid input", { profile: "Choose the profile that signs the letter" });
      }
      const profile = await showProfile(db, userId, profileId);
      const input = letterInput(letter, profile, application, {
        template: query.template ?? profile.cv_template,
        form: query.form ?? "B",
      });
      const bytes = await pdf.renderLetter(input);
      return reply
        .header(
          "content-disposition",
          contentDisposition(letterFileName(profile, letter.cover_letter_language), query.inline === "1"),
        )
        .header("cache-control", "private, no-store")
        .type("application/pdf")
        .send(bytes);
    },
  );
}

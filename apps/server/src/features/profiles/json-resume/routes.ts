import { cvFileName, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../../auth/guards.ts";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/database.ts";
import { contentDisposition } from "../../../http/content-disposition.ts";
import { showProfile } from "../show.ts";
import { toJsonResume } from "./export.ts";
import { fromJsonResume } from "./import.ts";
import { saveImportedProfile } from "./save.ts";

const BASE = "/api/profile/jsonresume";

type Deps = { db: Db; guards: Guards; config: Pick<Config, "payments"> };

/** Export a profile as a JSON Resume document, and import one as a new profile. */
export async function jsonResumeRoutes(app: FastifyInstance, { db, guards, config }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];

  r.get(`${BASE}/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request, reply) => {
    const profile = await showProfile(db, currentUser(request).id, request.params.id);
    const fileName = cvFileName(profile).replace(/\.pdf$/, ".json");
    return reply
      .header("content-disposition", contentDisposition(fileName))
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(toJsonResume(profile), null, 2));
  });

  // The body is checked by fromJsonResume, which words its errors for a file the user picked.
  r.post(
    `${BASE}`,
    { ...options, bodyLimit: 2 * 1024 * 1024, schema: { tags, body: z.unknown() } },
    async (request, reply) => {
      const imported = fromJsonResume(request.body);
      // The contact values it brought are printed; the editor's notice names them until looked at.
      const contact = (["email", "telefon"] as const).filter((key) => imported.fields[key] !== "");
      const profile = await saveImportedProfile(db, currentUser(request).id, imported, config.payments, {
        imported_fields: JSON.stringify(contact),
      });
      return reply.status(201).send(profile);
    },
  );
}

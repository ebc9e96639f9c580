import { coverLetterCreateSchema, coverLetterEditSchema, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import {
  createCoverLetter,
  deleteCoverLetter,
  editCoverLetter,
  listCoverLetters,
  showCoverLetter,
} from "./coverletters.ts";

const BASE = "/api/application/coverletter";

/** Cover letters (mail templates): list, create, edit, show, delete. */
export async function coverLetterRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["cover letters"];

  r.get(`${BASE}/`, { ...options, schema: { tags } }, (request) =>
    listCoverLetters(db, currentUser(request).id),
  );
  r.post(`${BASE}/`, { ...options, schema: { tags, body: coverLetterCreateSchema } }, (request) => {
    const { id: _ignored, ...fields } = request.body;
    return createCoverLetter(db, currentUser(request).id, fields);
  });
  r.post(`${BASE}/edit`, { ...options, schema: { tags, body: coverLetterEditSchema } }, (request) => {
    const { id, ...fields } = request.body;
    return editCoverLetter(db, currentUser(request).id, id, fields);
  });
  r.get(`${BASE}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    showCoverLetter(db, currentUser(request).id, request.params.id),
  );
  r.delete(`${BASE}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await deleteCoverLetter(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });
}

import { idParamSchema, noteCreateSchema, noteEditSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { createNote, deleteNote, editNote, showNote } from "./notes.ts";

const BASE = "/api/application/notes";

/** Notes of an application: new, show, edit, delete. */
export async function noteRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["notes"];
  r.post(`${BASE}/`, { ...options, schema: { tags, body: noteCreateSchema } }, (request) =>
    createNote(db, currentUser(request).id, request.body.application.id, request.body.value),
  );
  r.get(`${BASE}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    showNote(db, currentUser(request).id, request.params.id),
  );
  r.post(`${BASE}/edit`, { ...options, schema: { tags, body: noteEditSchema } }, (request) =>
    editNote(db, currentUser(request).id, request.body.id, request.body.value),
  );
  r.delete(`${BASE}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await deleteNote(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });
}

import {
  applicationCreateSchema,
  applicationEditSchema,
  applicationListQuerySchema,
  idParamSchema,
} from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import {
  applicationStats,
  createApplication,
  deleteApplication,
  editApplication,
  type ListScope,
  listApplications,
  restoreApplication,
  showApplication,
} from "./applications.ts";

const BASE = "/api/profile/applications";

/** The applications API: lists, dashboard counters, create, edit, show, delete, restore. */
export async function applicationRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["applications"];

  const lists: Array<[string, ListScope]> = [
    ["/", "active"],
    ["/archive", "archive"],
    ["/todo", "todo"],
    ["/followup", "followup"],
  ];
  for (const [path, scope] of lists) {
    r.get(
      `${BASE}${path}`,
      { ...options, schema: { tags, querystring: applicationListQuerySchema } },
      (request) => listApplications(db, currentUser(request).id, scope, request.query),
    );
  }

  r.get(`${BASE}/stats`, { ...options, schema: { tags } }, (request) =>
    applicationStats(db, currentUser(request).id),
  );

  r.post(`${BASE}/`, { ...options, schema: { tags, body: applicationCreateSchema } }, (request) =>
    createApplication(db, currentUser(request).id, request.body),
  );

  r.post(`${BASE}/edit`, { ...options, schema: { tags, body: applicationEditSchema } }, (request) =>
    editApplication(db, currentUser(request).id, request.body),
  );

  r.get(`${BASE}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    showApplication(db, currentUser(request).id, request.params.id),
  );

  r.delete(`${BASE}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await deleteApplication(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });

  r.post(`${BASE}/restore/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    restoreApplication(db, currentUser(request).id, request.params.id),
  );
}

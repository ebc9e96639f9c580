import { idParamSchema, inboxAcceptSchema, inboxLinkSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import {
  acceptSuggestion,
  attachment,
  linkMessage,
  listInbox,
  mailHistory,
  setState,
  showInboxMessage,
} from "./inbox.ts";

const BASE = "/api/inbox";

/** The inbox page and each application's Mail history: read, accept, dismiss, link, ignore, download. */
export async function inboxRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["inbox"];
  const params = idParamSchema;
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  r.get(`${BASE}/`, { ...options, schema: { tags } }, (request) => listInbox(db, user(request)));
  r.get(`${BASE}/:id`, { ...options, schema: { tags, params } }, (request) =>
    showInboxMessage(db, user(request), request.params.id),
  );
  // Nothing changes without the user: these are the only ways a reply touches an application.
  r.post(`${BASE}/:id/accept`, { ...options, schema: { tags, params, body: inboxAcceptSchema } }, (request) =>
    acceptSuggestion(db, user(request), request.params.id, request.body.appointment_date),
  );
  r.post(`${BASE}/:id/dismiss`, { ...options, schema: { tags, params } }, (request) =>
    setState(db, user(request), request.params.id, "dismissed"),
  );
  r.post(`${BASE}/:id/ignore`, { ...options, schema: { tags, params } }, (request) =>
    setState(db, user(request), request.params.id, "ignored"),
  );
  r.post(`${BASE}/:id/link`, { ...options, schema: { tags, params, body: inboxLinkSchema } }, (request) =>
    linkMessage(db, user(request), request.params.id, request.body.application),
  );
  // Always a download, never shown inline: a reply's attachment is untrusted content.
  r.get(`${BASE}/attachment/:id`, { ...options, schema: { tags, params } }, async (request, reply) => {
    const file = await attachment(db, user(request), request.params.id);
    return reply
      .header("content-type", "application/octet-stream")
      .header("content-disposition", contentDisposition(file.name))
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(file.data));
  });
  r.get(`${BASE}/application/:id`, { ...options, schema: { tags, params } }, (request) =>
    mailHistory(db, user(request), request.params.id),
  );
}

import { composeSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { type ComposeDeps, composeApplication } from "./compose.ts";
import { latestSentMail, readSentCv } from "./sent-mails.ts";

const BASE = "/api/profile/applications";

const applicationParam = z.object({
  applicationId: z.coerce.number().int().positive({ error: "Unknown id" }),
});

type Deps = ComposeDeps & { guards: Guards };

/** Send from the compose wizard, and what was sent (the mail tab). */
export async function composeRoutes(app: FastifyInstance, { db, guards, pdf, queue, mailRefusal }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["compose"];

  r.post(`${BASE}/compose`, { ...options, schema: { tags, body: composeSchema } }, async (request, reply) => {
    const result = await composeApplication(
      { db, pdf, queue, mailRefusal },
      currentUser(request).id,
      request.body,
    );
    if (result.status === "queued") {
      queue.kick();
      return reply.status(202).send(result);
    }
    return result;
  });

  r.get(
    `${BASE}/sent/:applicationId`,
    { ...options, schema: { tags, params: applicationParam } },
    async (request) => ({
      sent: await latestSentMail(db, currentUser(request).id, request.params.applicationId),
    }),
  );

  r.get(
    `${BASE}/sent/:applicationId/cv`,
    { ...options, schema: { tags, params: applicationParam } },
    async (request, reply) => {
      const { fileName, bytes } = await readSentCv(db, currentUser(request).id, request.params.applicationId);
      return reply
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .type("application/pdf")
        .send(bytes);
    },
  );
}

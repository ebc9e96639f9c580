import { connectAnswerSchema, connectPollSchema, connectStartSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards.ts";
import { errorBody } from "../../http/errors.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import { answerConnect, connectRequestInfo, pollConnect, startConnect } from "./connect.ts";
import type { ExtensionDeps } from "./deps.ts";
import { perTokenRateLimit } from "./rate-limits.ts";

const GONE = {
  denied: "The connection was denied in the web app.",
  expired: "This connect request has expired or was already used: start connecting again.",
};

/**
 * The device-style connect flow under /api/extension/connect: the extension starts a request and
 * polls it; the signed-in user allows or denies it on the web app's connect page.
 */
export async function connectRoutes(app: FastifyInstance, { db, auth, guards, config }: ExtensionDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["extension"];
  const strict = { rateLimit: authRateLimit(config.authRateLimit) };

  r.post(
    "/api/extension/connect/start",
    { config: strict, schema: { tags, body: connectStartSchema } },
    (request) => startConnect(db, request.body.client, config.appUrl),
  );

  r.post(
    "/api/extension/connect/poll",
    // Polled every two seconds: the per-token limit, keyed by address here.
    {
      config: { rateLimit: perTokenRateLimit(config.extensionRateLimit) },
      schema: { tags, body: connectPollSchema },
    },
    async (request, reply) => {
      const answer = await pollConnect(db, auth, request.body.deviceCode);
      reply.header("cache-control", "no-store");
      if ("gone" in answer) {
        return reply.status(410).send({ ...errorBody(410, GONE[answer.status]), status: answer.status });
      }
      return answer;
    },
  );

  r.get(
    "/api/extension/connect/request",
    { preHandler: guards.verified, schema: { tags, querystring: connectAnswerSchema } },
    (request) => connectRequestInfo(db, request.query.userCode),
  );

  for (const [path, answer] of [
    ["approve", "approved"],
    ["deny", "denied"],
  ] as const) {
    r.post(
      `/api/extension/connect/${path}`,
      { preHandler: guards.verified, config: strict, schema: { tags, body: connectAnswerSchema } },
      (request) => answerConnect(db, currentUser(request).id, request.body.userCode, answer),
    );
  }
}

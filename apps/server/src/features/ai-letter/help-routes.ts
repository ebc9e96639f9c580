import { aiLetterRequestSchema } from "@jah/shared";
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AiError } from "../../ai/errors.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import { type HelperDeps, prepareHelp, runHelp } from "./help.ts";

const BASE = "/api/application/coverletter/ai/help";

/** An AI failure answers with its status and code; anything else goes to the error handler. */
export function sendAiError(reply: FastifyReply, error: unknown) {
  if (error instanceof AiError) return reply.status(error.statusCode).send(error.body());
  throw error;
}

/**
 * The AI letter helper: one answer as JSON, or the same as Server-Sent Events (`delta` with the
 * letter's text as it grows, then `result` with the checked answer, or `error`).
 */
export async function letterHelpRoutes(
  app: FastifyInstance,
  deps: HelperDeps & { guards: Guards; premium: preHandlerAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: [deps.guards.verified, deps.premium],
    schema: { tags: ["cover letters"], body: aiLetterRequestSchema },
  };

  r.post(BASE, options, async (request, reply) => {
    try {
      return await runHelp(deps, await prepareHelp(deps, currentUser(request).id, request.body));
    } catch (error) {
      return sendAiError(reply, error);
    }
  });

  r.post(`${BASE}/stream`, options, async (request, reply) => {
    let prepared: Awaited<ReturnType<typeof prepareHelp>>;
    try {
      prepared = await prepareHelp(deps, currentUser(request).id, request.body);
    } catch (error) {
      return sendAiError(reply, error);
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-content-type-options": "nosniff",
      // Proxies (nginx) would hold the events back until the answer is complete.
      "x-accel-buffering": "no",
    });
    const cancel = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) cancel.abort();
    });
    const send = (event: string, data: unknown) => {
      if (!res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const result = await runHelp(deps, prepared, {
        onLetter: (text) => send("delta", { text }),
        signal: cancel.signal,
      });
      send("result", result);
    } catch (error) {
      if (!(error instanceof AiError)) request.log.error({ err: error }, "AI letter stream failed");
      const failure =
        error instanceof AiError
          ? error
          : new AiError("AI_PROVIDER_DOWN", "The AI answer could not be completed.");
      send("error", failure.body());
    } finally {
      res.end();
    }
  });
}

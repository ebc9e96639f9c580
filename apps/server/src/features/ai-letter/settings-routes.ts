import { AI_LETTER_FIELDS, type AiStatus } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AiClient } from "../../ai/client.ts";
import { giveConsent, hasConsent, revokeConsent } from "../../ai/consent.ts";
import { AiError } from "../../ai/errors.ts";
import { type AiLimits, tokensThisMonth } from "../../ai/usage.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { requireClient } from "./help.ts";
import { sendAiError } from "./help-routes.ts";

type Deps = { db: Db; guards: Guards; client: AiClient | null; limits: AiLimits };

/** What the consent dialog and /appsettings/ show: provider, model, the user's agreement and usage. */
async function status(deps: Deps, userId: string): Promise<AiStatus> {
  const { client, limits } = deps;
  return {
    configured: client !== null,
    provider_host: client?.host ?? null,
    model: client?.model ?? null,
    consented: client ? await hasConsent(deps.db, userId, client.host) : false,
    fields_sent: [...AI_LETTER_FIELDS],
    limits: {
      requests_per_hour: limits.requestsPerHour,
      monthly_tokens: limits.monthlyTokens,
      tokens_used_this_month: await tokensThisMonth(deps.db, userId),
    },
  };
}

/**
 * The user's AI settings (status, agree, withdraw) and the administrators' view of the provider with
 * a test call.
 */
export async function aiSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guards } = deps;
  const tags = ["ai"];

  r.get("/api/ai/status", { preHandler: guards.verified, schema: { tags } }, (request) =>
    status(deps, currentUser(request).id),
  );
  r.post(
    "/api/ai/consent",
    {
      preHandler: guards.verified,
      schema: { tags, body: z.object({ provider_host: z.string().min(1).max(300) }) },
    },
    async (request, reply) => {
      try {
        const client = requireClient(deps.client);
        // The user agrees to the host they were shown; if an administrator changed it meanwhile, ask again.
        if (request.body.provider_host !== client.host) {
          throw new AiError(
            "AI_PROVIDER_CHANGED",
            `The AI provider of this server is ${client.host}, not ${request.body.provider_host}. Please review and agree again.`,
          );
        }
        await giveConsent(db, currentUser(request).id, client.host);
        return await status(deps, currentUser(request).id);
      } catch (error) {
        return sendAiError(reply, error);
      }
    },
  );
  r.delete("/api/ai/consent", { preHandler: guards.verified, schema: { tags } }, async (request) => {
    await revokeConsent(db, currentUser(request).id);
    return status(deps, currentUser(request).id);
  });

  r.get("/api/admin/ai", { preHandler: guards.admin, schema: { tags: ["admin"] } }, async () => ({
    configured: deps.client !== null,
    model: deps.client?.model ?? null,
    host: deps.client?.host ?? null,
    limits: { requests_per_hour: deps.limits.requestsPerHour, monthly_tokens: deps.limits.monthlyTokens },
  }));
  r.post(
    "/api/admin/ai/test",
    { preHandler: guards.admin, schema: { tags: ["admin"] } },
    async (request, reply) => {
      try {
        const client = requireClient(deps.client);
        const started = performance.now();
        // No user data: a fixed question whose answer is any JSON object.
        const { usage } = await client.json(
          z.record(z.string(), z.unknown()),
          [
            { role: "system", content: 'Answer with the JSON object {"ok": true} and nothing else.' },
            { role: "user", content: "Test" },
          ],
          { userId: currentUser(request).id, purpose: "admin-test" },
          { maxTokens: 20 },
        );
        return {
          ok: true,
          host: client.host,
          model: client.model,
          duration_ms: Math.round(performance.now() - started),
          usage: { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens },
        };
      } catch (error) {
        return sendAiError(reply, error);
      }
    },
  );
}

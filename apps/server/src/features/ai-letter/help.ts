import type { AiLetterRequest, AiLetterResult } from "@jah/shared";
import type { AiClient } from "../../ai/client.ts";
import { hasConsent } from "../../ai/consent.ts";
import { AI_NOT_CONFIGURED_MESSAGE, AiError } from "../../ai/errors.ts";
import { StreamedJsonField } from "../../ai/partial.ts";
import type { AiUsage } from "../../ai/tokens.ts";
import { type AiLimits, recordUsage, takeRequest } from "../../ai/usage.ts";
import type { Db } from "../../db/database.ts";
import { type LetterContext, loadLetterContext } from "./context.ts";
import { finishLetter } from "./finish.ts";
import { letterAnswerSchema, letterMessages } from "./prompt.ts";

export type HelperDeps = { db: Db; client: AiClient | null; limits: AiLimits };

/** A helper call that passed every check and may go to the provider. */
export type PreparedHelp = { client: AiClient; context: LetterContext; userId: string };

/** The provider, or 503 with how an administrator sets one up. */
export function requireClient(client: AiClient | null): AiClient {
  if (!client) throw new AiError("AI_NOT_CONFIGURED", AI_NOT_CONFIGURED_MESSAGE);
  return client;
}

/**
 * Everything before a call: a provider is configured (503), application and profile are the user's
 * (404), the user agreed to this provider (403), and the hourly and monthly limits allow it (429).
 */
export async function prepareHelp(
  deps: HelperDeps,
  userId: string,
  request: AiLetterRequest,
): Promise<PreparedHelp> {
  const client = requireClient(deps.client);
  const context = await loadLetterContext(deps.db, userId, request);
  if (!(await hasConsent(deps.db, userId, client.host))) {
    throw new AiError(
      "AI_CONSENT_REQUIRED",
      `Nothing was sent. Please agree first that your letter, the application and your profile's fields (GET /api/ai/status lists them) are sent to ${client.host}.`,
    );
  }
  await takeRequest(deps.db, userId, deps.limits);
  return { client, context, userId };
}

/**
 * Asks the model for a better letter and checks its answer. With `stream`, the letter's text is
 * handed on as it arrives. Tokens are counted even when the answer is unusable.
 */
export async function runHelp(
  deps: HelperDeps,
  { client, context, userId }: PreparedHelp,
  stream?: { onLetter: (text: string) => void; signal: AbortSignal },
): Promise<AiLetterResult> {
  const messages = letterMessages(context);
  const meta = { userId, purpose: "letter-help" };
  const options = { temperature: 0.4, ...(stream ? { signal: stream.signal } : {}) };
  let usage: AiUsage | undefined;
  try {
    let answer: Awaited<ReturnType<typeof client.json<typeof letterAnswerSchema._zod.output>>>;
    if (stream) {
      const letter = new StreamedJsonField("letter");
      answer = await client.stream(
        letterAnswerSchema,
        messages,
        meta,
        (delta) => {
          const text = letter.push(delta);
          if (text) stream.onLetter(text);
        },
        options,
      );
    } else {
      answer = await client.json(letterAnswerSchema, messages, meta, options);
    }
    usage = answer.usage;
    return finishLetter(answer.data, context);
  } catch (error) {
    if (error instanceof AiError) usage = error.usage;
    throw error;
  } finally {
    if (usage) await recordUsage(deps.db, userId, usage);
  }
}

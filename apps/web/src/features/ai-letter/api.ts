import {
  AI_ERROR_CODES,
  type AiErrorCode,
  type AiLetterRequest,
  type AiLetterResult,
  type AiStatus,
} from "@jah/shared";
import { apiRequest, apiStream } from "../../api/client.ts";
import { ApiError } from "../../api/errors.ts";
import { fetchJson } from "../../api/helpers.ts";
import { readEvents } from "./sse.ts";

/** What went wrong: one of the server's AI codes, no answer at all, or something else. */
export type AiFailure = AiErrorCode | "NETWORK" | "UNKNOWN";

/** A failed AI call; the user's text stays as it was. */
export class AiCallError extends Error {
  readonly code: AiFailure;
  constructor(code: AiFailure) {
    super(`AI call failed: ${code}`);
    this.name = "AiCallError";
    this.code = code;
  }
}

function failureOf(body: unknown): AiFailure {
  const code = body && typeof body === "object" && "code" in body ? String(body.code) : "";
  return (AI_ERROR_CODES as readonly string[]).includes(code) ? (code as AiErrorCode) : "UNKNOWN";
}

/** Query keys of the AI area. */
export const aiKeys = {
  status: ["ai", "status"] as const,
  admin: ["ai", "admin"] as const,
};

/** GET ai/status: provider, model, the user's agreement and the fields one call sends. */
export function fetchAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return fetchJson("ai/status", signal);
}

/** POST ai/consent: agrees to send the listed fields to this host. */
export async function giveAiConsent(providerHost: string): Promise<AiStatus> {
  const res = await apiRequest<AiStatus>("ai/consent", {
    method: "POST",
    body: { provider_host: providerHost },
  });
  if (!res.ok || !res.data) throw new AiCallError(failureOf(res.data));
  return res.data;
}

/** DELETE ai/consent: withdraws every agreement. */
export async function revokeAiConsent(): Promise<AiStatus> {
  const res = await apiRequest<AiStatus>("ai/consent", { method: "DELETE" });
  if (!res.ok || !res.data) throw new ApiError(res.status, res.data);
  return res.data;
}

/**
 * POST application/coverletter/ai/help/stream: hands over the letter's text as it grows, resolves
 * with the checked answer and rejects with an AiCallError.
 */
export async function streamLetterHelp(
  request: AiLetterRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AiLetterResult> {
  let response: Response;
  try {
    response = await apiStream("application/coverletter/ai/help/stream", {
      method: "POST",
      body: request,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AiCallError("NETWORK");
  }
  if (!response.ok || !response.body) {
    throw new AiCallError(failureOf(await response.json().catch(() => null)));
  }
  let result: AiLetterResult | null = null;
  let failure: AiFailure | null = null;
  try {
    await readEvents(response.body, ({ event, data }) => {
      const parsed = JSON.parse(data) as unknown;
      if (event === "delta") onDelta(String((parsed as { text?: unknown }).text ?? ""));
      else if (event === "result") result = parsed as AiLetterResult;
      else if (event === "error") failure = failureOf(parsed);
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AiCallError("NETWORK");
  }
  if (result) return result;
  // The stream ended without a result: the answer never completed.
  throw new AiCallError(failure ?? "AI_PROVIDER_DOWN");
}

/** The administrators' view of the provider. */
export type AdminAi = {
  configured: boolean;
  model: string | null;
  host: string | null;
  limits: { requests_per_hour: number; monthly_tokens: number };
};
/** GET admin/ai: whether AI is configured, with model and host. */
export function fetchAdminAi(signal?: AbortSignal): Promise<AdminAi> {
  return fetchJson("admin/ai", signal);
}

/** A successful test call. */
export type AdminAiTest = {
  ok: true;
  host: string;
  model: string;
  duration_ms: number;
  usage: { prompt_tokens: number; completion_tokens: number };
};
/** POST admin/ai/test: a tiny call without user data. */
export async function testAdminAi(): Promise<AdminAiTest> {
  const res = await apiRequest<AdminAiTest>("admin/ai/test", { method: "POST" });
  if (!res.ok || !res.data) throw new AiCallError(failureOf(res.data));
  return res.data;
}

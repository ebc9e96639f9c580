import type { AiErrorCode } from "@jah/shared";
import type { AiUsage } from "./tokens.ts";

/** The HTTP status each AI failure answers with: never a 500, and our own limits are 429. */
const STATUS: Record<AiErrorCode, number> = {
  AI_NOT_CONFIGURED: 503,
  AI_CONSENT_REQUIRED: 403,
  AI_PROVIDER_CHANGED: 409,
  AI_HOURLY_LIMIT: 429,
  AI_MONTHLY_BUDGET: 429,
  AI_TIMEOUT: 504,
  AI_PROVIDER_DOWN: 502,
  AI_PROVIDER_BUSY: 503,
  AI_PROVIDER_REFUSED: 502,
  AI_BAD_OUTPUT: 502,
};

/** A failed or refused AI call, with a code the web app words in both languages. */
export class AiError extends Error {
  readonly statusCode: number;
  /** Tokens the call used although it failed (an unusable answer still counts against the budget). */
  usage?: AiUsage;
  constructor(
    readonly code: AiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AiError";
    this.statusCode = STATUS[code];
  }

  /** The error body: the usual shape plus the code. */
  body() {
    return { statusCode: this.statusCode, error: "AI unavailable", code: this.code, message: this.message };
  }
}

export const AI_NOT_CONFIGURED_MESSAGE =
  "AI is not set up on this server. An administrator enables it by setting AI_BASE_URL and AI_MODEL (and AI_API_KEY when the provider needs one) to any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp, vLLM, LocalAI) and restarting the server.";

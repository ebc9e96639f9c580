import { setTimeout as sleep } from "node:timers/promises";
import type OpenAI from "openai";
import type { z } from "zod";
import type { Config } from "../config.ts";
import { AiError } from "./errors.ts";
import { parseJsonAnswer } from "./json.ts";
import type { AiUsage } from "./tokens.ts";

/** An OpenAI-compatible chat endpoint, as configured by AI_BASE_URL, AI_API_KEY, AI_MODEL and AI_TIMEOUT_MS. */
export type AiConfig = NonNullable<Config["ai"]>;

export type ChatMessage = { role: "system" | "user"; content: string };

/** Who a call is for and why: logged with its usage, never with its content. */
export type AiCallMeta = { userId: string | null; purpose: string };

export type AiCallOptions = {
  /** Ends the call early (the browser went away). */
  signal?: AbortSignal;
  temperature?: number;
  maxTokens?: number;
};

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** A model's answer is at most this long; anything longer is not a letter or a CV. */
const MAX_ANSWER_CHARS = 100_000;
/** First wait before a retry when the provider names none; doubled per retry. */
const BACKOFF_MS = 300;
const MAX_BACKOFF_MS = 4_000;

type OpenAiModule = typeof import("openai");
/** The SDK once loaded: the error checks below need its classes, and a failure only follows a load. */
let sdkModule: OpenAiModule | undefined;
let sdkLoading: Promise<OpenAiModule> | undefined;
/** The SDK loads at the first AI call, so a server without AI (or before its first call) never holds it. */
async function loadSdk(): Promise<OpenAiModule> {
  sdkLoading ??= import("openai").then((loaded) => {
    sdkModule = loaded;
    return loaded;
  });
  return sdkLoading;
}
/** Stands for the SDK's connection time-out when our own wait between retries runs out. */
const WAIT_TIMED_OUT = Symbol("wait timed out");
const isTimeout = (error: unknown) =>
  error === WAIT_TIMED_OUT ||
  (sdkModule !== undefined && error instanceof sdkModule.APIConnectionTimeoutError);
const isApiError = (error: unknown): error is InstanceType<OpenAiModule["APIError"]> =>
  sdkModule !== undefined && error instanceof sdkModule.APIError;
const isConnectionError = (error: unknown) =>
  sdkModule !== undefined && error instanceof sdkModule.APIConnectionError;

/** The host name a user agrees to send data to: what the consent dialog shows. */
export function providerHost(config: Pick<AiConfig, "baseUrl">): string {
  return new URL(config.baseUrl).host;
}

/**
 * The one client of the configured OpenAI-compatible provider (OpenAI, Ollama, llama.cpp, vLLM,
 * LocalAI), on the `openai` SDK. Every call has one time limit including its retries, is retried
 * on 429 and 5xx with backoff (a Retry-After within the limit is honoured), asks for JSON that a zod
 * schema validates, and logs its token usage (never its content).
 */
export class AiClient {
  readonly #config: AiConfig;
  #sdk: Promise<OpenAI> | undefined;
  readonly #log: Log;

  constructor(config: AiConfig, log: Log) {
    this.#config = config;
    this.#log = log;
  }

  /** The SDK's client, made at the first call. */
  #client(): Promise<OpenAI> {
    this.#sdk ??= loadSdk().then(({ default: OpenAISdk }) => this.#newClient(OpenAISdk));
    return this.#sdk;
  }

  #newClient(OpenAISdk: OpenAiModule["default"]): OpenAI {
    const config = this.#config;
    return new OpenAISdk({
      baseURL: config.baseUrl.replace(/\/+$/, ""),
      apiKey: config.apiKey,
      organization: null,
      project: null,
      // Retries are ours (below): the SDK would honour any Retry-After, even one past our time limit.
      maxRetries: 0,
      timeout: config.timeoutMs,
      logLevel: "off",
      // Local servers need no key: then no Authorization header at all.
      ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      fetchOptions: { redirect: "error" },
    });
  }

  get model(): string {
    return this.#config.model;
  }

  get host(): string {
    return providerHost(this.#config);
  }

  /** Asks for one JSON object and returns it validated by `schema`; throws AiError on any failure. */
  async json<T>(
    schema: z.ZodType<T>,
    messages: ChatMessage[],
    meta: AiCallMeta,
    options: AiCallOptions = {},
  ): Promise<{ data: T; usage: AiUsage }> {
    // Loading the SDK (the first call only) is not the provider's time: it comes before the clock starts.
    const sdk = await this.#client();
    return this.#call(meta, messages, options, async (signal, timeout) => {
      const completion = await sdk.chat.completions.create(
        { ...this.#body(messages, options), stream: false },
        { signal, timeout },
      );
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== "string")
        throw new AiError("AI_BAD_OUTPUT", "The AI provider's answer has no message");
      return { content, usage: completion.usage ?? undefined };
    }).then(({ content, usage }) => ({ data: this.#validated(schema, content, usage), usage }));
  }

  /**
   * Like `json`, streamed: `onText` gets every piece of the answer's text as it arrives, then the whole
   * answer is validated. Retries happen only before the first piece.
   */
  async stream<T>(
    schema: z.ZodType<T>,
    messages: ChatMessage[],
    meta: AiCallMeta,
    onText: (delta: string) => void,
    options: AiCallOptions = {},
  ): Promise<{ data: T; usage: AiUsage }> {
    const sdk = await this.#client();
    return this.#call(meta, messages, options, async (signal, timeout) => {
      const stream = await sdk.chat.completions.create(
        { ...this.#body(messages, options), stream: true, stream_options: { include_usage: true } },
        { signal, timeout },
      );
      let content = "";
      let usage: OpenAI.CompletionUsage | undefined;
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices?.[0]?.delta?.content;
        if (!delta) continue;
        content += delta;
        if (content.length > MAX_ANSWER_CHARS) {
          stream.controller.abort();
          throw new AiError("AI_BAD_OUTPUT", "The AI provider's answer is too long");
        }
        onText(delta);
      }
      return { content, usage };
    }).then(({ content, usage }) => ({ data: this.#validated(schema, content, usage), usage }));
  }

  #body(messages: ChatMessage[], options: AiCallOptions) {
    return {
      model: this.#config.model,
      messages,
      temperature: options.temperature ?? 0,
      response_format: { type: "json_object" as const },
      ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    };
  }

  #validated<T>(schema: z.ZodType<T>, content: string, usage: AiUsage): T {
    try {
      return parseJsonAnswer(schema, content);
    } catch (error) {
      if (error instanceof AiError) error.usage = usage;
      throw error;
    }
  }

  /**
   * Runs one call with the time limit, the retries and the usage log line. `attempt` gets the signal
   * and the time left; what it returns is the answer's text and the provider's usage.
   */
  async #call(
    meta: AiCallMeta,
    messages: ChatMessage[],
    options: AiCallOptions,
    attempt: (
      signal: AbortSignal,
      timeout: number,
    ) => Promise<{ content: string; usage: OpenAI.CompletionUsage | undefined }>,
  ): Promise<{ content: string; usage: AiUsage }> {
    const started = performance.now();
    const limit = AbortSignal.timeout(this.#config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([limit, options.signal]) : limit;
    const promptChars = messages.reduce((n, m) => n + m.content.length, 0);
    let attempts = 0;
    const finish = (outcome: string, usage: AiUsage) => {
      this.#log.info(
        {
          ai: {
            purpose: meta.purpose,
            user_id: meta.userId,
            model: this.#config.model,
            prompt_tokens: usage.promptTokens,
            completion_tokens: usage.completionTokens,
            estimated: usage.estimated,
            duration_ms: Math.round(performance.now() - started),
            attempts,
            outcome,
          },
        },
        "AI call",
      );
    };
    for (;;) {
      attempts++;
      try {
        const left = this.#config.timeoutMs - (performance.now() - started);
        const { content, usage } = await attempt(signal, Math.max(1, Math.ceil(left)));
        const counted = countUsage(usage, promptChars, content.length);
        finish("ok", counted);
        return { content, usage: counted };
      } catch (error) {
        const failure = this.#failure(error, limit, options.signal);
        const wait = failure.code === "AI_TIMEOUT" ? undefined : retryDelay(error, attempts);
        const elapsed = performance.now() - started;
        if (
          wait === undefined ||
          attempts > this.#config.maxRetries ||
          elapsed + wait >= this.#config.timeoutMs
        ) {
          finish(failure.code, failure.usage ?? countUsage(undefined, promptChars, 0, true));
          throw failure;
        }
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          const timedOut = this.#failure(WAIT_TIMED_OUT, limit, options.signal);
          finish(timedOut.code, countUsage(undefined, promptChars, 0, true));
          throw timedOut;
        }
      }
    }
  }

  /** Any failure of a call as an AiError with a code and a message a user can act on. */
  #failure(error: unknown, limit: AbortSignal, cancel: AbortSignal | undefined): AiError {
    if (error instanceof AiError) return error;
    const seconds = Math.round(this.#config.timeoutMs / 100) / 10;
    if (limit.aborted || isTimeout(error)) {
      return new AiError("AI_TIMEOUT", `The AI provider did not answer within ${seconds} seconds.`);
    }
    if (cancel?.aborted) return new AiError("AI_TIMEOUT", "The request was cancelled.");
    if (isApiError(error) && error.status !== undefined) {
      const status = error.status;
      if (status === 429) {
        return new AiError(
          "AI_PROVIDER_BUSY",
          "The AI provider is busy (it answered 429). Please try again later.",
        );
      }
      if (status >= 500 || status === 408 || status === 409) {
        return new AiError("AI_PROVIDER_DOWN", `The AI provider failed (it answered ${status}).`);
      }
      if (status === 401 || status === 403) {
        return new AiError(
          "AI_PROVIDER_REFUSED",
          `The AI provider refused this server's credentials (${status}); an administrator should check AI_API_KEY.`,
        );
      }
      return new AiError(
        "AI_PROVIDER_REFUSED",
        `The AI provider refused the request (${status}); an administrator should check AI_MODEL and AI_BASE_URL.`,
      );
    }
    if (isConnectionError(error)) {
      return new AiError("AI_PROVIDER_DOWN", "The AI provider cannot be reached.");
    }
    this.#log.warn({ err: { message: (error as Error)?.message } }, "AI call failed unexpectedly");
    return new AiError("AI_PROVIDER_DOWN", "The AI provider's answer could not be read.");
  }
}

/** The wait before the next attempt, or undefined when the failure is not worth retrying. */
function retryDelay(error: unknown, attempts: number): number | undefined {
  if (isApiError(error) && error.status !== undefined) {
    const { status } = error;
    if (!(status === 408 || status === 409 || status === 429 || status >= 500)) return undefined;
    const named = retryAfter(error.headers);
    if (named !== undefined) return named;
  } else if (!isConnectionError(error)) {
    return undefined;
  }
  const backoff = Math.min(BACKOFF_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
  return backoff * (1 - Math.random() * 0.25);
}

/** Retry-After-Ms or Retry-After (seconds or an HTTP date) in milliseconds. */
function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get("retry-after");
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The provider's counts, or about four characters per token when it sent none. */
function countUsage(
  usage: OpenAI.CompletionUsage | undefined,
  promptChars: number,
  answerChars: number,
  failed = false,
): AiUsage {
  if (usage && Number.isFinite(usage.prompt_tokens)) {
    return {
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens ?? 0,
      estimated: false,
    };
  }
  // A call that failed before any answer is not charged: we cannot know what the provider counted.
  if (failed) return { promptTokens: 0, completionTokens: 0, estimated: true };
  return {
    promptTokens: Math.ceil(promptChars / 4),
    completionTokens: Math.ceil(answerChars / 4),
    estimated: true,
  };
}

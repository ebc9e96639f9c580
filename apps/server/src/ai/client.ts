/** An OpenAI-compatible chat endpoint, as configured by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export type AiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export type ChatMessage = { role: "system" | "user"; content: string };

/** The answers we read: a model's reply is at most this long. */
const MAX_ANSWER_BYTES = 1_000_000;

/**
 * Asks the model for a JSON object (`response_format: json_object`) and returns it parsed. Throws on
 * any failure: network, timeout, a non-2xx status, an answer that is not a JSON object.
 */
export async function chatJson(config: AiConfig, messages: ChatMessage[]): Promise<Record<string, unknown>> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      messages,
      temperature: 0,
      response_format: { type: "json_object" },
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`The AI provider answered ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_ANSWER_BYTES) throw new Error("The AI provider's answer is too long");
  const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== "string") throw new Error("The AI provider's answer has no message");
  const parsed: unknown = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("The AI provider's answer is not a JSON object");
  }
  return parsed as Record<string, unknown>;
}

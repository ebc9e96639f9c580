import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAiMode = "good" | "garbage" | "hang" | "slow";

/**
 * An OpenAI-compatible chat endpoint for tests: answers with `answer` as the model's JSON ("good"),
 * the same after `delayMs` ("slow"), with text that is no JSON ("garbage"), or never ("hang").
 * A request with `stream: true` gets the answer as Server-Sent Events in `chunks` pieces, as OpenAI
 * sends them. `failures` are statuses answered first, one per request (429 with Retry-After-Ms).
 * Every request is kept.
 */
export class FakeAi {
  readonly requests: { url: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  mode: FakeAiMode = "good";
  answer: Record<string, unknown> | string = {};
  failures: number[] = [];
  delayMs = 0;
  chunks = 8;
  /** Pause between streamed chunks, so a browser test can watch the letter grow (0: next tick). */
  chunkDelayMs = 0;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null = {
    prompt_tokens: 120,
    completion_tokens: 80,
    total_tokens: 200,
  };
  readonly #server: Server;
  readonly #hanging = new Set<IncomingMessage>();

  constructor() {
    this.#server = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw) as Record<string, unknown>;
      this.requests.push({ url: req.url ?? "", authorization: req.headers.authorization, body });
      const failure = this.failures.shift();
      if (failure !== undefined) {
        res.writeHead(failure, {
          "content-type": "application/json",
          ...(failure === 429 ? { "retry-after-ms": "20" } : {}),
        });
        res.end(JSON.stringify({ error: { message: `fake ${failure}`, type: "fake" } }));
        return;
      }
      if (this.mode === "hang") {
        this.#hanging.add(req);
        return;
      }
      if (this.mode === "slow") await new Promise((r) => setTimeout(r, this.delayMs));
      if (res.destroyed) return;
      const content =
        this.mode === "garbage"
          ? "Sure! Here is the CV: {name: Owen"
          : typeof this.answer === "string"
            ? this.answer
            : JSON.stringify(this.answer);
      if (body.stream === true) return this.#stream(res, content);
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          ...(this.usage ? { usage: this.usage } : {}),
        }),
      );
    });
  }

  async #stream(res: import("node:http").ServerResponse, content: string) {
    res.writeHead(200, { "content-type": "text/event-stream" });
    const size = Math.max(1, Math.ceil(content.length / this.chunks));
    const chunk = (choices: unknown[], extra: object = {}) =>
      `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", choices, ...extra })}\n\n`;
    res.write(chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]));
    for (let at = 0; at < content.length; at += size) {
      res.write(chunk([{ index: 0, delta: { content: content.slice(at, at + size) }, finish_reason: null }]));
      await new Promise((r) => (this.chunkDelayMs ? setTimeout(r, this.chunkDelayMs) : setImmediate(r)));
    }
    res.write(chunk([{ index: 0, delta: {}, finish_reason: "stop" }]));
    if (this.usage) res.write(chunk([], { usage: this.usage }));
    res.end("data: [DONE]\n\n");
  }

  /** Back to a good answer with no failures queued and no requests seen. */
  reset(answer: Record<string, unknown> | string = {}) {
    this.requests.length = 0;
    this.mode = "good";
    this.failures = [];
    this.delayMs = 0;
    this.answer = answer;
  }

  /** Starts listening and returns the base URL (AI_BASE_URL). */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`;
  }

  async close(): Promise<void> {
    for (const req of this.#hanging) req.socket.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

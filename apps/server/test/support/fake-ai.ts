import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAiMode = "good" | "garbage" | "hang";

/**
 * An OpenAI-compatible chat endpoint for tests: answers with `answer` as the model's JSON ("good"),
 * with text that is no JSON ("garbage"), or never ("hang"). Every request is kept.
 */
export class FakeAi {
  readonly requests: { url: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  mode: FakeAiMode = "good";
  answer: Record<string, unknown> = {};
  readonly #server: Server;
  readonly #hanging = new Set<IncomingMessage>();

  constructor() {
    this.#server = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      this.requests.push({
        url: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(raw),
      });
      if (this.mode === "hang") {
        this.#hanging.add(req);
        return;
      }
      const content =
        this.mode === "good" ? JSON.stringify(this.answer) : "Sure! Here is the CV: {name: Owen";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
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

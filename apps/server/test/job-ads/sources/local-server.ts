import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttp, type Http, type HttpOptions } from "../../../src/features/job-ads/sources/http.ts";

/** One request as the server saw it: when it arrived and when its answer was finished. */
export type Hit = { path: string; headers: IncomingHttpHeaders; start: number; end: number };

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export type LocalServer = {
  base: string;
  hits: Hit[];
  /** The paths (with query) requested so far, in order of arrival. */
  paths(): string[];
  close(): Promise<void>;
};

/** An HTTP server on 127.0.0.1 with a free port that records every request it receives. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const hit: Hit = {
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      start: Date.now(),
      end: 0,
    };
    hits.push(hit);
    res.on("close", () => {
      hit.end = Date.now();
    });
    Promise.resolve(handler(req, res, url)).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    paths: () => hits.map((hit) => hit.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fixture file's text, with {{BASE}} replaced by the local server's address. */
export function fixture(name: string, base = ""): string {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
  return text.replaceAll("{{BASE}}", base);
}

/** A fixture file's bytes, for files in another charset than UTF-8. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** A fetcher for tests: local addresses allowed, no pause between requests, quick retries. */
export function testHttp(options: HttpOptions = {}): Http {
  return createHttp({ allowPrivate: true, hostDelayMs: 0, backoffMs: 1, timeoutMs: 5_000, ...options });
}

export const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };
export const XML_TYPE = { "content-type": "application/xml" };
export const HTML_TYPE = { "content-type": "text/html; charset=utf-8" };

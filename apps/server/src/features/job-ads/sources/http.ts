import type { IncomingHttpHeaders } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { addressPolicy } from "../../../net/address-policy.ts";
import { guardedGet } from "../../../net/guarded-get.ts";
import type { Resolve } from "../../../net/guarded-lookup.ts";
import { NetError } from "../../../net/net-error.ts";
import { type AnswerCache, memoryCache } from "./answer-cache.ts";
import { FetchError, fetchErrorOf } from "./fetch-error.ts";
import { hostQueue } from "./host-queue.ts";
import { ALLOW_ALL, BOT_NAME, DISALLOW_ALL, parseRobots, type RobotsRules } from "./robots.ts";

export type HttpOptions = {
  /** Pause between two requests to the same host. */
  hostDelayMs?: number;
  /** Limit for one attempt, from connecting to the last byte. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
  /** Further attempts after a network error, 429 or 5xx. */
  retries?: number;
  /** First backoff; it doubles with each attempt. */
  backoffMs?: number;
  /** Upper bound for a server's Retry-After. */
  maxRetryAfterMs?: number;
  /** Tests serve on 127.0.0.1; in production private and local addresses are refused. */
  allowPrivate?: boolean;
  cache?: AnswerCache;
  robotsTtlMs?: number;
  resolve?: Resolve;
  /** How waiting is done; tests record the pauses instead of waiting them out. */
  sleep?: (ms: number) => Promise<void>;
};

export type GetOptions = {
  headers?: Record<string, string>;
  maxBytes?: number;
  conditional?: boolean;
  /** Statuses retried with backoff like 429 (the Jobsuche answers 403 when it wants a pause). */
  retryStatuses?: readonly number[];
  /** Unpack a gzip file by its magic bytes (sitemap.xml.gz). */
  gunzip?: boolean;
};

/** A successful answer; on 304 the body is the one remembered from the last 200. */
export type HttpAnswer = { url: URL; notModified: boolean; body: string; contentType: string };

/** The polite fetcher every adapter uses. */
export type Http = {
  get(url: string | URL, options?: GetOptions): Promise<HttpAnswer>;
  /** GET and parse JSON; an answer that is not JSON is a "format" error. */
  json(url: string | URL, options?: GetOptions): Promise<unknown>;
  /** Whether the host's robots.txt lets our agent fetch `url`. */
  mayFetch(url: string | URL): Promise<boolean>;
};

export const USER_AGENT = `Mozilla/5.0 (compatible; ${BOT_NAME}/1.0; collects public job ads)`;
const HEADERS = {
  "user-agent": USER_AGENT,
  accept: "application/json, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.1",
  "accept-language": "de,en;q=0.8",
};
const ROBOTS_MAX_BYTES = 512_000;
// A robots.txt that could not be read blocks the host, but only for a while.
const ROBOTS_FAILURE_TTL_MS = 10 * 60_000;

/** Creates a fetcher with its own per-host queue, answer cache and robots.txt cache. */
export function createHttp(options: HttpOptions = {}): Http {
  const {
    hostDelayMs = 2_000,
    timeoutMs = 20_000,
    maxBytes = 5_000_000,
    retries = 3,
    backoffMs = 1_000,
    maxRetryAfterMs = 60_000,
    robotsTtlMs = 24 * 3_600_000,
    sleep = (ms: number) => delay(ms),
  } = options;
  const cache = options.cache ?? memoryCache();
  const isForbidden = addressPolicy(options.allowPrivate ?? false);
  const queue = hostQueue(hostDelayMs, sleep);
  const robots = new Map<string, { rules: Promise<RobotsRules>; expires: number }>();

  async function attempt(url: URL, request: GetOptions) {
    const cached = request.conditional === false ? undefined : cache.get(url.href);
    const conditional: Record<string, string> = {};
    if (cached?.etag) conditional["if-none-match"] = cached.etag;
    if (cached?.lastModified) conditional["if-modified-since"] = cached.lastModified;
    try {
      const response = await guardedGet(url, {
        isForbidden,
        headers: { ...HEADERS, ...request.headers, ...conditional },
        timeoutMs,
        maxBytes: request.maxBytes ?? maxBytes,
        maxRedirects: 3,
        xmlDeclaration: true,
        resolve: options.resolve,
        gunzipByContent: request.gunzip ?? false,
      });
      return { response, cached };
    } catch (error) {
      throw error instanceof NetError ? fetchErrorOf(error, url) : error;
    }
  }

  async function fetchWithRetries(url: URL, request: GetOptions): Promise<HttpAnswer> {
    for (let tries = 0; ; tries++) {
      const backoff = Math.max(backoffMs * 2 ** tries, hostDelayMs);
      let result: Awaited<ReturnType<typeof attempt>>;
      try {
        result = await attempt(url, request);
      } catch (error) {
        // Timeouts are not retried: a host that hangs would hold its queue for minutes.
        if (error instanceof FetchError && error.kind === "network" && tries < retries) {
          await sleep(backoff);
          continue;
        }
        throw error;
      }
      const { response, cached } = result;
      const contentType = String(response.headers["content-type"] ?? "");
      if (response.status === 304 && cached) {
        return { url: response.url, notModified: true, body: cached.body, contentType: cached.contentType };
      }
      const retried = response.status === 429 || response.status >= 500;
      if ((retried || request.retryStatuses?.includes(response.status)) && tries < retries) {
        const asked = retryAfterMs(response.headers);
        await sleep(asked === undefined ? backoff : Math.min(asked, maxRetryAfterMs));
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        throw new FetchError("status", `${url} answered with status ${response.status}`, response.status);
      }
      remember(url, response.headers, response.body, contentType);
      return { url: response.url, notModified: false, body: response.body, contentType };
    }
  }

  function remember(url: URL, headers: IncomingHttpHeaders, body: string, contentType: string) {
    const etag = headers.etag;
    const lastModified = headers["last-modified"];
    if (etag || lastModified) cache.set(url.href, { etag, lastModified, body, contentType });
  }

  function get(target: string | URL, getOptions: GetOptions = {}): Promise<HttpAnswer> {
    const url = new URL(target);
    return queue(url.host, () => fetchWithRetries(url, getOptions));
  }

  async function json(target: string | URL, getOptions: GetOptions = {}): Promise<unknown> {
    const answer = await get(target, getOptions);
    try {
      return JSON.parse(answer.body);
    } catch {
      throw new FetchError("format", `${answer.url} did not answer with JSON`);
    }
  }

  async function loadRobots(origin: string): Promise<RobotsRules> {
    try {
      const answer = await get(`${origin}/robots.txt`, { maxBytes: ROBOTS_MAX_BYTES, conditional: false });
      return parseRobots(answer.body, origin);
    } catch (error) {
      // No robots.txt (4xx) allows everything; a failing server or network blocks the host for now.
      if (error instanceof FetchError && error.kind === "status" && error.status! < 500) return ALLOW_ALL;
      if (error instanceof FetchError && error.kind === "private-address") throw error;
      const entry = robots.get(origin);
      if (entry) entry.expires = Date.now() + Math.min(robotsTtlMs, ROBOTS_FAILURE_TTL_MS);
      return DISALLOW_ALL;
    }
  }

  async function mayFetch(target: string | URL): Promise<boolean> {
    const url = new URL(target);
    let entry = robots.get(url.origin);
    if (!entry || entry.expires < Date.now()) {
      entry = { rules: loadRobots(url.origin), expires: Date.now() + robotsTtlMs };
      robots.set(url.origin, entry);
      entry.rules.catch(() => robots.delete(url.origin));
    }
    return (await entry.rules).allows(url);
  }

  return { get, json, mayFetch };
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(headers: IncomingHttpHeaders): number | undefined {
  const value = headers["retry-after"]?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { guardedLookup, type Resolve } from "./guarded-lookup.ts";
import { PAGE_ERRORS, PageError } from "./page-error.ts";
import { readPage } from "./read-page.ts";

export type FetchOptions = {
  /** True for an address that must not be contacted (see address-policy.ts). */
  isForbidden: (ip: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; tests replace it to act out DNS rebinding. */
  resolve?: Resolve;
};

export type FetchedPage = { url: URL; html: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  "user-agent":
    "Mozilla/5.0 (compatible; JobApplicationHelper/1.0; reads one job advert on a user's request)",
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  "accept-language": "de,en;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};

/**
 * Fetches an HTML page for the job import, safe to point at any user-given link: every hop (at most
 * `maxRedirects` redirects) is checked against `isForbidden`, IP literals before connecting and host
 * names at connect time; the whole fetch is bounded by `timeoutMs` and `maxBytes`. Failures are a
 * PageError with a message for the user.
 */
export async function fetchPage(start: URL, options: FetchOptions): Promise<FetchedPage> {
  const { isForbidden, timeoutMs = 10_000, maxBytes = 2_000_000, maxRedirects = 3 } = options;
  const lookup = guardedLookup(isForbidden, options.resolve);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, isForbidden);
      const response = await get(url, lookup, controller.signal);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || !location) {
        return { url, html: await readPage(response, maxBytes) };
      }
      response.destroy();
      if (redirects >= maxRedirects) throw new PageError(PAGE_ERRORS.tooManyRedirects);
      url = redirectTarget(location, url);
    }
  } catch (error) {
    throw controller.signal.aborted ? new PageError(PAGE_ERRORS.timeout) : asPageError(error);
  } finally {
    clearTimeout(timer);
  }
}

function checkTarget(url: URL, isForbidden: (ip: string) => boolean) {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new PageError(PAGE_ERRORS.scheme);
  // Node connects to an IP literal without any lookup, so literals are judged here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isForbidden(host)) throw new PageError(PAGE_ERRORS.privateAddress);
}

function redirectTarget(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new PageError(PAGE_ERRORS.badRedirect);
  }
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // A private agent: no pooled socket from elsewhere in the process, and no proxy that would bypass
    // the address check.
    const request = client.request(url, { headers: HEADERS, lookup, signal, agent: false }, resolve);
    request.on("error", reject);
    request.end();
  });
}

function asPageError(error: unknown): PageError {
  if (error instanceof PageError) return error;
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  if (["ENOTFOUND", "EAI_AGAIN", "EAI_NODATA", "EAI_NONAME", "EAI_FAIL"].includes(code)) {
    return new PageError(PAGE_ERRORS.notFound);
  }
  if (/^(ECONN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE)/.test(code))
    return new PageError(PAGE_ERRORS.unreachable);
  if (/TLS|CERT|SSL|^UNABLE_TO|^DEPTH_ZERO/.test(code)) return new PageError(PAGE_ERRORS.tls);
  return new PageError(PAGE_ERRORS.unreadable);
}

import { guardedGet } from "../../net/guarded-get.ts";
import type { Resolve } from "../../net/guarded-lookup.ts";
import { NetError } from "../../net/net-error.ts";
import { PAGE_ERRORS, PageError, pageErrorOf } from "./page-error.ts";

export type FetchOptions = {
  /** True for an address that must not be contacted (see net/address-policy.ts). */
  isForbidden: (ip: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; tests replace it to act out DNS rebinding. */
  resolve?: Resolve;
};

export type FetchedPage = { url: URL; html: string };

const HTML_TYPES = ["text/html", "application/xhtml+xml"];
const HEADERS = {
  "user-agent":
    "Mozilla/5.0 (compatible; JobApplicationHelper/1.0; reads one job advert on a user's request)",
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  "accept-language": "de,en;q=0.8",
};

/**
 * Fetches an HTML page for the job import with the guarded client (net/guarded-get.ts), safe to point
 * at any user-given link; 2xx and an HTML content type (or none) only. Failures are a PageError with
 * a message for the user.
 */
export async function fetchPage(start: URL, options: FetchOptions): Promise<FetchedPage> {
  const { isForbidden, timeoutMs = 10_000, maxBytes = 2_000_000, maxRedirects = 3, resolve } = options;
  try {
    const response = await guardedGet(start, {
      isForbidden,
      headers: HEADERS,
      timeoutMs,
      maxBytes,
      maxRedirects,
      contentTypes: HTML_TYPES,
      resolve,
    });
    if (response.status < 200 || response.status > 299) {
      throw new PageError(PAGE_ERRORS.status(response.status));
    }
    return { url: response.url, html: response.body };
  } catch (error) {
    throw error instanceof NetError ? pageErrorOf(error) : error;
  }
}

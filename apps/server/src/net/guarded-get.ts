import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { isIP, type LookupFunction } from "node:net";
import { gunzipSync } from "node:zlib";
import { decodeBody } from "./charset.ts";
import { guardedLookup, type Resolve } from "./guarded-lookup.ts";
import { NetError } from "./net-error.ts";
import { readBody } from "./read-body.ts";

// Required, not imported: an ES module import of node:http makes Node build its module facade, which
// reads every export, the lazy ones (WebSocket, MessageEvent) too, and those load Node's whole fetch
// implementation (undici, 4 to 5 MiB) into a server that never calls fetch while idle.
const require = createRequire(import.meta.url);
const http = require("node:http") as typeof import("node:http");
const https = require("node:https") as typeof import("node:https");

export type GuardedGetOptions = {
  /** True for an address that must not be contacted (see address-policy.ts). */
  isForbidden: (ip: string) => boolean;
  /** Who is asking and what it reads; Accept-Encoding is the client's own. */
  headers: Record<string, string>;
  /** Limit for the whole request, redirects and body included. */
  timeoutMs: number;
  /** Largest body accepted, after decompression. */
  maxBytes: number;
  maxRedirects: number;
  /** The content types whose body is read (an answer without one counts as readable); unset: any. */
  contentTypes?: readonly string[];
  /** Whether the charset of an XML declaration counts (see charset.ts). */
  xmlDeclaration?: boolean;
  /** Name resolution; tests replace it to act out DNS rebinding. */
  resolve?: Resolve;
  /**
   * Unpack a body that is a gzip file itself (a sitemap.xml.gz, whatever its content type says), known
   * by its magic bytes; the size limit holds for the unpacked bytes.
   */
  gunzipByContent?: boolean;
};

/** The final answer: its address after redirects; the body is read for a 2xx answer only, else "". */
export type GuardedResponse = { url: URL; status: number; headers: IncomingHttpHeaders; body: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One GET that is safe to point at any link a user or an admin gave: every hop (at most `maxRedirects`
 * redirects) is checked against `isForbidden`, IP literals before connecting and host names at connect
 * time (so DNS rebinding cannot slip through); time and size are bounded, the body is decompressed and
 * decoded to text. Every failure is a NetError.
 */
export async function guardedGet(start: URL, options: GuardedGetOptions): Promise<GuardedResponse> {
  const lookup = guardedLookup(options.isForbidden, options.resolve);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  try {
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, options.isForbidden);
      const response = await get(url, lookup, options.headers, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= options.maxRedirects) {
          throw new NetError("too-many-redirects", `${start} redirects too often`, url);
        }
        url = redirectTarget(location, url);
        continue;
      }
      try {
        const ok = status >= 200 && status < 300;
        const body = ok ? await readText(response, options) : "";
        return { url, status, headers: response.headers, body };
      } finally {
        response.destroy();
      }
    }
  } catch (error) {
    throw asNetError(error, url, signal);
  }
}

function checkTarget(url: URL, isForbidden: (ip: string) => boolean) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new NetError("scheme", `${url.protocol} links cannot be fetched`, url);
  }
  // Node connects to an IP literal without any lookup, so the guarded lookup never sees it.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isForbidden(host)) {
    throw new NetError("private-address", `${url.host} is a forbidden address`, url);
  }
}

function redirectTarget(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new NetError("bad-redirect", `${base} redirects to an invalid address`, base);
  }
}

function get(
  url: URL,
  lookup: LookupFunction,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // A private agent: no pooled socket from elsewhere in the process, and no proxy that would bypass
    // the address check.
    const request = client.request(
      url,
      { headers: { ...headers, "accept-encoding": "gzip, deflate, br" }, lookup, signal, agent: false },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

async function readText(response: IncomingMessage, options: GuardedGetOptions): Promise<string> {
  const contentType = response.headers["content-type"];
  const mime = contentType?.split(";")[0]?.trim().toLowerCase();
  if (options.contentTypes && mime && !options.contentTypes.includes(mime)) {
    throw new NetError("content-type", `${mime} is not read here`);
  }
  let bytes = await readBody(response, options.maxBytes);
  if (options.gunzipByContent && bytes[0] === 0x1f && bytes[1] === 0x8b)
    bytes = gunzipped(bytes, options.maxBytes);
  return decodeBody(bytes, contentType, { xmlDeclaration: options.xmlDeclaration });
}

function gunzipped(bytes: Buffer, maxBytes: number): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      throw new NetError("too-large", `the answer is larger than ${maxBytes} bytes`);
    }
    throw new NetError("encoding", "the answer is a broken gzip file");
  }
}

function asNetError(error: unknown, url: URL, signal: AbortSignal): NetError {
  if (error instanceof NetError) return error.url ? error : new NetError(error.kind, error.message, url);
  if (signal.aborted) return new NetError("timeout", `${url.host} took too long to answer`, url);
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  const failed = (kind: NetError["kind"]) =>
    new NetError(kind, `${url.host} could not be reached${code ? ` (${code})` : ""}`, url, code || undefined);
  if (["ENOTFOUND", "EAI_AGAIN", "EAI_NODATA", "EAI_NONAME", "EAI_FAIL"].includes(code)) {
    return failed("not-found");
  }
  if (/^(ECONN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE)/.test(code)) return failed("unreachable");
  if (/TLS|CERT|SSL|^UNABLE_TO|^DEPTH_ZERO/.test(code)) return failed("tls");
  return failed("failed");
}

import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { decodeBody } from "../../job-import/charset.ts";
import { guardedLookup, type Resolve } from "../../job-import/guarded-lookup.ts";
import { PAGE_ERRORS, PageError } from "../../job-import/page-error.ts";
import { FetchError } from "./fetch-error.ts";

export type RawResponse = { url: URL; status: number; headers: IncomingHttpHeaders; body: string };

export type RawRequest = {
  headers: Record<string, string>;
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects: number;
  /** True for an address that must not be contacted (the job import's policy). */
  isForbidden: (ip: string) => boolean;
  resolve?: Resolve;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One GET, following redirects, with every hop checked against the address policy. The body is read
 * (decompressed, at most `maxBytes`) only for a 2xx answer; other answers come back with an empty body.
 */
export async function requestOnce(start: URL, options: RawRequest): Promise<RawResponse> {
  const lookup = guardedLookup(options.isForbidden, options.resolve);
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, options.isForbidden);
      const response = await get(url, lookup, options);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= options.maxRedirects)
          throw new FetchError("redirects", `${start} redirects too often`);
        url = new URL(location, url);
        continue;
      }
      const ok = status >= 200 && status < 300;
      const body = ok ? await readBody(response, options.maxBytes) : "";
      response.destroy();
      return { url, status, headers: response.headers, body };
    }
  } catch (error) {
    throw asFetchError(error, start, options.signal);
  }
}

function checkTarget(url: URL, isForbidden: (ip: string) => boolean) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError("scheme", `${url.protocol} links cannot be fetched`);
  }
  // Node connects to an IP literal without a lookup, so the guarded lookup never sees it.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isForbidden(host)) throw new PageError(PAGE_ERRORS.privateAddress);
}

function get(url: URL, lookup: LookupFunction, options: RawRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    // A private agent: no pooled socket from elsewhere and no proxy that would bypass the address check.
    const request = client.request(
      url,
      { headers: options.headers, lookup, signal: options.signal, agent: false },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new FetchError("too-large", `the answer is larger than ${maxBytes} bytes`);
  if (Number(response.headers["content-length"]) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // Counting decoded bytes also stops a small compressed answer that unpacks to gigabytes.
  const stream = decompressed(response);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const contentType = response.headers["content-type"];
  return decodeBody(bytes, hasCharset(contentType) ? contentType : withXmlCharset(bytes, contentType));
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) throw new FetchError("format", `unknown content encoding ${encoding}`);
  return pipeline(response, decoder, () => {});
}

function hasCharset(contentType: string | undefined): boolean {
  return /;\s*charset\s*=/i.test(contentType ?? "");
}

// Feeds often name their charset only in the XML declaration (<?xml version="1.0" encoding="ISO-8859-1"?>).
function withXmlCharset(bytes: Buffer, contentType: string | undefined): string | undefined {
  const head = bytes.subarray(0, 200).toString("latin1");
  const label = head.match(/^(?:\ufeff|\xef\xbb\xbf)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/)?.[1];
  return label ? `${contentType ?? "text/xml"}; charset=${label}` : contentType;
}

function asFetchError(error: unknown, url: URL, signal: AbortSignal): FetchError {
  if (error instanceof FetchError) return error;
  if (signal.aborted) return new FetchError("timeout", `${url.host} took too long to answer`);
  if (error instanceof PageError && error.message === PAGE_ERRORS.privateAddress) {
    return new FetchError("private-address", `${url.host} is a local or private network address`);
  }
  if (error instanceof TypeError)
    return new FetchError("redirects", `${url} redirects to an invalid address`);
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  return new FetchError("network", `${url.host} could not be reached${code ? ` (${code})` : ""}`);
}

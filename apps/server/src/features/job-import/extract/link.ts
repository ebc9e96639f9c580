import { isIP } from "node:net";
import { domainToUnicode } from "node:url";
import { withoutTracking } from "../../../net/job-link.ts";
import { attr, type Document, select } from "../dom.ts";
import { SHORT_FIELD_MAX } from "../job-posting.ts";

/**
 * The job's own address: the page's canonical link (else og:url, else the posting's url, else the
 * address it was read from) on the same site, without tracking parameters and fragment.
 */
export function jobLink(document: Document, url: URL | undefined, postingUrl: string): string {
  const declared = [
    attr(select(document, "link[rel~='canonical']"), "href"),
    attr(select(document, "meta[property='og:url']"), "content"),
    postingUrl,
  ];
  for (const candidate of declared) {
    const link = absolute(candidate, url);
    if (link && (!url || sameSite(link, url))) return withoutTracking(link);
  }
  return url ? withoutTracking(url) : "";
}

/** The host people know a job board by: "www.stepstone.de" is "stepstone.de", punycode shown as letters. */
export function siteName(url: URL): string {
  const host = url.hostname.replace(/\.$/, "").replace(/^www\./i, "");
  const bare = host.replace(/^\[|\]$/g, "");
  return (isIP(bare) ? host : domainToUnicode(host) || host).slice(0, SHORT_FIELD_MAX);
}

function absolute(value: string, base: URL | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const link = new URL(value, base);
    return link.protocol === "http:" || link.protocol === "https:" ? link : undefined;
  } catch {
    return undefined;
  }
}

// A page may only name an address on its own site (de.indeed.com and www.indeed.com are one site).
function sameSite(a: URL, b: URL): boolean {
  const site = (url: URL) => url.hostname.toLowerCase().split(".").slice(-2).join(".");
  return site(a) === site(b);
}

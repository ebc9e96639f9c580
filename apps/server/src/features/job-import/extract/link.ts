import { isIP } from "node:net";
import { domainToUnicode } from "node:url";
import { attr, type Document, select } from "../dom.ts";
import { SHORT_FIELD_MAX } from "../job-posting.ts";

const LINK_MAX = 2000;
// Parameters that only say who sent the visitor; the job is the same without them.
const TRACKING =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|trk|trkInfo|trackingId|refId|lipi|midToken|midSig|eBP|tk|from|advn|adid|vjs|gh_src|lever-source|lever-origin|source|src|ref|referrer|cid|rltr|wt_mc|wt\.mc_id|icid|sid|campaign)$/i;

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

/** The address without tracking parameters and fragment (the job import's and the extension's one rule). */
export function withoutTracking(url: URL): string {
  const clean = new URL(url.href);
  clean.hash = "";
  for (const key of [...clean.searchParams.keys()]) if (TRACKING.test(key)) clean.searchParams.delete(key);
  const href = clean.href.replace(/\?$/, "");
  return href.length <= LINK_MAX ? href : url.href.length <= LINK_MAX ? url.href : "";
}

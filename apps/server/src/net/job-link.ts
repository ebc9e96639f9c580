const LINK_MAX = 2000;
// Parameters that only say who sent the visitor; the job is the same without them.
const TRACKING =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|trk|trkInfo|trackingId|refId|lipi|midToken|midSig|eBP|tk|from|advn|adid|vjs|gh_src|lever-source|lever-origin|source|src|ref|referrer|cid|rltr|wt_mc|wt\.mc_id|icid|sid|campaign)$/i;

/** The address without tracking parameters and fragment (the job import's and the extension's one rule). */
export function withoutTracking(url: URL): string {
  const clean = new URL(url.href);
  clean.hash = "";
  for (const key of [...clean.searchParams.keys()]) if (TRACKING.test(key)) clean.searchParams.delete(key);
  const href = clean.href.replace(/\?$/, "");
  return href.length <= LINK_MAX ? href : url.href.length <= LINK_MAX ? url.href : "";
}

/**
 * How closely two links must agree to lead to the same job. Both ignore the scheme, "www.", the
 * host's letter case, the fragment and a trailing slash; they differ in what else counts:
 * - "saved": a link a user saved (the extension's "already tracked"). Its query may name the job
 *   (?jobId=42), so only tracking parameters go and the order of the rest does not count; the path
 *   keeps its letter case. Null for text that is no http(s) address.
 * - "ad": a crawled ad's url_key (stored in job_ad, so it must not change). Sources add parameters
 *   of their own to the same ad, so the whole query goes, and the path is lower-cased too. Null for
 *   text that is no web address (the caller keys such an ad by its text).
 */
export type JobLinkMode = "saved" | "ad";

/** The key under which `link` names a job, as `mode` describes; null where it is no usable address. */
export function jobLinkKey(link: string, mode: JobLinkMode): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
    if (mode === "saved") url = new URL(withoutTracking(url));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.host.toLowerCase().replace(/^www\./, "");
  const path = url.pathname.replace(/\/+$/, "");
  if (mode === "ad") return `${host}${path}`.toLowerCase();
  url.searchParams.sort();
  return `${host}${path}${url.search}`;
}

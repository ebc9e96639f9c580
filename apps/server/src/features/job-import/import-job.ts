import { isIP } from "node:net";
import { domainToUnicode } from "node:url";
import { extractJob } from "./extract-job.ts";
import { type FetchOptions, fetchPage } from "./fetch-page.ts";
import { type JobFields, SHORT_FIELD_MAX } from "./job-posting.ts";

/** What the application modal fills from a job link. */
export type ImportedJob = JobFields & { link: string; page: string };

const LINK_MAX = 2000;

/** Fetches a job page and reads the application fields from it; `link` is the URL after redirects. */
export async function importJob(url: URL, options: FetchOptions): Promise<ImportedJob> {
  const fetched = await fetchPage(url, options);
  return {
    ...extractJob(fetched.html),
    // A redirect may end at a longer address than the form accepts; the given one leads there too.
    link: fetched.url.href.length <= LINK_MAX ? fetched.url.href : url.href,
    page: siteName(fetched.url),
  };
}

/** The host people know a job board by: "www.stepstone.de" is "stepstone.de", punycode shown as letters. */
export function siteName(url: URL): string {
  const host = url.hostname.replace(/\.$/, "").replace(/^www\./i, "");
  const bare = host.replace(/^\[|\]$/g, "");
  return (isIP(bare) ? host : domainToUnicode(host) || host).slice(0, SHORT_FIELD_MAX);
}

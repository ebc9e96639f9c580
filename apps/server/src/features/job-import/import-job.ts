import { type ImportedJob, storableJson } from "@jah/shared";
import { type ExtractedJob, extractJobPage } from "./extract-job.ts";
import { type FetchOptions, fetchPage } from "./fetch-page.ts";

export { siteName } from "./extract/link.ts";

/** Fetches a job page and reads the application fields from it; `link` is the job's own address. */
export async function importJob(url: URL, options: FetchOptions): Promise<ImportedJob> {
  const fetched = await fetchPage(url, options);
  return presentJob(extractJobPage(fetched.html, fetched.url), url);
}

/** Reads the job from a page the caller already has (the browser extension's copy): no request at all. */
export function importJobFromHtml(html: string, url: URL): ImportedJob {
  return presentJob(extractJobPage(html, url), url);
}

/**
 * The extracted fields as the form takes them: a salutation only when the ad tells it, and text every
 * database can store (a page may carry NUL bytes and other controls; issue 37).
 */
export function presentJob(job: ExtractedJob, requested: URL): ImportedJob {
  const { recipient_salutation, ...fields } = job;
  return storableJson({
    ...fields,
    // Without a usable address of its own the job keeps the one the user gave.
    link: job.link || requested.href,
    ...(recipient_salutation ? { recipient_salutation } : {}),
  });
}

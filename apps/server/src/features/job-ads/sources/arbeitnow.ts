import { z } from "zod";
import { PartialRunError } from "./fetch-error.ts";
import type { Http } from "./http.ts";
import { collectAds, employmentOf, type RawAd } from "./normalise.ts";
import { httpUrl, type SourceAd, sourceBase } from "./types.ts";

export const schema = sourceBase.extend({
  kind: z.literal("arbeitnow"),
  url: httpUrl.default("https://www.arbeitnow.com/api/job-board-api"),
  /** Pages followed through `links.next`. */
  maxPages: z.number().int().min(1).max(20).default(3),
});
export type ArbeitnowConfig = z.infer<typeof schema>;

type Job = {
  slug?: string;
  company_name?: string;
  title?: string;
  description?: string;
  remote?: boolean;
  url?: string;
  tags?: string[];
  job_types?: string[];
  location?: string;
  created_at?: number;
};
type Page = { data?: Job[]; links?: { next?: string | null } };

/**
 * Ads from Arbeitnow's job board API, following `links.next` up to `maxPages` pages. A page that fails
 * after others were read (a timeout, a refusal) ends the run with the ads read so far kept.
 */
export async function fetchAds(config: ArbeitnowConfig, http: Http): Promise<SourceAd[]> {
  const raws: RawAd[] = [];
  let next: URL | undefined = new URL(config.url);
  for (let page = 0; next && page < config.maxPages; page++) {
    let answer: Page;
    try {
      answer = (await http.json(next)) as Page;
    } catch (error) {
      if (raws.length === 0) throw error;
      const ads = collectAds(raws);
      const reason = error instanceof Error ? error.message : String(error);
      throw new PartialRunError(
        `Page ${page + 1} failed (${reason}); ${ads.length} ads of the pages before kept`,
        ads,
      );
    }
    for (const job of Array.isArray(answer.data) ? answer.data : []) raws.push(toRaw(job, config));
    next = answer.links?.next ? new URL(answer.links.next, next) : undefined;
  }
  return collectAds(raws);
}

function toRaw(job: Job, config: ArbeitnowConfig): RawAd {
  return {
    sourceId: job.slug,
    url: job.url,
    title: job.title,
    company: job.company_name,
    location: job.location,
    description: job.description,
    // Arbeitnow's flag is true for remote jobs; false only means "not marked remote".
    remote: job.remote === true ? true : null,
    employment: employmentOf(job.job_types ?? []),
    language: config.language,
    postedAt: job.created_at,
    validThrough: null,
  };
}

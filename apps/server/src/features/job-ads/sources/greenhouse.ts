import { z } from "zod";
import type { Http } from "./http.ts";
import { collectAds, employmentOf, type RawAd, text } from "./normalise.ts";
import { httpUrl, type SourceAd, slug, sourceBase } from "./types.ts";

export const schema = sourceBase.extend({
  kind: z.literal("greenhouse"),
  /** The board token: boards.greenhouse.io/{board}. */
  board: slug,
  /** The company's name when the board does not give one. */
  companyName: z.string().trim().min(1).max(200).optional(),
  baseUrl: httpUrl.default("https://boards-api.greenhouse.io"),
});
export type GreenhouseConfig = z.infer<typeof schema>;

type Job = {
  id?: number | string;
  title?: string;
  absolute_url?: string;
  location?: { name?: string };
  content?: string;
  updated_at?: string;
  first_published?: string;
  company_name?: string;
  language?: string;
  metadata?: { name?: string; value?: unknown }[] | null;
};

/** Ads of one Greenhouse job board, with their descriptions (content=true). */
export async function fetchAds(config: GreenhouseConfig, http: Http): Promise<SourceAd[]> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, "")}/v1/boards/${config.board}/jobs`);
  url.searchParams.set("content", "true");
  const answer = (await http.json(url)) as { jobs?: Job[] };
  const jobs = Array.isArray(answer.jobs) ? answer.jobs : [];
  return collectAds(jobs.map((job) => toRaw(job, config)));
}

function toRaw(job: Job, config: GreenhouseConfig): RawAd {
  const location = text(job.location?.name);
  // Boards put the employment type in a custom field whose name varies ("Employment Type", "Job Type").
  const typeField = (job.metadata ?? []).find((field) =>
    /employment|job type|contract/i.test(text(field.name)),
  );
  return {
    sourceId: job.id,
    url: job.absolute_url,
    title: job.title,
    company: job.company_name || config.companyName || config.board,
    location,
    // The content is HTML escaped as text; htmlToText unescapes it first.
    description: job.content,
    remote: /\b(remote|home.?office)\b/i.test(location) ? true : null,
    employment: employmentOf(typeField?.value),
    language: job.language || config.language,
    postedAt: job.first_published || job.updated_at,
    validThrough: null,
  };
}

import { z } from "zod";
import type { Http } from "./http.ts";
import { collectAds, employmentOf, type RawAd, text } from "./normalise.ts";
import { httpUrl, type SourceAd, slug, sourceBase } from "./types.ts";

export const schema = sourceBase.extend({
  kind: z.literal("lever"),
  /** The company's id at Lever: jobs.lever.co/{company}. */
  company: slug,
  companyName: z.string().trim().min(1).max(200).optional(),
  /** https://api.eu.lever.co for companies hosted in the EU. */
  baseUrl: httpUrl.default("https://api.lever.co"),
});
export type LeverConfig = z.infer<typeof schema>;

type Posting = {
  id?: string;
  text?: string;
  hostedUrl?: string;
  categories?: { location?: string; commitment?: string; team?: string };
  descriptionPlain?: string;
  description?: string;
  lists?: { text?: string; content?: string }[];
  additionalPlain?: string;
  additional?: string;
  createdAt?: number;
  workplaceType?: string;
};

/** The postings of one company on Lever. */
export async function fetchAds(config: LeverConfig, http: Http): Promise<SourceAd[]> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, "")}/v0/postings/${config.company}`);
  url.searchParams.set("mode", "json");
  const answer = await http.json(url);
  const postings = Array.isArray(answer) ? (answer as Posting[]) : [];
  return collectAds(postings.map((posting) => toRaw(posting, config)));
}

function toRaw(posting: Posting, config: LeverConfig): RawAd {
  const workplace = text(posting.workplaceType).toLowerCase();
  return {
    sourceId: posting.id,
    url: posting.hostedUrl,
    title: posting.text,
    company: config.companyName || config.company,
    location: posting.categories?.location,
    description: descriptionHtml(posting),
    // Hybrid is neither fully remote nor on site; the fit reads the text then.
    remote: workplace === "remote" ? true : workplace === "on-site" || workplace === "onsite" ? false : null,
    employment: employmentOf(posting.categories?.commitment),
    language: config.language,
    postedAt: posting.createdAt,
    validThrough: null,
  };
}

// Lever splits an ad into an opening, titled lists (tasks, requirements, benefits) and a closing part.
function descriptionHtml(posting: Posting): string {
  const opening = posting.description || escapeHtml(text(posting.descriptionPlain)).replace(/\n/g, "<br>");
  const lists = (posting.lists ?? []).map(
    (list) => `<h3>${escapeHtml(text(list.text))}</h3><ul>${text(list.content)}</ul>`,
  );
  const closing = posting.additional || escapeHtml(text(posting.additionalPlain)).replace(/\n/g, "<br>");
  return [opening, ...lists, closing].filter(Boolean).join("\n");
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

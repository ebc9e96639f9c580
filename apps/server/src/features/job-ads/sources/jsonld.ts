import { z } from "zod";
import { jsonLdValues } from "../../job-import/index.ts";
import { FetchError } from "./fetch-error.ts";
import type { Http } from "./http.ts";
import { employmentOf, normaliseAd, type RawAd, text } from "./normalise.ts";
import { sitemapUrls } from "./sitemap.ts";
import { httpUrl, type SourceAd, sourceBase } from "./types.ts";

type Json = Record<string, unknown>;

export const schema = sourceBase
  .extend({
    kind: z.literal("jsonld"),
    /** Pages to read, each carrying one or more JobPostings. */
    pages: z.array(httpUrl).min(1).max(500).optional(),
    /** A sitemap (or sitemap index) whose pages are read. */
    sitemap: httpUrl.optional(),
    /** Only sitemap pages whose address matches; `*` stands for any characters. */
    urlPattern: z.string().min(1).max(200).optional(),
    maxPages: z.number().int().min(1).max(500).default(50),
  })
  .refine((config) => config.pages || config.sitemap, {
    message: "give the pages to read or a sitemap",
    path: ["pages"],
  });
export type JsonLdConfig = z.infer<typeof schema>;

// Deep enough for @graph > WebPage > mainEntity > JobPosting, bounded against odd data.
const MAX_DEPTH = 32;

/**
 * The schema.org JobPostings on the configured pages or on a sitemap's pages. Pages that robots.txt
 * disallows are skipped; a page that fails is skipped too, unless every page failed.
 */
export async function fetchAds(config: JsonLdConfig, http: Http): Promise<SourceAd[]> {
  const pages = config.sitemap
    ? await sitemapUrls(http, config.sitemap, matcher(config.urlPattern), config.maxPages)
    : (config.pages ?? []).slice(0, config.maxPages).map((page) => new URL(page));
  const ads = new Map<string, SourceAd>();
  let firstError: unknown;
  let read = 0;
  for (const page of pages) {
    if (!(await http.mayFetch(page))) continue;
    try {
      const answer = await http.get(page);
      read++;
      for (const posting of jobPostings(jsonLdValues(answer.body))) {
        const ad = normaliseAd(toRaw(posting, answer.url, config), answer.url);
        if (ad && !ads.has(ad.sourceId)) ads.set(ad.sourceId, ad);
      }
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      firstError ??= error;
    }
  }
  if (read === 0 && firstError) throw firstError;
  return [...ads.values()];
}

function matcher(pattern: string | undefined): (url: URL) => boolean {
  if (!pattern) return () => true;
  const body = pattern
    .replace(/\*+/g, "*")
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  const regex = new RegExp(body, "i");
  return (url) => regex.test(url.href);
}

/** Every JobPosting among the values: in arrays, in @graph, nested in other objects. */
export function jobPostings(values: unknown[]): Json[] {
  const found: Json[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    if (isJobPosting((node as Json)["@type"])) {
      found.push(node as Json);
      return;
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(values, 0);
  return found;
}

function isJobPosting(type: unknown): boolean {
  return asList(type).some(
    (t) => typeof t === "string" && t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, "") === "JobPosting",
  );
}

function toRaw(posting: Json, page: URL, config: JsonLdConfig): RawAd {
  const url = first(posting.url) || first(posting.sameAs) || page.href;
  return {
    sourceId: identifier(posting.identifier) || url,
    url,
    title: first(posting.title) || first(posting.name),
    company: nameOf(posting.hiringOrganization),
    location: asList(posting.jobLocation).map(placeText).filter(Boolean).join("; "),
    description: first(posting.description),
    remote: asList(posting.jobLocationType).some((t) => text(t).toUpperCase() === "TELECOMMUTE")
      ? true
      : null,
    employment: employmentOf(asList(posting.employmentType)),
    language: first(posting.inLanguage) || config.language,
    postedAt: first(posting.datePosted),
    validThrough: first(posting.validThrough),
  };
}

// An identifier is a plain value or a PropertyValue ({ name: "Muster GmbH", value: "4711" }).
function identifier(value: unknown): string {
  const id = asList(value)[0];
  return isObject(id) ? first(id.value) || first(id["@id"]) : first(id);
}

// "10115 Berlin, DE": postcode and town, the country when given; a place without address by its name.
function placeText(place: unknown): string {
  if (!isObject(place)) return first(place);
  const address = asList(place.address)[0];
  if (!isObject(address)) return first(address) || first(place.name);
  const town = [first(address.postalCode), first(address.addressLocality)].filter(Boolean).join(" ");
  const where = town || first(address.addressRegion);
  return [where, nameOf(address.addressCountry)].filter(Boolean).join(", ");
}

function nameOf(value: unknown): string {
  const item = asList(value)[0];
  return isObject(item) ? first(item.name) || first(item.legalName) : first(item);
}

function first(value: unknown): string {
  const item = asList(value)[0];
  if (isObject(item) && "@value" in item) return first(item["@value"]);
  return text(item);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

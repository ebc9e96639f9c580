import { z } from "zod";
import { FetchError } from "./fetch-error.ts";
import type { Http } from "./http.ts";
import { collectAds, type RawAd, text } from "./normalise.ts";
import { httpUrl, type SourceAd, sourceBase } from "./types.ts";

/** Offer types of the Jobsuche API: 1 employment, 2 self-employment, 4 apprenticeship, 34 internship/trainee. */
const OFFER_TYPES = [1, 2, 4, 34] as const;

export const schema = sourceBase.extend({
  kind: z.literal("bundesagentur"),
  /** What: job title, occupation or keyword. */
  was: z.string().trim().min(1).max(200).optional(),
  /** Where: place or postcode. */
  wo: z.string().trim().min(1).max(200).optional(),
  /** Radius around `wo` in km. */
  umkreis: z.number().int().min(0).max(200).optional(),
  angebotsart: z
    .union(OFFER_TYPES.map((n) => z.literal(n)))
    .optional()
    .describe("1 Arbeit, 2 Selbständigkeit, 4 Ausbildung, 34 Praktikum/Trainee"),
  /** Only ads published in the last so many days (the API allows 0 to 100). */
  veroeffentlichtseit: z.number().int().min(0).max(100).optional(),
  pageSize: z.number().int().min(1).max(100).default(50),
  maxPages: z.number().int().min(1).max(20).default(3),
  /** One detail call per ad for its description. */
  details: z.boolean().default(true),
  baseUrl: httpUrl.default("https://rest.arbeitsagentur.de/jobboerse/jobsuche-service"),
  apiKey: z.string().min(1).default("jobboerse-jobsuche"),
});
export type BundesagenturConfig = z.infer<typeof schema>;

type Offer = {
  refnr?: string;
  titel?: string;
  beruf?: string;
  arbeitgeber?: string;
  arbeitsort?: { ort?: string; plz?: string; region?: string };
  aktuelleVeroeffentlichungsdatum?: string;
  externeUrl?: string;
};
type SearchPage = { stellenangebote?: Offer[]; maxErgebnisse?: number | string };

/** Ads from the Bundesagentur für Arbeit's Jobsuche API: search pages, then a detail call per ad. */
export async function fetchAds(config: BundesagenturConfig, http: Http): Promise<SourceAd[]> {
  const headers = { "X-API-Key": config.apiKey };
  const base = config.baseUrl.replace(/\/+$/, "");
  const offers: Offer[] = [];
  for (let page = 1; page <= config.maxPages; page++) {
    const url = new URL(`${base}/pc/v4/jobs`);
    for (const [name, value] of Object.entries(searchParams(config, page))) url.searchParams.set(name, value);
    const answer = (await http.json(url, { headers })) as SearchPage;
    const found = Array.isArray(answer.stellenangebote) ? answer.stellenangebote : [];
    offers.push(...found);
    const total = Number(answer.maxErgebnisse ?? 0);
    if (found.length < config.pageSize || page * config.pageSize >= total) break;
  }
  const raws: RawAd[] = [];
  for (const offer of offers) {
    if (!offer.refnr) continue;
    const description = config.details ? await detailText(base, offer.refnr, http, headers) : "";
    raws.push(toRaw(offer, description, config));
  }
  return collectAds(raws);
}

function searchParams(config: BundesagenturConfig, page: number): Record<string, string> {
  const params: Record<string, string> = { page: String(page), size: String(config.pageSize) };
  if (config.was) params.was = config.was;
  if (config.wo) params.wo = config.wo;
  if (config.umkreis !== undefined) params.umkreis = String(config.umkreis);
  if (config.angebotsart !== undefined) params.angebotsart = String(config.angebotsart);
  if (config.veroeffentlichtseit !== undefined)
    params.veroeffentlichtseit = String(config.veroeffentlichtseit);
  return params;
}

// An ad withdrawn between search and detail call (4xx) keeps an empty description; other failures
// (network, 5xx after retries) fail the run, so a broken API is not mistaken for empty ads.
async function detailText(base: string, refnr: string, http: Http, headers: Record<string, string>) {
  const id = Buffer.from(refnr, "utf8").toString("base64");
  try {
    const detail = (await http.json(`${base}/pc/v4/jobdetails/${id}`, { headers })) as Record<
      string,
      unknown
    >;
    return text(detail.stellenangebotsBeschreibung);
  } catch (error) {
    if (error instanceof FetchError && error.kind === "status" && error.status! < 500) return "";
    throw error;
  }
}

function toRaw(offer: Offer, description: string, config: BundesagenturConfig): RawAd {
  const place = offer.arbeitsort ?? {};
  const town = [text(place.plz), text(place.ort)].filter(Boolean).join(" ");
  return {
    sourceId: offer.refnr,
    url:
      offer.externeUrl ||
      `https://www.arbeitsagentur.de/jobsuche/jobdetail/${encodeURIComponent(offer.refnr!)}`,
    title: offer.titel || offer.beruf,
    company: offer.arbeitgeber,
    location: town || text(place.region),
    description,
    remote: null,
    employment:
      config.angebotsart === 2 ? "freelance" : config.angebotsart === undefined ? "unknown" : "permanent",
    language: config.language,
    postedAt: offer.aktuelleVeroeffentlichungsdatum,
    validThrough: null,
  };
}

import { z } from "zod";
import { FetchError, isSlowDown, PartialRunError } from "./fetch-error.ts";
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
  /**
   * Working time, the API's own list: vz full time, tz part time, snw shifts/nights/weekends, ho home
   * office (HEIM_TELEARBEIT), mj mini job, several joined by ";". With "ho" alone every ad is remote.
   */
  arbeitszeit: z
    .string()
    .regex(/^(vz|tz|snw|ho|mj)(;(vz|tz|snw|ho|mj))*$/, "use vz, tz, snw, ho or mj, several joined by ;")
    .optional(),
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

// The fields read, as the search answers them (see the fixtures' README for the whole shape).
type Offer = {
  refnr?: string;
  titel?: string;
  beruf?: string;
  arbeitgeber?: string;
  arbeitsort?: { ort?: string; plz?: string; region?: string };
  aktuelleVeroeffentlichungsdatum?: string;
  externeUrl?: string;
};
// maxErgebnisse, page and size come as strings ("1234").
type SearchPage = { stellenangebote?: Offer[]; maxErgebnisse?: number | string };

/** The fields each answer must carry for an ad to be read: the contract tests hold the fixtures to them. */
export const contract = {
  search: ["stellenangebote", "maxErgebnisse"],
  offer: ["refnr", "titel", "arbeitgeber", "arbeitsort.ort", "aktuelleVeroeffentlichungsdatum"],
  detail: ["stellenangebotsBeschreibung"],
} as const;

// The Jobsuche answers 403 (sometimes 429) when asked too often; those are retried with backoff.
const PAUSE_STATUSES = [403];

/**
 * Ads from the Bundesagentur für Arbeit's Jobsuche API: a search page, then a detail call per ad of that
 * page, page by page. When the API keeps refusing (403/429 after the retries) the run ends there and
 * keeps what it read, each page's ads with their text: an error carrying those ads, which the crawler
 * stores. So does a later search page that fails otherwise (a timeout). A failing first page fails the
 * run (nothing was read).
 */
export async function fetchAds(config: BundesagenturConfig, http: Http): Promise<SourceAd[]> {
  const headers = { "X-API-Key": config.apiKey };
  const base = config.baseUrl.replace(/\/+$/, "");
  const raws: RawAd[] = [];
  let stopped: FetchError | undefined;
  /** The search page that failed, when one did (otherwise a detail call asked for the pause). */
  let failedPage: number | undefined;
  for (let page = 1; page <= config.maxPages && !stopped; page++) {
    const url = new URL(`${base}/pc/v4/jobs`);
    for (const [name, value] of Object.entries(searchParams(config, page))) url.searchParams.set(name, value);
    let answer: SearchPage;
    try {
      answer = (await http.json(url, { headers, retryStatuses: PAUSE_STATUSES })) as SearchPage;
    } catch (error) {
      // A later search page that fails (a timeout, an error) also ends the run with the pages before kept.
      if (raws.length === 0) throw error;
      stopped = error instanceof FetchError ? error : new FetchError("network", String(error));
      failedPage = page;
      break;
    }
    const found = Array.isArray(answer.stellenangebote) ? answer.stellenangebote : [];
    for (const offer of found) {
      if (!offer.refnr) continue;
      let detail: Detail = { description: "", validThrough: null };
      if (config.details && !stopped) {
        try {
          detail = await detailOf(base, offer.refnr, http, headers);
        } catch (error) {
          // Refused now: this ad and the rest of its page keep their search fields; no further calls.
          if (!isSlowDown(error)) throw error;
          stopped = error;
        }
      }
      raws.push(toRaw(offer, detail, config));
    }
    const total = Number(answer.maxErgebnisse ?? 0);
    if (found.length < config.pageSize || page * config.pageSize >= total) break;
  }
  const ads = collectAds(raws);
  if (stopped) {
    const reason = stopped.message;
    const why =
      isSlowDown(stopped) || failedPage === undefined
        ? `The Jobsuche asked for a pause (${reason})`
        : `Page ${failedPage} failed (${reason})`;
    throw new PartialRunError(`${why}; ${ads.length} ads kept`, ads);
  }
  return ads;
}

function searchParams(config: BundesagenturConfig, page: number): Record<string, string> {
  const params: Record<string, string> = { page: String(page), size: String(config.pageSize) };
  if (config.was) params.was = config.was;
  if (config.wo) params.wo = config.wo;
  if (config.umkreis !== undefined) params.umkreis = String(config.umkreis);
  if (config.angebotsart !== undefined) params.angebotsart = String(config.angebotsart);
  if (config.arbeitszeit !== undefined) params.arbeitszeit = config.arbeitszeit;
  if (config.veroeffentlichtseit !== undefined)
    params.veroeffentlichtseit = String(config.veroeffentlichtseit);
  return params;
}

// An ad withdrawn between search and detail call (404, 410) keeps an empty description; a refusal
// (403, 429 after retries) ends the detail calls; other failures (network, 5xx after retries) fail the
// run, so a broken API is not mistaken for empty ads.
async function detailOf(
  base: string,
  refnr: string,
  http: Http,
  headers: Record<string, string>,
): Promise<Detail> {
  const id = Buffer.from(refnr, "utf8").toString("base64");
  try {
    const detail = (await http.json(`${base}/pc/v4/jobdetails/${id}`, {
      headers,
      retryStatuses: PAUSE_STATUSES,
    })) as Record<string, unknown>;
    return { description: text(detail.stellenangebotsBeschreibung), validThrough: endOf(detail) };
  } catch (error) {
    if (isSlowDown(error)) throw error;
    if (error instanceof FetchError && error.kind === "status" && error.status! < 500)
      return { description: "", validThrough: null };
    throw error;
  }
}

type Detail = { description: string; validThrough: string | null };

/**
 * When the ad ends: the end of its publication period (`veroeffentlichungszeitraum.bis`) or of the
 * period in which the job is to be taken up (`eintrittszeitraum.bis`), whichever comes first; null
 * when neither is given. The day named is still valid, so the end is the close of that day.
 */
function endOf(detail: Record<string, unknown>): string | null {
  const ends = [detail.veroeffentlichungszeitraum, detail.eintrittszeitraum]
    .map((period) => (period && typeof period === "object" ? (period as { bis?: unknown }).bis : undefined))
    .map((bis) =>
      typeof bis === "string" && /^\d{4}-\d{2}-\d{2}$/.test(bis) ? `${bis}T23:59:59.999Z` : null,
    )
    .filter((end): end is string => end !== null)
    .sort();
  return ends[0] ?? null;
}

function toRaw(offer: Offer, { description, validThrough }: Detail, config: BundesagenturConfig): RawAd {
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
    // Searched with home office alone, every ad is remote; otherwise the ad's text decides.
    remote: config.arbeitszeit === "ho" ? true : null,
    employment:
      config.angebotsart === 2 ? "freelance" : config.angebotsart === undefined ? "unknown" : "permanent",
    language: config.language,
    postedAt: offer.aktuelleVeroeffentlichungsdatum,
    validThrough,
  };
}

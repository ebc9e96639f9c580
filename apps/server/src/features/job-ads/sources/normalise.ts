import { readAdTerms, storableText, workMode } from "@jah/shared";
import { DESCRIPTION_MAX, htmlToText, inlineText, SHORT_FIELD_MAX } from "../../job-import/index.ts";
import type { Employment, SourceAd } from "./types.ts";

/** What an adapter read from its source, before tidying. */
export type RawAd = {
  sourceId: unknown;
  url: unknown;
  title: unknown;
  company?: unknown;
  location?: unknown;
  /** HTML or plain text. */
  description?: unknown;
  remote?: boolean | null;
  employment?: Employment;
  language?: unknown;
  postedAt?: unknown;
  validThrough?: unknown;
};

/**
 * Tidies a raw ad into a SourceAd: one-line title, company and location, the description as plain
 * text, an absolute http(s) link, ISO dates. An ad without id, title or a usable link is dropped (null).
 */
export function normaliseAd(raw: RawAd, base?: URL): SourceAd | null {
  const sourceId = text(raw.sourceId).slice(0, 300);
  const title = inlineText(text(raw.title), SHORT_FIELD_MAX);
  const url = absoluteUrl(text(raw.url), base);
  if (!sourceId || !title || !url) return null;
  const location = inlineText(text(raw.location), SHORT_FIELD_MAX);
  const description = htmlToText(text(raw.description), DESCRIPTION_MAX);
  return {
    sourceId,
    url,
    title,
    company: inlineText(text(raw.company), SHORT_FIELD_MAX),
    location,
    description,
    remote: raw.remote ?? remoteFromText(title, location, description),
    employment: raw.employment ?? "unknown",
    language: languageOf(raw.language),
    postedAt: isoDate(raw.postedAt),
    validThrough: isoDate(raw.validThrough),
  };
}

/**
 * Remote work from the ad's own words when the source has no flag: true for "100 % remote", "fully
 * remote", "vollständig remote" or a place "Remote"; false when the ad rules it out ("Homeoffice ist
 * nicht möglich", "no remote"); null otherwise (hybrid or not said), as the fit reads it too.
 */
export function remoteFromText(title: string, location: string, description: string): boolean | null {
  const terms = readAdTerms(title, description);
  const noRemote = terms.restrictions.some((r) => r.kind === "no_remote");
  const mode = workMode(
    null,
    location,
    `${terms.maskedTitle}\n${location}\n${terms.maskedDescription}`,
    noRemote,
  );
  return mode === "remote" ? true : noRemote ? false : null;
}

/** The ads that survived normalising, each source id once. */
export function collectAds(raws: RawAd[], base?: URL): SourceAd[] {
  const seen = new Set<string>();
  const ads: SourceAd[] = [];
  for (const raw of raws) {
    const ad = normaliseAd(raw, base);
    if (!ad || seen.has(ad.sourceId)) continue;
    seen.add(ad.sourceId);
    ads.push(ad);
  }
  return ads;
}

/**
 * A string or number as trimmed text; anything else is "". Every adapter reads its source's text
 * through here: it comes out storable (no NUL or other C0 controls, no lone surrogates; issue 37).
 */
export function text(value: unknown): string {
  if (typeof value === "string") return storableText(value).trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** "de", "de-DE", "German", "Deutsch" → "de"; the same for English; else null. */
export function languageOf(value: unknown): "de" | "en" | null {
  const code = text(value).toLowerCase();
  if (/^(de|ger|deu)\b|^german|^deutsch/.test(code)) return "de";
  if (/^(en|eng)\b|^english|^englisch/.test(code)) return "en";
  return null;
}

/**
 * An ISO timestamp from a date string, or from a number of seconds (below 10^11) or milliseconds since
 * 1970; null for anything unreadable.
 */
export function isoDate(value: unknown): string | null {
  let date: Date;
  if (typeof value === "number") date = new Date(value < 1e11 ? value * 1_000 : value);
  else if (typeof value === "string" && value.trim()) date = new Date(value.trim());
  else return null;
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Employment from the words a source uses: freelance or contract work on one side, employment of any
 * kind (full-time, part-time, permanent, internship) on the other; both or neither is unknown.
 */
export function employmentOf(...labels: unknown[]): Employment {
  const all = labels.flat().map(text).join(" ").toLowerCase();
  const freelance = /freelanc|freiberuf|contract|selbst(st)?ändig|selbststaendig|interim/.test(all);
  const employee =
    /full[\s_-]?time|part[\s_-]?time|vollzeit|teilzeit|permanent|festanstellung|unbefristet|befristet|temporary|\bintern(ship)?\b|praktik|trainee|werkstudent|working[\s_]student|ausbildung|apprentice|employee|angestellt|minijob/.test(
      all,
    );
  if (freelance === employee) return "unknown";
  return freelance ? "freelance" : "permanent";
}

function absoluteUrl(value: string, base?: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

import { z } from "zod";
import type { Http } from "./http.ts";
import { collectAds, employmentOf, type RawAd } from "./normalise.ts";
import { httpUrl, type SourceAd, slug, sourceBase } from "./types.ts";
import { parseXml, xmlList, xmlRaw, xmlText } from "./xml.ts";

export const schema = sourceBase.extend({
  kind: z.literal("personio"),
  /** The company's Personio subdomain: {company}.jobs.personio.de. */
  company: slug,
  companyName: z.string().trim().min(1).max(200).optional(),
  /** The feed's address when it is not the usual one (a .com domain, a proxy). */
  url: httpUrl.optional(),
});
export type PersonioConfig = z.infer<typeof schema>;

/** The open positions of a company's Personio XML feed. */
export async function fetchAds(config: PersonioConfig, http: Http): Promise<SourceAd[]> {
  const site = `https://${config.company}.jobs.personio.de`;
  const url = new URL(config.url ?? `${site}/xml`);
  // Personio answers in the language asked for, when the ad exists in it.
  if (config.language && !url.searchParams.has("language")) url.searchParams.set("language", config.language);
  const answer = await http.get(url);
  const root = parseXml(answer.body, "The Personio feed");
  const feed = root["workzag-jobs"] as Record<string, unknown> | undefined;
  const positions = xmlList(feed?.position);
  return collectAds(positions.map((position) => toRaw(position, config, site)));
}

function toRaw(position: Record<string, unknown>, config: PersonioConfig, site: string): RawAd {
  const id = xmlText(position.id);
  const office = xmlText(position.office);
  const extra = xmlList(position.additionalOffices).flatMap((o) => [o.office].flat().map(xmlText));
  const offices = [office, ...extra];
  // The employment type (permanent, freelance, intern …) says more than the schedule (full-time …).
  const byType = employmentOf(xmlText(position.employmentType));
  const language = config.language ? `?language=${config.language}` : "";
  return {
    sourceId: id,
    url: `${site}/job/${encodeURIComponent(id)}${language}`,
    title: xmlText(position.name),
    company: xmlText(position.subcompany) || config.companyName || config.company,
    location: [...new Set(offices.filter(Boolean))].join("; "),
    description: descriptionHtml(position),
    remote: offices.some((o) => /\b(remote|home.?office|mobile?s? arbeiten)\b/i.test(o)) ? true : null,
    employment: byType === "unknown" ? employmentOf(xmlText(position.schedule)) : byType,
    language: config.language,
    postedAt: xmlText(position.createdAt),
    validThrough: null,
  };
}

// Each jobDescription is a titled section ("Ihre Aufgaben", "Your profile") with HTML in CDATA.
function descriptionHtml(position: Record<string, unknown>): string {
  const sections = xmlList((position.jobDescriptions as Record<string, unknown> | undefined)?.jobDescription);
  return sections.map((section) => `<h3>${xmlRaw(section.name)}</h3>${xmlRaw(section.value)}`).join("\n");
}

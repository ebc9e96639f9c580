import { z } from "zod";
import { FetchError } from "./fetch-error.ts";
import type { Http } from "./http.ts";
import { collectAds, employmentOf, type RawAd } from "./normalise.ts";
import { httpUrl, type SourceAd, sourceBase } from "./types.ts";
import { parseXml, type XmlNode, xmlAttribute, xmlList, xmlRaw, xmlText } from "./xml.ts";

export const schema = sourceBase.extend({
  kind: z.literal("feed"),
  /** An RSS 2.0, RSS 1.0 or Atom feed. */
  url: httpUrl,
  /** The employer, for a company's own feed whose items do not name it. */
  companyName: z.string().trim().min(1).max(200).optional(),
});
export type FeedConfig = z.infer<typeof schema>;

/** The items of an RSS or Atom feed as ads: title, link, description, date and id of each. */
export async function fetchAds(config: FeedConfig, http: Http): Promise<SourceAd[]> {
  const answer = await http.get(config.url);
  const root = parseXml(answer.body, "The feed");
  const rss = (root.rss as XmlNode | undefined)?.channel as XmlNode | undefined;
  const rdf = root["rdf:RDF"] as XmlNode | undefined;
  const atom = root.feed as XmlNode | undefined;
  let raws: RawAd[];
  if (rss || rdf) {
    const language = config.language ?? xmlText(rss?.language ?? (rdf?.channel as XmlNode)?.["dc:language"]);
    raws = xmlList(rss?.item ?? rdf?.item).map((item) => rssItem(item, config, language));
  } else if (atom) {
    const language = config.language ?? xmlAttribute(atom, "xml:lang");
    raws = xmlList(atom.entry).map((entry) => atomEntry(entry, config, language));
  } else {
    throw new FetchError("format", `${config.url} is neither an RSS nor an Atom feed`);
  }
  return collectAds(raws, answer.url);
}

function rssItem(item: XmlNode, config: FeedConfig, language: string): RawAd {
  const link = xmlText(item.link);
  return {
    sourceId: xmlText(item.guid) || link,
    url: link || (xmlAttribute(item.guid, "isPermaLink") !== "false" ? xmlText(item.guid) : ""),
    title: xmlRaw(item.title),
    // content:encoded carries the full ad where description is only a teaser.
    description: xmlRaw(item["content:encoded"]) || xmlRaw(item.description),
    postedAt: xmlText(item.pubDate) || xmlText(item["dc:date"]),
    ...extensions(item, config, language),
  };
}

function atomEntry(entry: XmlNode, config: FeedConfig, language: string): RawAd {
  const links = xmlList(entry.link);
  const link = links.find((l) => (xmlAttribute(l, "rel") || "alternate") === "alternate") ?? links[0];
  const href = link ? xmlAttribute(link, "href") : "";
  return {
    sourceId: xmlText(entry.id) || href,
    url: href,
    title: xmlRaw(entry.title),
    description: xmlRaw(entry.content) || xmlRaw(entry.summary),
    postedAt: xmlText(entry.published) || xmlText(entry.updated),
    ...extensions(entry, config, language),
  };
}

// Job feeds add their own elements (<job:company>, <location>, <employmentType>); the name after any
// namespace prefix is what counts.
function extensions(node: XmlNode, config: FeedConfig, language: string) {
  const field = (pattern: RegExp) => {
    const key = Object.keys(node).find((name) => pattern.test(name.replace(/^.*:/, "")));
    return key ? xmlText(node[key]) : "";
  };
  return {
    company: field(/^(company|companyname|employer|hiringorganization)$/i) || config.companyName,
    location: field(/^(location|joblocation|city)$/i),
    employment: employmentOf(field(/^(employmenttype|jobtype|type)$/i)),
    language,
    remote: null,
    validThrough: field(/^(validthrough|expires|expirationdate)$/i),
  };
}

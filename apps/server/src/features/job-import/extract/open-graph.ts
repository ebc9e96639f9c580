import { attr, type Document, rawText, select, selectEvery } from "../dom.ts";
import { htmlToText } from "../html-text.ts";
import { DESCRIPTION_MAX } from "../job-posting.ts";
import type { Found } from "./fields.ts";
import { cleanShort } from "./text.ts";

const SEPARATORS = ["|", "-", "–", "—", "·", ":", "•"];
// "Data Engineer at ACME", "Entwickler (m/w/d) bei ACME GmbH in Berlin"
const AT_COMPANY = /^(.{3,}?)\s+(?:at|bei|@)\s+(.+?)(?:\s+in\s+(.+))?$/i;

/**
 * The page's own name and summary: og:title and <title> without the site's name (a "Job at Company"
 * title also gives the company), og:description as a last resort for the description.
 */
export function fromOpenGraph(document: Document): Found & { siteName: string; pageTitle: string } {
  const meta = metaContents(document);
  const siteName = cleanShort(meta.get("og:site_name") ?? "");
  const own = (title: string) => (siteName ? withoutSiteName(title, siteName) : title);
  const ogTitle = own(cleanShort(meta.get("og:title") ?? meta.get("twitter:title") ?? ""));
  const titleElement = select(document, "title");
  const pageTitle = own(titleElement ? cleanShort(rawText(titleElement)) : "");
  const at = ogTitle.match(AT_COMPANY) ?? pageTitle.match(AT_COMPANY);
  return {
    siteName,
    pageTitle,
    job_title: ogTitle.match(AT_COMPANY)?.[1]?.trim() ?? ogTitle,
    hireing_company: at?.[2]?.trim() ?? "",
    location: cleanShort(at?.[3] ?? meta.get("og:locality") ?? meta.get("geo.placename") ?? ""),
    job_description: htmlToText(meta.get("og:description") ?? meta.get("description") ?? "", DESCRIPTION_MAX),
  };
}

/** The content of every <meta> by its property or name (lower-cased), the first of equal keys. */
export function metaContents(document: Document): Map<string, string> {
  const contents = new Map<string, string>();
  for (const meta of selectEvery(document, "meta[content]")) {
    // Open Graph asks for property=, but many sites write name=.
    const key = (attr(meta, "property") || attr(meta, "name")).toLowerCase();
    if (key && !contents.has(key)) contents.set(key, meta.attribs.content ?? "");
  }
  return contents;
}

/** The title without the site's name in front or at the end; a title that is only the name stays. */
export function withoutSiteName(title: string, siteName: string): string {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const separator of SEPARATORS) {
    const suffix = ` ${separator} ${siteName}`;
    if (title.length > suffix.length && same(title.slice(-suffix.length), suffix)) {
      return title.slice(0, -suffix.length).trim();
    }
    const prefix = `${siteName} ${separator} `;
    if (title.length > prefix.length && same(title.slice(0, prefix.length), prefix)) {
      return title.slice(prefix.length).trim();
    }
  }
  return title;
}

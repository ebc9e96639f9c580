import { rawTextElements, startTags } from "./html-tags.ts";
import { inlineText } from "./html-text.ts";

const TITLE_MAX = 300;
const SEPARATORS = ["|", "-", "–", "—", "·", ":", "•"];

/**
 * The page's own name for itself, for pages without JobPosting data: og:title, else <title>, with
 * the site name (og:site_name) cut off when the title starts or ends with it.
 */
export function pageTitle(html: string): string {
  const meta = metaContents(html);
  const ogTitle = inlineText(meta.get("og:title") ?? "", TITLE_MAX);
  const title = ogTitle || inlineText(rawTextElements(html, "title")[0]?.text ?? "", TITLE_MAX);
  const siteName = inlineText(meta.get("og:site_name") ?? "", TITLE_MAX);
  return siteName ? withoutSiteName(title, siteName) : title;
}

function metaContents(html: string): Map<string, string> {
  const contents = new Map<string, string>();
  for (const attributes of startTags(html, "meta")) {
    // Open Graph asks for property=, but many sites write name=.
    const key = (attributes.get("property") ?? attributes.get("name") ?? "").toLowerCase();
    const content = attributes.get("content");
    if (key && content !== undefined && !contents.has(key)) contents.set(key, content);
  }
  return contents;
}

function withoutSiteName(title: string, siteName: string): string {
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

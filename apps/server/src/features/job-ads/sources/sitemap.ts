import { FetchError } from "./fetch-error.ts";
import type { Http } from "./http.ts";
import { parseXml, xmlList, xmlText } from "./xml.ts";

// A sitemap index may list thousands of sitemaps; a job site's are few, the rest is not read.
const MAX_CHILD_SITEMAPS = 20;

/**
 * The page addresses a sitemap lists that `accept` lets through, at most `limit`: a <urlset> directly,
 * a <sitemapindex> one level deep. Sitemaps that robots.txt disallows are not read; a child sitemap that
 * fails (missing, broken, not XML) is skipped and the others still count. Gzipped sitemaps
 * (sitemap1.xml.gz, as the sitemaps protocol allows) are unpacked, known by their bytes, not their name.
 */
export async function sitemapUrls(
  http: Http,
  sitemap: string,
  accept: (url: URL) => boolean,
  limit: number,
): Promise<URL[]> {
  const found: URL[] = [];
  const { pages, children } = await readSitemap(http, sitemap);
  collect(pages, accept, limit, found);
  for (const child of children.slice(0, MAX_CHILD_SITEMAPS)) {
    if (found.length >= limit) break;
    if (!(await http.mayFetch(child))) continue;
    try {
      collect((await readSitemap(http, child.href)).pages, accept, limit, found);
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
    }
  }
  return found;
}

async function readSitemap(http: Http, address: string): Promise<{ pages: URL[]; children: URL[] }> {
  if (!(await http.mayFetch(address))) throw new FetchError("robots", `robots.txt disallows ${address}`);
  const answer = await http.get(address, { gunzip: true });
  const root = parseXml(answer.body, `The sitemap ${address}`);
  const locs = (list: unknown) => xmlList(list).flatMap((entry) => asUrl(xmlText(entry.loc), answer.url));
  const urlset = root.urlset as Record<string, unknown> | undefined;
  const index = root.sitemapindex as Record<string, unknown> | undefined;
  if (!urlset && !index) throw new FetchError("format", `${address} is not a sitemap`);
  return { pages: locs(urlset?.url), children: locs(index?.sitemap) };
}

function collect(pages: URL[], accept: (url: URL) => boolean, limit: number, found: URL[]) {
  for (const page of pages) {
    if (found.length >= limit) return;
    if (accept(page) && !found.some((f) => f.href === page.href)) found.push(page);
  }
}

function asUrl(value: string, base: URL): URL[] {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? [url] : [];
  } catch {
    return [];
  }
}

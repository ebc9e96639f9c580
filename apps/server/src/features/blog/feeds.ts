import type { BlogPost } from "@jah/blog";
import type { Language } from "@jah/shared";

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** The browser path of a post: its slug with the api segment replaced by blog. */
export function postPath(post: Pick<BlogPost, "slug">): string {
  return post.slug.replace(/^\/api\//, "/blog/");
}

/** sitemap.xml: the public pages and every post. */
export function sitemap(appUrl: string, posts: BlogPost[]): string {
  const urls = ["/", "/blog", "/signup", "/login", ...posts.map(postPath)];
  const lastmod = (url: string) => posts.find((p) => postPath(p) === url)?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls
  .map((u) => {
    const date = lastmod(u);
    return `  <url><loc>${xml(appUrl + u)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}</url>`;
  })
  .join("\n")}
</urlset>
`;
}

/** robots.txt: public pages may be crawled, the API and the signed-in app may not. */
export function robots(appUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Allow: /api/blog/images/
Sitemap: ${appUrl}/sitemap.xml
`;
}

const FEED_TITLES: Record<Language, { title: string; description: string }> = {
  en: { title: "Job Application Helper blog", description: "Practical advice on applying for jobs." },
  de: { title: "Bewerbungshelfer-Blog", description: "Praktische Tipps rund um die Bewerbung." },
};

/** An RSS 2.0 feed of one language's posts. */
export function rss(appUrl: string, language: Language, posts: BlogPost[]): string {
  const t = FEED_TITLES[language];
  const items = posts
    .filter((p) => p.language === language)
    .map(
      (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(appUrl + postPath(p))}</link>
      <guid isPermaLink="true">${xml(appUrl + postPath(p))}</guid>
      <pubDate>${new Date(`${p.date}T08:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(p.description)}</description>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(t.title)}</title>
    <link>${xml(`${appUrl}/blog`)}</link>
    <description>${xml(t.description)}</description>
    <language>${language}</language>
    <atom:link href="${xml(`${appUrl}/rss/${language}.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

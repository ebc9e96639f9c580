import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadPosts } from "@jah/blog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

function post(meta: Record<string, string>, body: string): string {
  return `---\n${Object.entries(meta)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n")}\n---\n${body}\n`;
}

const HOSTILE = `## Hello

<script>alert(1)</script>
<img src="x" onerror="alert(2)">
<a href="javascript:alert(3)">click</a>
<iframe src="https://evil.example"></iframe>
<p onclick="alert(4)" style="color:red">styled</p>

A [safe link](https://example.com/guide) and **bold** text.
`;

describe("blog", () => {
  let server: TestServer;
  let content: string;
  beforeAll(async () => {
    content = mkdtempSync(path.join(tmpdir(), "jah-content-"));
    for (const dir of ["blog/en", "blog/de", "blog/images"])
      mkdirSync(path.join(content, dir), { recursive: true });
    const meta = (slug: string, date: string, language: string) => ({
      title: `Title ${slug}`,
      description: `About ${slug}`,
      image: "cover.svg",
      slug,
      date,
      language,
    });
    writeFileSync(
      path.join(content, "blog/en/older.md"),
      post(meta("older", "2026-01-10", "en"), "Old news."),
    );
    writeFileSync(path.join(content, "blog/en/newer.md"), post(meta("newer", "2026-03-01", "en"), HOSTILE));
    writeFileSync(
      path.join(content, "blog/de/anschreiben.md"),
      post(meta("anschreiben", "2026-02-01", "de"), "Schöne Grüße – €"),
    );
    writeFileSync(path.join(content, "blog/images/cover.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer("sqlite", { CONTENT_DIR: content });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(content, { recursive: true, force: true });
  });

  it("lists posts newest first, per language", async () => {
    const all = await server.app.inject({ url: "/api/blog/" });
    expect(all.json().map((p: { id: string }) => p.id)).toEqual(["en/newer", "de/anschreiben", "en/older"]);
    const en = await server.app.inject({ url: "/api/blog/?lang=en" });
    expect(en.json()).toEqual([
      {
        id: "en/newer",
        title: "Title newer",
        description: "About newer",
        image: "/api/blog/images/cover.svg",
        slug: "/api/en/newer",
        date: "2026-03-01",
        language: "en",
      },
      expect.objectContaining({ id: "en/older" }),
    ]);
    expect((await server.app.inject({ url: "/api/blog/?lang=fr" })).statusCode).toBe(400);
  });

  it("returns a post by its path and 404 for an unknown one", async () => {
    const res = await server.app.inject({ url: "/api/blog/de/anschreiben" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      header: {
        title: "Title anschreiben",
        description: "About anschreiben",
        date: "2026-02-01",
        language: "de",
      },
      body: "<p>Schöne Grüße – €</p>\n",
      image: "/api/blog/images/cover.svg",
    });
    expect((await server.app.inject({ url: "/api/blog/en/nope" })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/blog/images/cover.svg" })).headers["content-type"]).toBe(
      "image/svg+xml",
    );
    // The encoded slashes are resolved before routing (http/canonical-path.ts): the image route never
    // sees "../en/older.md", and the path it names is no post.
    expect((await server.app.inject({ url: "/api/blog/images/..%2Fen%2Folder.md" })).statusCode).toBe(404);
  });

  it("sanitises a hostile post", async () => {
    const html = (await server.app.inject({ url: "/api/blog/en/newer" })).json().body as string;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer" target="_blank">safe link</a>',
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<h2>Hello</h2>");
  });

  it("publishes a sitemap, robots.txt and an RSS feed per language", async () => {
    const map = await server.app.inject({ url: "/sitemap.xml" });
    expect(map.headers["content-type"]).toContain("application/xml");
    expect(map.body).toContain("<loc>http://localhost:3000/blog/en/newer</loc><lastmod>2026-03-01</lastmod>");
    const robots = await server.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const feed = await server.app.inject({ url: "/rss/de.xml" });
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    expect(feed.body).toContain("<link>http://localhost:3000/blog/de/anschreiben</link>");
    expect(feed.body).not.toContain("newer");
    expect((await server.app.inject({ url: "/rss/fr.xml" })).statusCode).toBe(400);
  });

  it("refuses to start with a malformed post", () => {
    const broken = mkdtempSync(path.join(tmpdir(), "jah-broken-"));
    mkdirSync(path.join(broken, "blog/en"), { recursive: true });
    writeFileSync(path.join(broken, "blog/en/bad.md"), "---\ntitle: x\n---\nno slug");
    expect(() => loadPosts(broken)).toThrow(/blog post en\/bad\.md/);
    rmSync(broken, { recursive: true, force: true });
  });

  it("ships valid posts in both languages", () => {
    const shipped = loadPosts(loadConfig({ DATA_DIR: tmpdir() }).contentDir);
    for (const language of ["en", "de"]) {
      expect(shipped.filter((p) => p.language === language).length).toBeGreaterThanOrEqual(4);
    }
  });
});

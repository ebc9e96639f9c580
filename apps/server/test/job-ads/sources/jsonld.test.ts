import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/jsonld.ts";
import {
  fixture,
  HTML_TYPE,
  type LocalServer,
  startLocalServer,
  testHttp,
  XML_TYPE,
} from "./local-server.ts";

let sitemapDisallowed = false;

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    const xml = (name: string) => res.writeHead(200, XML_TYPE).end(fixture(name, server.base));
    const html = (name: string) => res.writeHead(200, HTML_TYPE).end(fixture(name, server.base));
    switch (url.pathname) {
      case "/robots.txt":
        // A second group for all agents; its rules join those of the first.
        return void res.end(
          `${fixture("robots.txt")}\nUser-agent: *\n${sitemapDisallowed ? "Disallow: /sitemap" : ""}\n`,
        );
      case "/sitemap.xml":
        return void xml("sitemap-index.xml");
      case "/sitemaps/jobs.xml":
        return void xml("sitemap-jobs.xml");
      case "/sitemaps/blog.xml":
        return void xml("sitemap-blog.xml");
      case "/stellen/elektroniker":
      case "/stellen/noch-eine":
      case "/stellen/intern/geheim":
        return void html("job-page-single.html");
      case "/stellen/open-roles":
        return void html("job-page-graph.html");
      case "/ueber-uns":
        return void res.writeHead(200, HTML_TYPE).end("<p>Über uns</p>");
      case "/stellen/kaputt":
        return void res.writeHead(500).end();
      default:
        res.writeHead(404).end();
    }
  });
});
afterAll(() => server.close());

const config = (extra: Record<string, unknown>) => schema.parse({ kind: "jsonld", key: "jl", ...extra });

describe("schema.org JobPosting adapter", () => {
  it("reads a sitemap index one level deep, filters by pattern, respects robots.txt and maps every field", async () => {
    sitemapDisallowed = false;
    const before = server.hits.length;
    const ads = await fetchAds(
      config({ sitemap: `${server.base}/sitemap.xml`, urlPattern: "/stellen/*", maxPages: 10 }),
      testHttp({ retries: 0 }),
    );
    const requested = server.paths().slice(before);
    expect(requested).toEqual([
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/jobs.xml",
      "/sitemaps/blog.xml",
      "/stellen/elektroniker",
      "/stellen/kaputt",
      "/stellen/open-roles",
      "/stellen/noch-eine",
    ]);
    expect(ads).toEqual([
      {
        sourceId: "WS-2026-031",
        url: `${server.base}/stellen/elektroniker`,
        title: "Elektroniker für Betriebstechnik (m/w/d)",
        company: "Weserstahl GmbH",
        location: "28217 Bremen, DE",
        description:
          "Sie sorgen für den störungsfreien Betrieb unserer Walzstraße.\n\n- Wartung und Instandsetzung von SPS-Anlagen (Siemens S7)\n- Schichtbereitschaft",
        remote: null,
        employment: "permanent",
        language: "de",
        postedAt: "2026-11-10T00:00:00.000Z",
        validThrough: "2027-01-31T22:59:00.000Z",
      },
      {
        sourceId: "KC-TW-7",
        url: `${server.base}/careers/technical-writer`,
        title: "Freelance Technical Writer (API docs)",
        company: "Kettle & Crane Ltd",
        location: "",
        description: "Document our REST APIs for partners.\nRemote, 20 hours a week.",
        remote: true,
        employment: "freelance",
        language: null,
        postedAt: "2026-11-15T07:00:00.000Z",
        validThrough: null,
      },
      {
        sourceId: `${server.base}/careers/warehouse-lead`,
        url: `${server.base}/careers/warehouse-lead`,
        title: "Warehouse Team Lead",
        company: "Kettle & Crane Ltd",
        location: "04109 Leipzig, Germany; Halle (Saale), DE",
        description: "Lead a team of 12 in our Leipzig hub.",
        remote: null,
        employment: "permanent",
        language: null,
        postedAt: "2026-11-18T00:00:00.000Z",
        validThrough: null,
      },
    ]);
  });

  it("caps the number of pages read", async () => {
    const before = server.hits.length;
    const ads = await fetchAds(
      config({ sitemap: `${server.base}/sitemaps/jobs.xml`, urlPattern: "/stellen/*", maxPages: 1 }),
      testHttp(),
    );
    const pages = server
      .paths()
      .slice(before)
      .filter((p) => p.startsWith("/stellen/"));
    expect(pages).toEqual(["/stellen/elektroniker"]);
    expect(ads.map((ad) => ad.sourceId)).toEqual(["WS-2026-031"]);
  });

  it("reads a list of pages, skipping those robots.txt disallows", async () => {
    const before = server.hits.length;
    const ads = await fetchAds(
      config({ pages: [`${server.base}/stellen/intern/geheim`, `${server.base}/stellen/open-roles`] }),
      testHttp(),
    );
    expect(server.paths().slice(before)).not.toContain("/stellen/intern/geheim");
    expect(ads.map((ad) => ad.title)).toEqual([
      "Freelance Technical Writer (API docs)",
      "Warehouse Team Lead",
    ]);
  });

  it("does not read a sitemap robots.txt disallows", async () => {
    sitemapDisallowed = true;
    const before = server.hits.length;
    await expect(
      fetchAds(config({ sitemap: `${server.base}/sitemap.xml` }), testHttp()),
    ).rejects.toMatchObject({ kind: "robots" });
    expect(server.paths().slice(before)).toEqual(["/robots.txt"]);
    sitemapDisallowed = false;
  });

  it("fails when every page fails", async () => {
    await expect(
      fetchAds(config({ pages: [`${server.base}/stellen/kaputt`] }), testHttp({ retries: 0 })),
    ).rejects.toMatchObject({ kind: "status", status: 500 });
  });
});

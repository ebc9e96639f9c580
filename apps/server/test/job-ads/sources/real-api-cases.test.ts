import { gzipSync } from "node:zlib";
import { jobsucheOffer, jobsucheSearchPage } from "@jah/testing/job-source-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as bundesagentur from "../../../src/features/job-ads/sources/bundesagentur.ts";
import * as feed from "../../../src/features/job-ads/sources/feed.ts";
import { PartialRunError } from "../../../src/features/job-ads/sources/fetch-error.ts";
import * as jsonld from "../../../src/features/job-ads/sources/jsonld.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

// The cases the issue found against the real APIs: the Jobsuche's home-office filter and its refusals,
// gzipped and broken sitemaps, Atom's XHTML content.

/** Page n of a 3-page Jobsuche search with 2 ads a page. */
const searchPage = (n: number) =>
  jobsucheSearchPage(
    [1, 2].map((i) =>
      jobsucheOffer({ refnr: `10000-11999${n}${i}000-S`, titel: `Stelle ${n}.${i} (m/w/d)` }),
    ),
    n,
    2,
    6,
  );

/** Statuses the local Jobsuche answers, by path and query; missing: 200. */
let refusals: Record<string, number> = {};
let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    const key = `${url.pathname}${url.search}`;
    const refused = Object.entries(refusals).find(([part]) => key.includes(part));
    if (refused) return void res.writeHead(refused[1]).end();
    if (url.pathname === "/jobsuche/pc/v4/jobs") {
      const page = Number(url.searchParams.get("page"));
      return void res.writeHead(200, JSON_TYPE).end(JSON.stringify(searchPage(page)));
    }
    if (url.pathname.startsWith("/jobsuche/pc/v4/jobdetails/")) {
      return void res
        .writeHead(200, JSON_TYPE)
        .end(JSON.stringify({ stellenangebotsBeschreibung: "<p>Ihre Aufgaben</p>" }));
    }
    switch (url.pathname) {
      case "/robots.txt":
        return void res.writeHead(404).end();
      case "/sitemap_index.xml":
        return void res.writeHead(200, { "content-type": "application/xml" }).end(
          `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${server.base}/sitemap-broken.xml</loc></sitemap>
  <sitemap><loc>${server.base}/sitemap-html.xml</loc></sitemap>
  <sitemap><loc>${server.base}/sitemap1.xml.gz</loc></sitemap>
</sitemapindex>`,
        );
      case "/sitemap-broken.xml":
        return void res.writeHead(500).end();
      case "/sitemap-html.xml":
        return void res.writeHead(200, { "content-type": "text/html" }).end("<html>not a sitemap</html>");
      case "/sitemap1.xml.gz":
        // Served as the file it is, without Content-Encoding: only its bytes say gzip.
        return void res
          .writeHead(200, { "content-type": "application/octet-stream" })
          .end(gzipSync(fixture("sitemap-jobs.xml", server.base)));
      case "/stellen/elektroniker":
      case "/stellen/noch-eine":
        return void res
          .writeHead(200, { "content-type": "text/html; charset=utf-8" })
          .end(fixture("job-page-single.html", server.base));
      case "/feed.atom":
        return void res
          .writeHead(200, { "content-type": "application/atom+xml" })
          .end(fixture("feed-atom-xhtml.xml"));
      default:
        res.writeHead(404).end();
    }
  });
});
afterAll(() => server.close());

const baConfig = (extra: Record<string, unknown> = {}) =>
  bundesagentur.schema.parse({
    kind: "bundesagentur",
    key: "ba",
    pageSize: 2,
    maxPages: 3,
    baseUrl: `${server.base}/jobsuche`,
    ...extra,
  });

describe("Bundesagentur against the real API's behaviour", () => {
  it("filters home office with arbeitszeit=ho and marks those ads remote", async () => {
    refusals = {};
    const before = server.hits.length;
    const ads = await bundesagentur.fetchAds(baConfig({ arbeitszeit: "ho", maxPages: 1 }), testHttp());
    const search = new URL(server.paths()[before]!, server.base);
    expect(search.searchParams.get("arbeitszeit")).toBe("ho");
    expect(ads.map((ad) => ad.remote)).toEqual([true, true]);
    const mixed = await bundesagentur.fetchAds(baConfig({ arbeitszeit: "vz;ho", maxPages: 1 }), testHttp());
    expect(mixed.map((ad) => ad.remote)).toEqual([null, null]);
    expect(
      bundesagentur.schema.safeParse({ kind: "bundesagentur", key: "x", arbeitszeit: "remote" }).success,
    ).toBe(false);
  });

  it("retries a 403 on a search page with backoff, then ends the run keeping the pages read", async () => {
    refusals = { "page=2": 403 };
    const before = server.hits.length;
    const error = await bundesagentur.fetchAds(baConfig({ details: false }), testHttp({ retries: 2 })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PartialRunError);
    const partial = error as PartialRunError<{ title: string }>;
    expect(partial.ads.map((ad) => ad.title)).toEqual(["Stelle 1.1 (m/w/d)", "Stelle 1.2 (m/w/d)"]);
    expect(partial.message).toContain("403");
    // Page 2 asked three times (two retries), page 3 never.
    const pages = server
      .paths()
      .slice(before)
      .map((p) => new URL(p, server.base).searchParams.get("page"));
    expect(pages).toEqual(["1", "2", "2", "2"]);
  });

  it("fails the run when the first page is refused: nothing was read", async () => {
    refusals = { "page=1": 429 };
    await expect(bundesagentur.fetchAds(baConfig(), testHttp({ retries: 1 }))).rejects.toMatchObject({
      kind: "status",
      status: 429,
    });
  });

  it("keeps every ad of the search when the detail calls are refused midway", async () => {
    refusals = { [Buffer.from("10000-1199912000-S").toString("base64")]: 403 };
    const error = (await bundesagentur
      .fetchAds(baConfig({ maxPages: 1 }), testHttp({ retries: 1 }))
      .catch((e: unknown) => e)) as PartialRunError<{ title: string; description: string }>;
    expect(error).toBeInstanceOf(PartialRunError);
    expect(error.ads.map((ad) => [ad.title, ad.description])).toEqual([
      ["Stelle 1.1 (m/w/d)", "Ihre Aufgaben"],
      ["Stelle 1.2 (m/w/d)", ""],
    ]);
  });
});

describe("sitemaps as large sites serve them", () => {
  it("reads a gzipped child by its bytes, and a broken child fails alone", async () => {
    const ads = await jsonld.fetchAds(
      jsonld.schema.parse({
        kind: "jsonld",
        key: "jl",
        sitemap: `${server.base}/sitemap_index.xml`,
        urlPattern: "/stellen/*",
        maxPages: 10,
      }),
      testHttp({ retries: 0 }),
    );
    expect(ads.length).toBeGreaterThan(0);
    expect(server.paths()).toContain("/stellen/elektroniker");
  });
});

describe("Atom content of type xhtml", () => {
  it("reads the XHTML as the ad's text, and CDATA html as before", async () => {
    const ads = await feed.fetchAds(
      feed.schema.parse({ kind: "feed", key: "atom", url: `${server.base}/feed.atom` }),
      testHttp(),
    );
    expect(ads[0]!.description).toBe(
      "Sie planen Windparks in Schleswig-Holstein & Niedersachsen.\n\n- Genehmigungsplanung\n- Abstimmung mit Netzbetreibern",
    );
    expect(ads[1]!.description).toBe("Monatsabschlüsse und Reporting, 16 Stunden pro Woche.");
  });
});

// bench/job-sources.mjs (`npm run bench:job-sources`): each job-source adapter against a local server that
// answers with recorded answers at realistic sizes: the Jobsuche (20 search pages of 100, a detail call per
// ad), Arbeitnow (20 pages of 100) and a sitemap set of about 50 MB with gzipped children read by the
// JSON-LD adapter. Measures ads per second and peak memory, and checks that a 403 in the middle of a
// Jobsuche search keeps every ad read before it. Writes its section of docs/benchmarks.md.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import * as arbeitnow from "../apps/server/src/features/job-ads/sources/arbeitnow.ts";
import * as bundesagentur from "../apps/server/src/features/job-ads/sources/bundesagentur.ts";
import { PartialRunError } from "../apps/server/src/features/job-ads/sources/fetch-error.ts";
import { createHttp } from "../apps/server/src/features/job-ads/sources/http.ts";
import * as jsonld from "../apps/server/src/features/job-ads/sources/jsonld.ts";
import {
  arbeitnowJob,
  arbeitnowPage,
  jobsucheDetail,
  jobsucheOffer,
  jobsucheSearchPage,
} from "../packages/testing/src/job-source-answers.ts";
import { machineLine, writeSection } from "./lib.mjs";

const PAGES = 20;
const PER_PAGE = 100;
const SITEMAP_MB = Number(process.env.BENCH_SITEMAP_MB ?? 50);
const CHILD_BYTES = 4_500_000; // below the fetcher's 5 MB limit for one answer (after unpacking)
const JOB_PAGES = 500; // the JSON-LD adapter's most pages per run

// A typical Jobsuche description: about 3 KB of HTML.
const DESCRIPTION = `<p>Für unseren Standort suchen wir Verstärkung.</p>${"<ul><li>Planung und Umsetzung von Projekten mit Java, Spring Boot und Kubernetes im agilen Team</li><li>Abstimmung mit Fachabteilungen und Dienstleistern</li></ul>".repeat(14)}<p>Wir bieten 30 Tage Urlaub.</p>`;
const offer = (page, i) =>
  jobsucheOffer({
    refnr: `10000-${String(page * 1000 + i).padStart(10, "0")}-S`,
    titel: `Softwareentwickler ${page}.${i} (m/w/d)`,
  });

let refusePage = 0;
const detailBodies = new Map();
const sitemapChildren = [];

function buildSitemaps(base) {
  // Product pages fill the children; the job pages are listed in the last one, so every child is read.
  const entry = (loc) =>
    `<url><loc>${loc}</loc><lastmod>2026-11-20</lastmod><changefreq>weekly</changefreq></url>\n`;
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let total = 0;
  let n = 0;
  while (total < SITEMAP_MB * 1_000_000) {
    const parts = [head];
    let size = head.length;
    for (let i = 0; size < CHILD_BYTES - 200; i++) {
      const line = entry(`${base}/produkte/${n}/artikel-${i}-mit-einem-langen-namen-wie-in-einem-shop`);
      parts.push(line);
      size += line.length;
    }
    if (total + size >= SITEMAP_MB * 1_000_000) {
      for (let j = 0; j < JOB_PAGES; j++) parts.push(entry(`${base}/karriere/stelle-${j}`));
    }
    parts.push("</urlset>\n");
    const xml = parts.join("");
    total += xml.length;
    sitemapChildren.push(gzipSync(xml));
    n++;
  }
  return total;
}

const jobPage = (j) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: `Lagerlogistiker ${j} (m/w/d)`,
    description: DESCRIPTION,
    datePosted: "2026-11-20",
    identifier: { "@type": "PropertyValue", name: "Shop GmbH", value: `job-${j}` },
    hiringOrganization: { "@type": "Organization", name: "Shop GmbH" },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        postalCode: "04109",
        addressLocality: "Leipzig",
        addressCountry: "DE",
      },
    },
    employmentType: "FULL_TIME",
  })}</script></head><body><h1>Stelle ${j}</h1></body></html>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const json = (body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (url.pathname === "/jobsuche/pc/v4/jobs") {
    const page = Number(url.searchParams.get("page"));
    if (refusePage && page >= refusePage) return void res.writeHead(403).end();
    const offers = Array.from({ length: PER_PAGE }, (_, i) => offer(page, i));
    return void json(jobsucheSearchPage(offers, page, PER_PAGE, PAGES * PER_PAGE));
  }
  if (url.pathname.startsWith("/jobsuche/pc/v4/jobdetails/")) {
    const refnr = Buffer.from(url.pathname.split("/").pop(), "base64").toString("utf8");
    let body = detailBodies.get(refnr);
    if (!body) {
      body = JSON.stringify(jobsucheDetail(jobsucheOffer({ refnr }), DESCRIPTION));
      detailBodies.set(refnr, body);
    }
    return void res.writeHead(200, { "content-type": "application/json" }).end(body);
  }
  if (url.pathname === "/api/job-board-api") {
    const page = Number(url.searchParams.get("page") ?? 1);
    const jobs = Array.from({ length: PER_PAGE }, (_, i) =>
      arbeitnowJob({
        slug: `job-${page}-${i}`,
        title: `Backend Engineer ${page}.${i}`,
        description: DESCRIPTION,
      }),
    );
    return void json(arbeitnowPage(jobs, page, base, page >= PAGES));
  }
  if (url.pathname === "/robots.txt") return void res.writeHead(404).end();
  if (url.pathname === "/sitemap_index.xml") {
    const items = sitemapChildren.map(
      (_, i) => `<sitemap><loc>${base}/sitemap${i + 1}.xml.gz</loc></sitemap>`,
    );
    return void res
      .writeHead(200, { "content-type": "application/xml" })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`,
      );
  }
  const child = /^\/sitemap(\d+)\.xml\.gz$/.exec(url.pathname);
  if (child)
    return void res
      .writeHead(200, { "content-type": "application/x-gzip" })
      .end(sitemapChildren[Number(child[1]) - 1]);
  const job = /^\/karriere\/stelle-(\d+)$/.exec(url.pathname);
  if (job)
    return void res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(jobPage(Number(job[1])));
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const sitemapBytes = buildSitemaps(base);
const gzBytes = sitemapChildren.reduce((sum, b) => sum + b.length, 0);

/** Runs one adapter, sampling the process's memory; ads, seconds, peak RSS and heap in MB. */
async function run(name, fetch) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  let ads;
  let partial = null;
  try {
    ads = await fetch();
  } catch (error) {
    if (!(error instanceof PartialRunError)) throw error;
    ads = error.ads;
    partial = error.message;
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const mb = (n) => Math.round(n / 1_048_576);
  const row = {
    name,
    withText: ads.filter((ad) => ad.description).length,
    ads: ads.length,
    seconds,
    perSecond: ads.length / seconds,
    rss: mb(peakRss),
    heap: mb(peakHeap - before.heapUsed),
    partial,
  };
  console.log(row);
  return row;
}

// No pause between requests: the figures are the adapters' and the fetcher's own cost, not politeness.
const http = () => createHttp({ allowPrivate: true, hostDelayMs: 0, backoffMs: 50, retries: 2 });
const ba = (extra) =>
  bundesagentur.schema.parse({
    kind: "bundesagentur",
    key: "ba",
    baseUrl: `${base}/jobsuche`,
    pageSize: PER_PAGE,
    maxPages: PAGES,
    ...extra,
  });

const rows = [];
rows.push(
  await run("Jobsuche, 20 pages of 100 with a detail call each", () =>
    bundesagentur.fetchAds(ba({}), http()),
  ),
);
rows.push(
  await run("Jobsuche, 20 pages of 100, search only", () =>
    bundesagentur.fetchAds(ba({ details: false }), http()),
  ),
);
refusePage = 11;
const refused = await run("Jobsuche, 403 from page 11 on (with details)", () =>
  bundesagentur.fetchAds(ba({}), http()),
);
refusePage = 0;
rows.push(refused);
if (refused.ads !== 10 * PER_PAGE || refused.withText !== 10 * PER_PAGE || !refused.partial) {
  throw new Error(
    `a 403 in the middle lost ads: ${refused.ads} of ${10 * PER_PAGE} kept, ${refused.withText} with text`,
  );
}
rows.push(
  await run("Arbeitnow, 20 pages of 100", () =>
    arbeitnow.fetchAds(
      arbeitnow.schema.parse({
        kind: "arbeitnow",
        key: "an",
        url: `${base}/api/job-board-api`,
        maxPages: PAGES,
      }),
      http(),
    ),
  ),
);
rows.push(
  await run(
    `Sitemaps: ${sitemapChildren.length} gzipped children, ${Math.round(sitemapBytes / 1e6)} MB unpacked, then ${JOB_PAGES} job pages`,
    () =>
      jsonld.fetchAds(
        jsonld.schema.parse({
          kind: "jsonld",
          key: "jl",
          sitemap: `${base}/sitemap_index.xml`,
          urlPattern: "*/karriere/*",
          maxPages: JOB_PAGES,
        }),
        http(),
      ),
  ),
);
server.close();

const table = rows
  .map(
    (r) =>
      `| ${r.name} | ${r.ads} | ${r.seconds.toFixed(1)} s | ${Math.round(r.perSecond)} | ${r.rss} MB | ${r.heap} MB |`,
  )
  .join("\n");
writeSection(
  "job-sources",
  `## Job sources: the adapters against recorded answers at realistic sizes

\`npm run bench:job-sources\` (\`bench/job-sources.mjs\`): each adapter against a local server answering in
the real APIs' shapes (\`packages/testing/src/job-source-answers.ts\`), with no pause between requests, so
the figures are the adapters' and the fetcher's own cost (a real run waits the host delay between two
requests: 2 s by default, so 2,020 Jobsuche requests take over an hour however fast we are). Peak memory is
the process's resident set while the adapter ran (sampled every 20 ms); heap is its growth over the start.
Sitemap set: ${sitemapChildren.length} children of about 4.5 MB each (the fetcher refuses answers over 5 MB after
unpacking, so a child at the protocol's 50 MB limit fails alone), ${Math.round(gzBytes / 1e6)} MB gzipped, the job
pages listed in the last child, so every child is read. The machine is shared with other
engineers' builds and tests while it runs: the times are an upper bound.

${machineLine()}

| run | ads | time | ads/s | peak RSS | heap growth |
|---|---|---|---|---|---|
${table}

A 403 from page 11 on (retried twice with backoff, then the run ends): ${refused.ads} of the ${10 * PER_PAGE} ads of
pages 1 to 10 kept, ${refused.withText} of them with their detail text (the crawler stores them and shows "${refused.partial?.slice(0, 80)}…").`,
);

import http from "node:http";
import type net from "node:net";

export type JobBoard = { url: string; stop: () => Promise<void> };

/**
 * A job board of our own on 127.0.0.1: every /jobs/<slug> is an ad with schema.org JobPosting in
 * JSON-LD and its canonical link (without the tracking parameters the visitor's link may carry).
 * `?pad=<kB>` adds that much of other content and `?scripts=<kB>` that much of inline script (as a big
 * board's page carries its app's state and code), for a page as heavy as a real board's.
 */
export async function startJobBoard(): Promise<JobBoard> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const slug = /^\/jobs\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
    if (!slug) {
      response.writeHead(404).end();
      return;
    }
    const canonical = `http://${request.headers.host}/jobs/${slug}`;
    const pad = Math.min(Number(url.searchParams.get("pad")) || 0, 4096);
    const filler = `<div class="teaser"><a href="/jobs/other">Another job</a> <p>${"Lorem ipsum dolor sit amet. ".repeat(30)}</p></div>\n`;
    const padding = filler.repeat(Math.ceil((pad * 1024) / filler.length));
    const scripts = Math.min(Number(url.searchParams.get("scripts")) || 0, 4096);
    const state = `{"id":12345,"teaser":"Lorem ipsum dolor sit amet","tags":["a","b","c"]},`;
    const inline = scripts
      ? `<script>window.__STATE__=[${state.repeat(Math.ceil((scripts * 1024) / state.length))}null];</script>`
      : "";
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Journey Platform Engineer",
      hiringOrganization: { "@type": "Organization", name: "Extension Journey GmbH" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Leipzig" } },
      description: "<p>Run the platform.</p><ul><li>Kubernetes</li><li>TypeScript</li></ul>",
      datePosted: "2026-11-20",
    };
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Journey Platform Engineer – Journey Board</title>
<link rel="canonical" href="${canonical}">
<script type="application/ld+json">${JSON.stringify(posting)}</script>${inline}
</head><body><h1>Journey Platform Engineer</h1><p>Extension Journey GmbH, Leipzig</p>
<p>Run the platform.</p>${padding}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

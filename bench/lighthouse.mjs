// Runs Lighthouse (mobile settings, Debian's Chromium) on the built app's landing page and a blog post and
// records the four category scores in docs/benchmarks.md (five runs a page: median and worst performance
// score and total blocking time). Usage: npm run bench:lighthouse
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { json, machineLine, pinning, startServer, writeSection } from "./lib.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const distDir = fileURLToPath(new URL("../apps/web/dist", import.meta.url));

/** The brotli file the server sends for a built asset, else what Lighthouse saw on the wire. */
function compressedSize(request) {
  const file = `${distDir}${new URL(request.url).pathname}.br`;
  return existsSync(file) ? statSync(file).size : (request.transferSize ?? 0);
}
const RUNS = 5;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Lighthouse multiplies the browser's observed main-thread work by four, so a moment in which other
 * processes take the CPU from it reads as blocking time of the page. Where the system allows it
 * (root), Chromium runs at a higher priority than everything else (nice -10); otherwise as it is.
 */
function prioritisedChromium() {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/nice"))
    return { path: chromePath, nice: 0, cleanUp: () => {} };
  const wrapper = path.join(mkdtempSync(path.join(os.tmpdir(), "jah-lighthouse-")), "chromium");
  writeFileSync(wrapper, `#!/bin/sh\nexec /usr/bin/nice -n -10 ${JSON.stringify(chromePath)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    path: wrapper,
    nice: -10,
    cleanUp: () => rmSync(path.dirname(wrapper), { recursive: true, force: true }),
  };
}
const browser = prioritisedChromium();
const loadBefore = os.loadavg()[0].toFixed(1);

const { spawnPinned } = pinning();
const server = await startServer(spawnPinned);
const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const [post] = await json(`${server.base}/api/blog/?lang=en`);
  const pages = {
    "/ (landing)": "/",
    [`${post.slug.replace(/^\/api\//, "/blog/")} (blog post)`]: post.slug.replace(/^\/api\//, "/blog/"),
  };
  const rows = [];
  const summary = [];
  let met = true;
  for (const [name, path] of Object.entries(pages)) {
    // Lighthouse varies from run to run (its docs recommend the median of several): five runs,
    // the median and the worst performance score and blocking time are recorded.
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await lighthouse(`${server.base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        }),
      );
    }
    const perf = (run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100);
    const tbt = (run) => run.lhr.audits["total-blocking-time"]?.numericValue ?? 0;
    runs.sort((a, b) => perf(a) - perf(b) || tbt(b) - tbt(a));
    const result = runs[Math.floor(RUNS / 2)];
    const worst = runs[0];
    const tbts = runs.map(tbt).sort((a, b) => a - b);
    const tbtMedian = tbts[Math.floor(RUNS / 2)];
    const tbtWorst = tbts[RUNS - 1];
    const scores = CATEGORIES.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < 95)) met = false;
    if (perf(worst) < 90 || tbtMedian >= 100) met = false;
    const fcp = result.lhr.audits["first-contentful-paint"]?.displayValue ?? "";
    const lcp = result.lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
    // Every script the page loaded without any interaction, counted as the compressed body the server
    // sends (the precompressed .br file; HTTP headers not included): the first-load JavaScript budget.
    const requests = result.lhr.audits["network-requests"]?.details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + compressedSize(r), 0);
    const js = `${(scriptBytes / 1000).toFixed(1)} kB`;
    if (path === "/" && scriptBytes >= 150_000) met = false;
    const ms = (value) => `${Math.round(value)} ms`;
    rows.push(
      `| ${name} | ${scores[0]} | ${perf(worst)} | ${ms(tbtMedian)} | ${ms(tbtWorst)} | ${scores.slice(1).join(" | ")} | ${fcp} | ${lcp} | ${js} |`,
    );
    summary.push(`${name}: performance ${runs.map(perf).join(", ")}; TBT ${tbts.map(ms).join(", ")}`);
  }
  const lines = [
    "## Lighthouse on the public pages",
    "",
    `${machineLine()} Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, default mobile settings (simulated slow 4G and 4x CPU slowdown), Debian's Chromium${browser.nice ? ` at nice ${browser.nice}` : ""}, the built app served by \`npm start\`'s server on SQLite. Load average before the run: ${loadBefore}.`,
    "",
    `| page | performance (median of ${RUNS}) | performance (worst) | TBT (median) | TBT (worst) | accessibility | best practices | SEO | FCP | LCP | JS loaded (brotli) |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Every run, lowest performance first: ${summary.join("; ")}.`,
    "",
    "The pages arrive prerendered (apps/web/prerender.ts) and stay static HTML: only the interactive parts (header, template carousel, explainer video) are hydrated as islands, when the browser is idle or at the first interaction (apps/web/src/islands/). The other categories, FCP, LCP and the JS are those of the median run.",
    "",
    "Before the islands (the whole page hydrated at load), this bench on the same machine on 2026-11-25, three times within half an hour: / median 83 to 100, worst 81 to 99, TBT median 60 to 670 ms (worst 794 ms); the blog post median 81 to 100, worst 73 to 98, TBT median 57 to 798 ms (worst 1,796 ms).",
    "",
    `Target at least 95 in every category (performance: median) and at least 90 in the worst run, total blocking time under 100 ms (median), and under 150 kB of JavaScript on the first load of /: ${met ? "met" : "NOT met"}.`,
  ];
  writeSection("lighthouse", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  chrome.kill();
  browser.cleanUp();
  await server.stop();
}

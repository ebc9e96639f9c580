// CV rendering: each template's two-page sample PDF rendered 200 times in one process with
// @react-pdf/renderer, against the same CV printed from renderCvHtml by headless Chromium.
// Run: npm run bench:cv (node --expose-gc --import tsx bench/cv-render.mjs).

import { execFileSync } from "node:child_process";
import { renderCvHtml, renderCvPdf } from "@jah/cv-templates/node";
import { sampleProfile } from "@jah/cv-templates/sample";
import { CV_TEMPLATES } from "@jah/shared";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { machineLine, pinning, quantile, writeSection } from "./lib.mjs";

const RUNS = Number(process.env.CV_RUNS ?? 200);
const CHROMIUM_RUNS = Number(process.env.CV_CHROMIUM_RUNS ?? 20);
const WARMUP = 5;
/** Heap growth over the timed renders still counted as none (GC timing noise). */
const GROWTH_MIB = 5;
const TARGET_MS = 150;

if (typeof globalThis.gc !== "function") throw new Error("Run with --expose-gc (npm run bench:cv)");
const { pin } = pinning();

const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
const ms = (n) => n.toFixed(1);
async function pages(pdf) {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const n = doc.numPages;
  await doc.cleanup();
  return n;
}
function memory() {
  globalThis.gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const profile = sampleProfile("de");

/** Memory once the last render's promise callbacks have run (renderCvPdf frees on the next macrotask). */
async function settledMemory() {
  await new Promise((resolve) => setImmediate(resolve));
  return memory();
}

/** The react-pdf part, run in a child process per NODE_ENV (React's development build is slower). */
async function reactPdfRuns() {
  const before = memory();
  const rows = [];
  for (const template of CV_TEMPLATES) {
    const t0 = performance.now();
    const first = await renderCvPdf(profile, { template });
    const cold = performance.now() - t0;
    for (let i = 0; i < WARMUP; i++) await renderCvPdf(profile, { template });
    const warm = memory();
    const times = [];
    let half;
    for (let i = 0; i < RUNS; i++) {
      // Between two timed renders: the heap half way, so a leak (growth in both halves) shows apart
      // from V8 and the font caches settling in during the first renders.
      if (i === RUNS / 2) half = await settledMemory();
      const start = performance.now();
      await renderCvPdf(profile, { template });
      times.push(performance.now() - start);
    }
    // Read before counting pages: pdf.js, loaded for that on the first template, is not ours.
    const done = await settledMemory();
    rows.push({
      template,
      pages: await pages(first),
      kb: first.length / 1024,
      cold,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      // The timed renders' own memory: after the warm-up, half way, after the last one.
      warm,
      half,
      done,
    });
    console.error(process.env.NODE_ENV, template, rows.at(-1));
  }
  await new Promise((resolve) => setImmediate(resolve));
  return { rows, before, after: memory() };
}

if (process.env.CV_BENCH_CHILD) {
  process.stdout.write(JSON.stringify(await reactPdfRuns()));
  process.exit(0);
}

function child(nodeEnv) {
  const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", import.meta.filename], {
    env: { ...process.env, CV_BENCH_CHILD: "1", NODE_ENV: nodeEnv },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 2 ** 20,
  });
  return JSON.parse(out.toString());
}
const dev = child("development");
const prod = child("production");
const rows = prod.rows.map((row, i) => ({ ...row, dev: dev.rows[i] }));

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage();
for (const row of rows) {
  const times = [];
  const htmlTimes = [];
  let pdf;
  for (let i = 0; i < WARMUP + CHROMIUM_RUNS; i++) {
    const start = performance.now();
    const html = renderCvHtml(profile, { template: row.template });
    const built = performance.now();
    await page.setContent(html, { waitUntil: "load" });
    pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
    if (i >= WARMUP) {
      times.push(performance.now() - start);
      htmlTimes.push(built - start);
    }
  }
  row.chromium = { median: quantile(times, 0.5), p95: quantile(times, 0.95), html: quantile(htmlTimes, 0.5) };
  row.chromiumPages = await pages(pdf);
  console.log(row.template, row.chromium);
}
await browser.close();

const slow = rows.filter((r) => r.median >= TARGET_MS);
const growing = rows.filter((r) => (r.done.heapUsed - r.warm.heapUsed) / 2 ** 20 > GROWTH_MIB);
const section = `## CV rendering: react-pdf vs. Chromium print

${machineLine()}${pin ? " Benchmark process pinned to core 0 (Chromium, started from it, inherits that)." : ""}
German sample profile (\`@jah/cv-templates/sample\`), no photo. react-pdf: ${RUNS} renders per template in one
process after ${WARMUP} warm-up renders (\`renderCvPdf\`, fonts registered once per process). Chromium: the same CV as
\`renderCvHtml\` (fonts embedded as base64) loaded with \`page.setContent\` and printed with \`page.pdf\`,
${CHROMIUM_RUNS} times per template in one warm page, HTML generation included.

| template | pages | PDF KiB | first render ms | median ms | p95 ms | median ms, dev build | heap MiB before → after ${RUNS / 2} → after ${RUNS} | rss MiB before → after | Chromium pages | Chromium median ms | Chromium p95 ms |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.template} | ${r.pages} | ${r.kb.toFixed(0)} | ${ms(r.cold)} | ${ms(r.median)} | ${ms(r.p95)} | ${ms(r.dev.median)} | ${mib(r.warm.heapUsed)} → ${mib(r.half.heapUsed)} → ${mib(r.done.heapUsed)} | ${mib(r.warm.rss)} → ${mib(r.done.rss)} | ${r.chromiumPages} | ${ms(r.chromium.median)} | ${ms(r.chromium.p95)} |`,
  )
  .join("\n")}

react-pdf figures are with \`NODE_ENV=production\` (React's production build); "dev build" is the same run without it,
as a server started without NODE_ENV gets. Process memory around the ${RUNS * rows.length} production renders, each reading after a
forced GC: rss ${mib(prod.before.rss)} → ${mib(prod.after.rss)} MiB, heapUsed ${mib(prod.before.heapUsed)} → ${mib(prod.after.heapUsed)} MiB
(development build: rss ${mib(dev.before.rss)} → ${mib(dev.after.rss)} MiB, heapUsed ${mib(dev.before.heapUsed)} → ${mib(dev.after.heapUsed)} MiB). "Before" is
after the modules are loaded and before the first render; the growth is the parsed fonts (fontkit) and react-pdf's caches,
which stay for the life of the process.

Target: median under ${TARGET_MS} ms per two-page CV: ${slow.length ? `missed by ${slow.map((r) => r.template).join(", ")}` : "met by every template"}.
Target: no memory growth over the ${RUNS} renders (heap after the last render within ${GROWTH_MIB} MiB of the heap after the warm-up): ${growing.length ? `missed by ${growing.map((r) => r.template).join(", ")}` : "met by every template"}.`;

writeSection("cv-render", section);
console.log(section);

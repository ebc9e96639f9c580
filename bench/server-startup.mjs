// Server start-up: the server run through tsx (as `npm start` did before) against the server built to
// JavaScript (apps/server/dist, as `npm start` runs it now). Each run spawns the server on a fresh SQLite
// data folder (migrations included) and measures the time until /api/health answers and the process's
// memory then, then the first CV download (starts a PDF worker) and the first CV import (starts a parse
// worker) with the memory after each. One warm-up run per way, then BENCH_RUNS runs; medians.
// Usage: npm run bench:startup   (node --import tsx bench/server-startup.mjs; BENCH_RUNS, default 5)

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleProfile } from "@jah/cv-templates/sample";
import { buildServer } from "../scripts/server-build.mjs";
import {
  createProfileThroughApi,
  freePort,
  machineLine,
  pinning,
  root,
  signedInHeaders,
  writeSection,
} from "./lib.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The ways to run the server: node arguments and whether tsx gets a fresh (empty) transform cache. */
const ways = [
  {
    name: "tsx, transform cache warm (before)",
    args: ["--import", "tsx", "apps/server/src/main.ts"],
  },
  {
    name: "tsx, transform cache empty (before, first start after a deploy)",
    args: ["--import", "tsx", "apps/server/src/main.ts"],
    coldCache: true,
  },
  {
    name: "built JavaScript with source maps (after: `npm start`)",
    args: ["--enable-source-maps", "apps/server/dist/main.js"],
  },
  { name: "built JavaScript, no source maps", args: ["apps/server/dist/main.js"] },
];

/** Resident and peak memory of a process in MiB (Linux /proc). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, "m"))?.[1] ?? Number.NaN);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

async function untilHealthy(base, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One start-up: spawn, wait for /api/health, one CV download, one CV import, stop. */
async function run(way, spawnPinned) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jah-bench-"));
  const tmpDir = way.coldCache ? mkdtempSync(path.join(os.tmpdir(), "jah-bench-tmp-")) : os.tmpdir();
  const base = `http://localhost:${port}`;
  const started = performance.now();
  const child = spawnPinned(way.args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
      PDF_WORKERS: "1",
      // Start-up is measured on this machine; the default job sources would reach out to the real APIs.
      JOB_SOURCES: "off",
      // tsx keeps its transform cache under the temporary folder.
      TMPDIR: tmpDir,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await untilHealthy(base, child);
    const startup = performance.now() - started;
    const afterStart = memory(child.pid);

    const headers = await signedInHeaders(base, path.join(dataDir, "outbox"));
    const id = await createProfileThroughApi(base, headers, sampleProfile("en"));
    let t = performance.now();
    const res = await fetch(`${base}/api/profile/download/${id}`, { headers });
    const pdf = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || pdf.subarray(0, 5).toString() !== "%PDF-") {
      throw new Error(`download answered ${res.status}`);
    }
    const firstPdf = performance.now() - t;
    const afterPdf = memory(child.pid);

    t = performance.now();
    const imported = await fetch(`${base}/api/profile/importcv`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", origin: base },
      body: JSON.stringify({ file_string: `data:application/pdf;base64,${pdf.toString("base64")}` }),
    });
    if (imported.status !== 201) throw new Error(`import answered ${imported.status}`);
    await imported.arrayBuffer();
    const firstImport = performance.now() - t;
    const afterImport = memory(child.pid);
    return { startup, afterStart, firstPdf, afterPdf, firstImport, afterImport };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (way.coldCache) rmSync(tmpDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildServer();
const { pin, spawnPinned } = pinning();
const loadBefore = os.loadavg()[0].toFixed(1);
const results = [];
for (const way of ways) {
  await run(way, spawnPinned);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(way, spawnPinned));
  const of = (pick) => median(runs.map(pick));
  results.push({
    way,
    startup: of((r) => r.startup),
    rss: of((r) => r.afterStart.rss),
    peak: of((r) => r.afterStart.peak),
    firstPdf: of((r) => r.firstPdf),
    rssPdf: of((r) => r.afterPdf.rss),
    firstImport: of((r) => r.firstImport),
    rssImport: of((r) => r.afterImport.rss),
    range: [Math.min(...runs.map((r) => r.startup)), Math.max(...runs.map((r) => r.startup))],
  });
  console.log(way.name, results.at(-1));
}

const ms = (n) => Math.round(n);
const mib = (n) => n.toFixed(0);
const lines = [
  "## Server start-up",
  "",
  `${machineLine()} Load average before the run: ${loadBefore}.`,
  `${pin ? "Server pinned to core 1 (its worker threads too), this script to core 0." : "Not pinned."} ` +
    `NODE_ENV=production, SQLite on a fresh data folder each run (the migrations run), PDF workers: 1.`,
  `One warm-up run per way, then ${RUNS} runs; medians. Start-up: from spawning \`node\` until \`/api/health\``,
  "answers 200 (polled every 5 ms). Memory: VmRSS of the process (all threads) from `/proc/<pid>/status`,",
  "peak: VmHWM. Then the sample profile is created through the API (not timed), downloaded as PDF (the",
  "first render starts a PDF worker thread) and the PDF imported back as a CV (starts a parse worker).",
  "",
  "| way | start-up ms (min–max) | RSS MiB | peak MiB | first PDF ms | RSS after MiB | first import ms | RSS after MiB |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (r) =>
      `| ${r.way.name} | ${ms(r.startup)} (${ms(r.range[0])}–${ms(r.range[1])}) | ${mib(r.rss)} | ${mib(r.peak)} | ` +
      `${ms(r.firstPdf)} | ${mib(r.rssPdf)} | ${ms(r.firstImport)} | ${mib(r.rssImport)} |`,
  ),
  "",
  "Before: `npm start` registered tsx and imported `apps/server/src/main.ts`; every worker thread registered",
  "tsx again. tsx caches its transforms under the temporary folder, so a start after a deploy or a reboot",
  "(empty cache) pays for transforming every file. After: `npm start` runs `apps/server/dist/main.js`, which",
  "`scripts/server-build.mjs` (esbuild, `npm run build`) bundles from the server and workspace sources,",
  "with one bundle per worker; packages from node_modules stay imports. `npm start` turns source maps on",
  "(stack traces name the TypeScript files); the last row shows what they cost.",
];
writeSection("server-startup", lines.join("\n"));
console.log(lines.join("\n"));

// CV downloads on the real server: does rendering leave the event loop free? Creates the two-page sample
// profile through the API, then measures /api/health one request at a time, first on an idle server and then
// while four downloads run back to back without pause; and the download throughput and latency.
// Usage: npm run bench:cv-server   (node --import tsx bench/cv-server.mjs; BENCH_HEALTH_REQUESTS, BENCH_PDF_WORKERS)

import { spawn } from "node:child_process";
import os from "node:os";
import { sampleProfile } from "@jah/cv-templates/sample";
import {
  createProfileThroughApi,
  machineLine,
  quantile,
  signedInHeaders,
  startServer,
  writeSection,
} from "./lib.mjs";

const HEALTH_REQUESTS = Number(process.env.BENCH_HEALTH_REQUESTS ?? 500);
const HEALTH_GAP_MS = 10;
const DOWNLOADERS = 4;
const TARGET_P99_MS = 20;

const ms = (n) => n.toFixed(1);

/** One download; returns its duration in ms and checks that a PDF came back. */
async function download(base, headers, id) {
  const started = performance.now();
  const res = await fetch(`${base}/api/profile/download/${id}`, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200 || String.fromCharCode(...bytes.subarray(0, 5)) !== "%PDF-") {
    throw new Error(`download answered ${res.status}`);
  }
  return performance.now() - started;
}

/** `count` health checks one after another, `gapMs` apart; their latencies in ms. */
async function healthLatencies(base, count, gapMs = 0) {
  const latencies = [];
  for (let i = 0; i < count; i++) {
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** Health latencies while DOWNLOADERS loops download without pause; plus the downloads finished meanwhile. */
async function underLoad(base, headers, id) {
  let running = true;
  const downloads = [];
  const loops = Array.from({ length: DOWNLOADERS }, async () => {
    while (running) downloads.push(await download(base, headers, id));
  });
  // Let every loop have a render in flight before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = downloads.length;
  const started = performance.now();
  // Spread over several seconds, so the checks meet every phase of many renders.
  const latencies = await healthLatencies(base, HEALTH_REQUESTS, HEALTH_GAP_MS);
  const seconds = (performance.now() - started) / 1000;
  const during = downloads.length - before;
  running = false;
  await Promise.all(loops);
  return { latencies, seconds, during, downloads };
}

/** Starts the server unpinned: the PDF workers must be free to use the other cores. */
const spawnServer = (args, options) => spawn(process.execPath, args, options);

const workers = process.env.BENCH_PDF_WORKERS ?? "0";
// Other work on the machine shows in the figures (this is a shared 2-core machine): record it.
const loadBefore = os.loadavg()[0].toFixed(1);
const server = await startServer(spawnServer, { PDF_WORKERS: workers });
try {
  const headers = await signedInHeaders(server.base, server.outboxDir);
  const id = await createProfileThroughApi(server.base, headers, sampleProfile("de"));
  // Warm up: the first render in a fresh worker loads the templates and fonts.
  for (let i = 0; i < 3; i++) await download(server.base, headers, id);
  await healthLatencies(server.base, 50);

  const idle = await healthLatencies(server.base, HEALTH_REQUESTS);
  const sequential = [];
  for (let i = 0; i < 10; i++) sequential.push(await download(server.base, headers, id));
  const load = await underLoad(server.base, headers, id);

  const p99 = quantile(load.latencies, 0.99);
  const threads =
    workers === "0" ? `${Math.max(1, os.availableParallelism() - 1)} (default: cores − 1)` : workers;
  const lines = [
    "## CV downloads on the server: event loop under PDF load",
    "",
    `${machineLine()} Load average before the run: ${loadBefore}.`,
    `Real server (\`node --import tsx\`, SQLite), not pinned, PDF workers: ${threads} (at nice 10, so the HTTP thread wins the CPU).`,
    `The two-page sample profile (\`sampleProfile("de")\`, template full) created through the API. Health checks go`,
    `one at a time, ${HEALTH_GAP_MS} ms apart (${HEALTH_REQUESTS} requests, fetch with keep-alive), while ${DOWNLOADERS} downloads run back to back without pause.`,
    "",
    "| measurement | p50 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|",
    `| /api/health, idle server | ${ms(quantile(idle, 0.5))} | ${ms(quantile(idle, 0.99))} | ${ms(Math.max(...idle))} |`,
    `| /api/health, ${DOWNLOADERS} downloads running | ${ms(quantile(load.latencies, 0.5))} | ${ms(p99)} | ${ms(Math.max(...load.latencies))} |`,
    `| one download alone (10 in a row) | ${ms(quantile(sequential, 0.5))} | ${ms(quantile(sequential, 0.99))} | ${ms(Math.max(...sequential))} |`,
    `| a download with ${DOWNLOADERS} at once | ${ms(quantile(load.downloads, 0.5))} | ${ms(quantile(load.downloads, 0.99))} | ${ms(Math.max(...load.downloads))} |`,
    "",
    `Download throughput with ${DOWNLOADERS} at once: ${(load.during / load.seconds).toFixed(1)} PDFs/s ` +
      `(${load.during} in the ${load.seconds.toFixed(1)} s of health checks).`,
    "",
    `Target /api/health p99 under ${TARGET_P99_MS} ms while PDFs render: ${p99 < TARGET_P99_MS ? "met" : "NOT met"}.`,
    "Render times and throughput depend on what else the machine runs: the worker yields the CPU to any",
    "normal-priority process (`npm run bench:cv` measures a render in isolation).",
  ];
  writeSection("cv-server", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  await server.stop();
}

// Measures an authenticated GET /api/usersettings/show on the real server (SQLite) against a bare
// Fastify hello-world in the same run, and records both in docs/benchmarks.md.
// Usage: npm run bench:auth   (needs Node 24; takes about three minutes)
import path from "node:path";
import {
  freePort,
  machineLine,
  measure,
  median,
  pinning,
  signedInHeaders,
  startServer,
  waitFor,
  writeSection,
} from "./lib.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const { pin, spawnPinned } = pinning();
const server = await startServer(spawnPinned);
const helloPort = await freePort();
const hello = spawnPinned([path.join(import.meta.dirname, "hello-world.mjs")], {
  env: { PORT: String(helloPort) },
  stdio: "inherit",
});

try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const headers = await signedInHeaders(server.base, server.outboxDir);
  const target = `http://127.0.0.1:${server.port}/api/usersettings/show`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  // Warm both up so the JIT has compiled the hot paths before the measured runs.
  await measure(target, { headers, connections: 10, duration: 3 });
  await measure(helloUrl, { connections: 10, duration: 3 });

  // Alternate the two targets over several rounds and take medians: the machine's speed drifts
  // (other processes, CPU boost), and alternating exposes both targets to the same drift.
  const baselines = [];
  const authedRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    baselines.push(await measure(helloUrl, { connections: CONNECTIONS, duration: DURATION_S }));
    authedRuns.push(await measure(target, { headers, connections: CONNECTIONS, duration: DURATION_S }));
  }
  const baseline = median(baselines);
  const authed = median(authedRuns);
  const share = authed.rps / baseline.rps;
  const pass = share >= 0.3 && authed.p99 < 25;
  const lines = [
    "## Authenticated API call vs. bare Fastify",
    "",
    `${machineLine()} SQLite. autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s per target (medians shown), load generator on the same machine${pin ? " (servers pinned to core 1, load generator to core 0)" : ""}.`,
    "The server runs as `npm start` does, with `LOG_LEVEL=warn` (no per-request log lines). Single runs on a",
    "shared virtual machine vary by about ±15 %; the medians of alternating rounds damp that.",
    "",
    "| endpoint | req/s | p50 ms | p99 ms |",
    "|---|---:|---:|---:|",
    `| bare Fastify hello-world | ${Math.round(baseline.rps)} | ${baseline.p50} | ${baseline.p99} |`,
    `| GET /api/usersettings/show (signed in) | ${Math.round(authed.rps)} | ${authed.p50} | ${authed.p99} |`,
    "",
    `Authenticated throughput is ${(share * 100).toFixed(1)} % of the hello-world (target at least 30 %), ` +
      `p99 ${authed.p99} ms (target under 25 ms): ${pass ? "target met" : "target NOT met"}.`,
  ];
  writeSection("auth-throughput", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  hello.kill("SIGTERM");
  await server.stop();
}

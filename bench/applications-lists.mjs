// Seeds one user with 1,000 and then 10,000 applications and measures the list, follow-up and archive
// endpoints (first page, and a page deep in the list) on SQLite and PostgreSQL.
// Usage: npm run bench:applications   (needs Node 24; PostgreSQL from BENCH_DATABASE_URL or 127.0.0.1:5432)
import pg from "pg";
import {
  json,
  machineLine,
  measure,
  pinning,
  scratchPostgres,
  signedInHeaders,
  startServer,
  writeSection,
} from "./lib.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// One user's browser: a list page and a few calls beside it. (At 10 connections, Node, PostgreSQL and the
// load generator saturate this 2-core machine together and PostgreSQL's p99 rises to 50-80 ms.)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const STATUSES = [
  "todo",
  "ready",
  "applied",
  "waiting",
  "appointment",
  "canceled",
  "noreply",
  "rejected",
  "accepted",
];

/** Creates applications through the API, 20 at a time, until the user has `total`. */
async function seed(base, headers, from, total) {
  let next = from;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const day = String(1 + (i % 28)).padStart(2, "0");
      const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, "0");
      await json(`${base}/api/profile/applications/`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          job_title: `Developer ${i}`,
          hireing_company: i % 7 === 0 ? `Müller & Söhne ${i % 300}` : `Company ${i % 300}`,
          page: "StepStone",
          recipient_salutation: i % 2 ? "female" : "male",
          location: "Berlin",
          // The first 20 also name Kubernetes: a search with as many matches at 1,000 as at 10,000.
          job_description: `${i < 20 ? "Kubernetes. " : ""}${"We are looking for someone who likes TypeScript. ".repeat(10)}`,
          status: STATUSES[i % STATUSES.length],
          date: `2025-${month}-${day}`,
          follow_up: i % 2 ? `2026-${month}-${day}` : "",
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

/** Refreshes PostgreSQL's planner statistics, as autovacuum does on its own within a minute of a bulk load. */
async function analyze(scratch) {
  if (!scratch) return;
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query("ANALYZE");
  await client.end();
}

/** The cursor after `rows` rows of the active list, found by walking pages of 200. */
async function deepCursor(base, headers, rows) {
  let cursor = "";
  for (let seen = 0; seen < rows; seen += 200) {
    const page = await json(
      `${base}/api/profile/applications/?limit=200${cursor ? `&cursor=${cursor}` : ""}`,
      {
        headers,
      },
    );
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
  return cursor;
}

async function measureAll(base, headers, deep) {
  const targets = {
    "list, first page": "/api/profile/applications/?limit=50",
    "list, page 51-100 of the 5,000th+": `/api/profile/applications/?limit=50&cursor=${deep}`,
    "list, search (20 matches at both sizes)": "/api/profile/applications/?limit=50&q=kubernetes",
    "list, search": "/api/profile/applications/?limit=50&q=developer%2099",
    "list, search with umlaut": "/api/profile/applications/?limit=50&q=m%C3%BCller",
    "follow-up list": "/api/profile/applications/followup?limit=50",
    archive: "/api/profile/applications/archive?limit=50",
  };
  const results = {};
  for (const [name, url] of Object.entries(targets)) {
    results[name] = await measure(`${base}${url}`, {
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
  }
  return results;
}

const { pin, spawnPinned } = pinning();
const rows = [];
let allMet = true;
for (const dialect of ["sqlite", "postgres"]) {
  const scratch = dialect === "postgres" ? await scratchPostgres() : undefined;
  if (scratch === null) {
    console.log("PostgreSQL does not answer: skipping it");
    continue;
  }
  const server = await startServer(spawnPinned, scratch ? { DATABASE_URL: scratch.url } : {});
  try {
    const headers = await signedInHeaders(server.base, server.outboxDir);
    await seed(server.base, headers, 0, 1000);
    await analyze(scratch);
    const small = await measureAll(server.base, headers, await deepCursor(server.base, headers, 400));
    await seed(server.base, headers, 1000, 10_000);
    await analyze(scratch);
    const large = await measureAll(server.base, headers, await deepCursor(server.base, headers, 5000));
    for (const name of Object.keys(large)) {
      const a = small[name];
      const b = large[name];
      if (!(b.p99 < 50)) allMet = false;
      rows.push(
        `| ${dialect} | ${name} | ${a.p50} / ${a.p99} / ${Math.round(a.rps)} | ${b.p50} / ${b.p99} / ${Math.round(b.rps)} |`,
      );
    }
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

const lines = [
  "## Application lists at 1,000 and 10,000 applications",
  "",
  `${machineLine()} One user; 50 rows a page; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint${pin ? ", server pinned to core 1 and load generator to core 0" : ""}.`,
  "On PostgreSQL the script runs ANALYZE after seeding, as autovacuum does within a minute of a bulk load.",
  'The deep-page row at 1,000 starts after row 400, at 10,000 after row 5,000 ("page cost does not grow": compare the columns).',
  "",
  "| database | endpoint | 1,000: p50 / p99 ms / req/s | 10,000: p50 / p99 ms / req/s |",
  "|---|---|---:|---:|",
  ...rows,
  "",
  `Target p99 under 50 ms for a page at 10,000 applications on both databases, searches included: ${allMet ? "met" : "NOT met"}.`,
  "",
  "Search (`q`) goes through full-text indexes (FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL) with",
  'every word a prefix and umlauts folded ("müller" also finds Mueller and Muller). A search costs by its matches,',
  'not by the number of applications: "kubernetes" matches 20 at both sizes; "developer 99" matches 11 at 1,000',
  'and 111 at 10,000, "müller" one application in seven. (With LIKE, the search row took 16 ms p50 / 217 req/s',
  "at 10,000 against 4 ms / 797 req/s at 1,000 on SQLite.) Latency stays at 1-2 ms (SQLite) and under 20 ms p99",
  "(PostgreSQL); throughput still falls by about half at 10,000 even with 20 matches, because the planner walks the",
  "user's list index and checks each row against the matches instead of starting from them.",
];
writeSection("applications-lists", lines.join("\n"));
console.log(lines.join("\n"));

// Seeds one user with 10,000 sent applications (status timelines spread over a year, six source pages,
// three profiles) beside another user's 2,000, and measures GET /api/insights on SQLite and PostgreSQL.
// Usage: npm run bench:insights   (needs Node 24; PostgreSQL from BENCH_DATABASE_URL or 127.0.0.1:5432)
import path from "node:path";
import Sqlite from "better-sqlite3";
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
// One user opening the page (one call at a time), and four at once (as bench/applications-lists.mjs).
const CONNECTIONS = [1, Number(process.env.BENCH_CONNECTIONS ?? 4)];
const APPLICATIONS = 10_000;
const OTHER_APPLICATIONS = 2_000;
const DAY_MS = 86_400_000;
const END = Date.parse("2026-11-01T00:00:00.000Z");
const PAGES = ["StepStone", "Indeed", "LinkedIn", "XING", "Arbeitsagentur", "Company website"];

/**
 * Application `i`'s timeline: prepared, sent on a day of the year before END, then (by i) waiting,
 * rejected, invited, hired, marked no reply or left as applied.
 */
function timeline(i, total) {
  const sent = END - 365 * DAY_MS + Math.floor((i / total) * 365 * DAY_MS);
  const at = (days) => new Date(sent + days * DAY_MS).toISOString();
  const steps = [
    ["todo", at(-2)],
    ["applied", at(0)],
  ];
  const answer = 2 + (i % 20);
  switch (i % 10) {
    case 0:
    case 1:
    case 2:
      steps.push(["waiting", at(3)]);
      break;
    case 3:
    case 4:
      steps.push(["rejected", at(answer)]);
      break;
    case 5:
    case 6:
      steps.push(["appointment", at(answer)]);
      break;
    case 7:
      steps.push(["appointment", at(answer)], ["accepted", at(answer + 14)]);
      break;
    case 8:
      steps.push(["noreply", at(45)]);
      break;
  }
  return steps;
}

/** The application rows and their timelines for one user, as plain values. */
function* rowsFor(userId, total, profileIds) {
  for (let i = 0; i < total; i++) {
    const steps = timeline(i, total);
    const [status, last] = steps.at(-1);
    yield {
      application: {
        user_id: userId,
        job_title: `Developer ${i}`,
        hireing_company: `Company ${i % 300}`,
        page: PAGES[i % PAGES.length],
        job_description: "We are looking for someone who likes TypeScript. ".repeat(10),
        status,
        archived: ["noreply", "rejected", "accepted"].includes(status),
        profile_id: i % 4 === 3 ? null : profileIds[i % profileIds.length],
        date: steps[1][1],
        created_at: steps[0][1],
        updated_at: last,
      },
      steps,
    };
  }
}

const COLUMNS = [
  "user_id",
  "job_title",
  "hireing_company",
  "page",
  "job_description",
  "status",
  "archived",
  "profile_id",
  "date",
  "created_at",
  "updated_at",
];

/** Writes the rows straight into the server's SQLite file (WAL lets the server keep it open). */
function seedSqlite(file, users) {
  const db = new Sqlite(file);
  db.pragma("busy_timeout = 5000");
  const insertApplication = db.prepare(
    `insert into application (${COLUMNS.join(", ")}) values (${COLUMNS.map((c) => `@${c}`).join(", ")})`,
  );
  const insertStep = db.prepare(
    "insert into application_status (application_id, status, created) values (?, ?, ?)",
  );
  db.transaction(() => {
    for (const { userId, total, profileIds } of users) {
      for (const { application, steps } of rowsFor(userId, total, profileIds)) {
        const { lastInsertRowid } = insertApplication.run({
          ...application,
          archived: application.archived ? 1 : 0,
        });
        for (const [status, created] of steps) insertStep.run(lastInsertRowid, status, created);
      }
    }
  })();
  db.close();
}

/**
 * The same rows into PostgreSQL, 500 applications a statement; then VACUUM ANALYZE, as autovacuum does
 * within a minute of a bulk insert (the visibility map it writes lets the charts read the index alone).
 */
async function seedPostgres(url, users) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const { userId, total, profileIds } of users) {
    const all = [...rowsFor(userId, total, profileIds)];
    for (let start = 0; start < all.length; start += 500) {
      const batch = all.slice(start, start + 500);
      const values = batch.flatMap(({ application }) => COLUMNS.map((c) => application[c]));
      const placeholders = batch
        .map((_, r) => `(${COLUMNS.map((_c, k) => `$${r * COLUMNS.length + k + 1}`).join(", ")})`)
        .join(", ");
      const { rows } = await client.query(
        `insert into application (${COLUMNS.join(", ")}) values ${placeholders} returning id`,
        values,
      );
      const steps = batch.flatMap(({ steps: s }, r) =>
        s.map(([status, created]) => [rows[r].id, status, created]),
      );
      await client.query(
        `insert into application_status (application_id, status, created)
         select * from unnest($1::int[], $2::text[], $3::timestamptz[])`,
        [steps.map((s) => s[0]), steps.map((s) => s[1]), steps.map((s) => s[2])],
      );
    }
  }
  await client.query("VACUUM ANALYZE");
  await client.end();
}

/** Signs a user in and gives them three profiles through the API; returns headers and profile ids. */
async function benchUser(server, email) {
  const headers = await signedInHeaders(server.base, server.outboxDir, email);
  const profileIds = [];
  for (let i = 0; i < 3; i++) {
    const { id } = await json(`${server.base}/api/profile/`, { method: "POST", headers, body: "{}" });
    profileIds.push(id);
  }
  return { headers, userId: headers["x-auth-id"], profileIds };
}

const TARGETS = {
  "the whole year (10,000 applications)": "/api/insights?from=2025-11-01&to=2026-10-31",
  "the last 90 days (about 2,500)": "/api/insights?from=2026-08-03&to=2026-10-31",
};

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
    const me = await benchUser(server, "bench@example.com");
    const other = await benchUser(server, "other@example.com");
    const users = [
      { ...me, total: APPLICATIONS },
      { ...other, total: OTHER_APPLICATIONS },
    ];
    if (scratch) await seedPostgres(scratch.url, users);
    else seedSqlite(path.join(path.dirname(server.outboxDir), "app.sqlite"), users);
    const check = await json(`${server.base}${Object.values(TARGETS)[0]}`, { headers: me.headers });
    if (check.totals.applied !== APPLICATIONS)
      throw new Error(`counted ${check.totals.applied} applications`);
    for (const [name, url] of Object.entries(TARGETS)) {
      const cells = [];
      for (const connections of CONNECTIONS) {
        const r = await measure(`${server.base}${url}`, {
          headers: me.headers,
          connections,
          duration: DURATION_S,
        });
        if (connections === 1 && !(r.p99 < 50)) allMet = false;
        cells.push(`${r.p50} / ${r.p99} / ${Math.round(r.rps)}`);
      }
      rows.push(`| ${dialect} | ${name} | ${cells.join(" | ")} |`);
    }
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

const lines = [
  "## Insights at 10,000 applications",
  "",
  `${machineLine()} One user with ${APPLICATIONS.toLocaleString("en")} sent applications (about 32,000 status timeline rows) and another with ${OTHER_APPLICATIONS.toLocaleString("en")}; autocannon, ${CONNECTIONS.join(" and ")} connections, ${DURATION_S} s each${pin ? ", server pinned to core 1 and load generator to core 0" : ""}.`,
  "Rows are written straight into the database (the API would date every timeline entry today); on PostgreSQL the script runs VACUUM ANALYZE afterwards, as autovacuum does within a minute of a bulk load.",
  "Each request runs two queries: applications per week, and the funnel, answers and splits by page and by profile.",
  "They read the milestones the status timeline reached, kept on the application by triggers (migration 0008),",
  "each from one covering index in the order it groups by. A first version that aggregated application_status on",
  "every request took 612 ms (p50) on SQLite at 4 connections; per-chart queries over the milestones, 104 ms.",
  "",
  `| database | period | ${CONNECTIONS.map((c) => `${c} connection${c > 1 ? "s" : ""}: p50 / p99 ms / req/s`).join(" | ")} |`,
  `|---|---|${CONNECTIONS.map(() => "---:").join("|")}|`,
  ...rows,
  "",
  `Target p99 under 50 ms at 10,000 applications on both databases, for one user opening the page: ${allMet ? "met" : "NOT met"}.`,
];
writeSection("insights", lines.join("\n"));
console.log(lines.join("\n"));

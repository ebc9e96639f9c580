// `npm run jobs -- run sources` and `npm run jobs -- run alerts` (built like the other operator commands;
// from the sources: `node --import tsx apps/server/src/ops/jobs-cli.ts run sources`) with the server's
// environment (DATABASE_URL, DATA_DIR, JOB_SOURCES, APP_URL): collects the job ads of every enabled
// source, or mails every due job alert, now instead of at the next scheduled run. It takes the same
// lease in job_lease as the server's job, so it never runs beside it (nor beside another such command):
// while a run holds the lease it says so and changes nothing. Alert mails are queued; the server's mail
// delivery (every few seconds) sends them.
import { hostname } from "node:os";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import {
  busyMessage,
  RUN_NOW_JOBS,
  type RunNowJob,
  type RunNowSummary,
  runJobNow,
} from "../features/admin/index.ts";
import { defaultCrawlerConfig, JobCrawler } from "../features/job-ads/index.ts";
import { JobAlerts } from "../features/job-alerts/index.ts";
import { MailQueue } from "../mail/queue.ts";
import { createMailTransport } from "../mail/transport.ts";
import { JobRunner } from "../schedule/runner.ts";

const USAGE = `Usage: npm run jobs -- run ${Object.keys(RUN_NOW_JOBS).join("|")}`;

/** The summary's lines as the operator reads them. */
function describe(summary: RunNowSummary, seconds: string): string[] {
  if (summary.job === "alerts") {
    return [
      `Job alerts ran in ${seconds} s: ${summary.checked} due, ${summary.sent} mail${summary.sent === 1 ? "" : "s"} queued.`,
      ...(summary.sent > 0 ? ["The server's mail delivery sends them within a few seconds."] : []),
    ];
  }
  if (summary.sources.length === 0) return ["No job source is enabled: nothing to collect."];
  return [
    `Job sources ran in ${seconds} s:`,
    ...summary.sources.map(
      (s) =>
        `  ${s.name} (${s.key}): ${s.ads_found} found, ${s.ads_new} new${s.error ? `; error: ${s.error}` : ""}`,
    ),
  ];
}

async function run(args: string[]): Promise<{ lines: string[]; busy: boolean }> {
  const [command, job, ...rest] = args;
  if (command !== "run" || !job || !Object.hasOwn(RUN_NOW_JOBS, job) || rest.length > 0) {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  const database = openDatabase(config);
  const quiet = { error: () => {}, warn: () => {}, info: () => {} };
  const log = {
    ...quiet,
    error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
    warn: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
  };
  try {
    await migrateToLatest(database);
    const db = database.db;
    const crawler = new JobCrawler(
      db,
      { ...log, error: () => {} },
      { allowPrivate: config.jobImportAllowPrivateNetworks },
      defaultCrawlerConfig(config.jobSources),
    );
    // Mails are only queued here (the server delivers them), so the transport is never used to send.
    const mailQueue = new MailQueue(db, createMailTransport(config, log), log);
    const alerts = new JobAlerts(db, mailQueue, config, log);
    const runner = new JobRunner({ db, log, instanceId: `npm run jobs@${hostname()}:${process.pid}` });
    const began = performance.now();
    const outcome = await runJobNow(runner, job as RunNowJob, { crawler, alerts });
    if (!outcome.ran) return { lines: [busyMessage(job as RunNowJob, outcome.leaseUntil)], busy: true };
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    return { lines: describe(outcome.result, seconds), busy: false };
  } finally {
    await database.destroy();
  }
}

try {
  const { lines, busy } = await run(process.argv.slice(2));
  for (const line of lines) (busy ? console.error : console.log)(line);
  // 75 (EX_TEMPFAIL): another run holds the lease; trying again later succeeds.
  if (busy) process.exitCode = 75;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

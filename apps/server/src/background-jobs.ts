import type { JobRunner } from "./schedule/runner.ts";

/** One run of a job's owner; the runner records its end and ignores its result. */
type Run = () => Promise<unknown>;

/** The owners of the background jobs, each with the one method its job calls (built in app.ts). */
type Jobs = {
  mailQueue: { poll: Run };
  sentMail: { poll: Run };
  reminders: { runOnce: Run };
  accountPurge: { runOnce: Run };
  demoCleanup: { runOnce: Run };
  dataExports: { sweepAndLog: Run };
  crawler: { runDue: Run };
  jobAlerts: { runOnce: Run };
  /** Deletes rate-limit counters whose window has passed. */
  clearRateLimits: Run;
  /** Reads replies from the users' mailboxes; each account is claimed on its own. */
  mailboxReader: { pollAll: Run };
};

/** The mail queues' safety-net polls: they run even when the other jobs are off (tests). */
export const DELIVERY_JOBS = ["mail-delivery", "application-mail-delivery"];

/**
 * Every background job of the server and when it runs (croner patterns; six fields start with
 * seconds). Jobs that ran "at start and then hourly" before the runner also try shortly after start;
 * the lease still lets only a due period run.
 */
export function registerJobs(runner: JobRunner, jobs: Jobs): void {
  // Mails are claimed row by row, so a poll is safe on any instance; kicks deliver new mail at once.
  runner.register({ name: "mail-delivery", schedule: "*/5 * * * * *", run: () => jobs.mailQueue.poll() });
  runner.register({
    name: "application-mail-delivery",
    schedule: "*/5 * * * * *",
    run: () => jobs.sentMail.poll(),
  });
  runner.register({
    name: "follow-up-reminders",
    schedule: "*/15 * * * *",
    firstAfterMs: 5_000,
    run: () => jobs.reminders.runOnce(),
  });
  runner.register({
    name: "account-purge",
    schedule: "0 * * * *",
    firstAfterMs: 5_000,
    run: () => jobs.accountPurge.runOnce(),
  });
  runner.register({
    name: "demo-cleanup",
    schedule: "5 * * * *",
    firstAfterMs: 5_000,
    run: () => jobs.demoCleanup.runOnce(),
  });
  runner.register({
    name: "data-export-sweep",
    schedule: "10 * * * *",
    firstAfterMs: 5_000,
    run: () => jobs.dataExports.sweepAndLog(),
  });
  runner.register({
    name: "job-crawler",
    schedule: "* * * * *",
    firstAfterMs: 10_000,
    run: () => jobs.crawler.runDue(),
  });
  runner.register({ name: "rate-limit-cleanup", schedule: "20 * * * *", run: jobs.clearRateLimits });
  // Hourly; each alert is due once a day or week (features/job-alerts), so a missed hour costs nothing.
  runner.register({
    name: "job-alerts",
    schedule: "25 * * * *",
    firstAfterMs: 15_000,
    run: () => jobs.jobAlerts.runOnce(),
  });
  runner.register({
    name: "inbox-reading",
    schedule: "*/3 * * * *",
    firstAfterMs: 20_000,
    run: () => jobs.mailboxReader.pollAll(),
  });
}

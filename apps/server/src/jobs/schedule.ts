import type { DataExports } from "../features/data-export/exports.ts";
import type { JobCrawler } from "../features/jobs/crawler.ts";
import type { MailQueue } from "../mail/queue.ts";
import type { SentMailQueue } from "../mail/sent-mail-queue.ts";
import type { AccountPurge } from "./account-purge.ts";
import type { DemoCleanup } from "./demo-cleanup.ts";
import type { FollowUpReminders } from "./follow-up-reminders.ts";
import type { JobRunner } from "./runner.ts";

type Jobs = {
  mailQueue: MailQueue;
  sentMail: SentMailQueue;
  reminders: FollowUpReminders;
  accountPurge: AccountPurge;
  demoCleanup: DemoCleanup;
  dataExports: DataExports;
  crawler: JobCrawler;
  /** Deletes rate-limit counters whose window has passed. */
  clearRateLimits: () => Promise<unknown>;
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
}

import type { SourceState } from "@jah/shared";
import type { RunNowOutcome } from "../../schedule/runner.ts";
import type { JobCrawler } from "../job-ads/index.ts";
import type { JobAlerts } from "../job-alerts/index.ts";

/** What an operator or administrator can run at once, and the background job whose lease it takes. */
export const RUN_NOW_JOBS = { sources: "job-crawler", alerts: "job-alerts" } as const;
export type RunNowJob = keyof typeof RUN_NOW_JOBS;

export type RunNowSummary =
  | { job: "sources"; sources: SourceState[] }
  | { job: "alerts"; checked: number; sent: number };

/** The runner's one method a run now needs (the server's JobRunner, or the operator command's own). */
type Runner = {
  runNow<T>(name: string, work: (signal: AbortSignal) => Promise<T>): Promise<RunNowOutcome<T>>;
};

/**
 * Runs the job-source collection (every enabled source, whatever its interval) or the alert mailing
 * (every alert that is due: a daily alert at most once a day, a weekly one once a week) now, under the
 * same lease as the scheduled job, so it never runs beside it.
 */
export async function runJobNow(
  runner: Runner,
  job: RunNowJob,
  owners: { crawler: Pick<JobCrawler, "runAll">; alerts: Pick<JobAlerts, "runOnce"> },
): Promise<RunNowOutcome<RunNowSummary>> {
  if (job === "sources") {
    return runner.runNow(RUN_NOW_JOBS.sources, async () => ({
      job: "sources" as const,
      sources: await owners.crawler.runAll(),
    }));
  }
  return runner.runNow(RUN_NOW_JOBS.alerts, async () => ({
    job: "alerts" as const,
    ...(await owners.alerts.runOnce()),
  }));
}

/** The message when another run holds the lease, for the command line and the API alike. */
export function busyMessage(job: RunNowJob, leaseUntil: string | null): string {
  const until = leaseUntil ? ` (its lease runs until ${leaseUntil})` : "";
  return `Another run of the ${job === "sources" ? "job sources" : "job alerts"} is going on${until}; try again once it has finished.`;
}

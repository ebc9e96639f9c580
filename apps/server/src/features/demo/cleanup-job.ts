import { type DemoCleanupDeps, purgeExpiredDemoAccounts } from "./cleanup.ts";

type Logger = { info: (obj: object, msg: string) => void };

/**
 * Deletes the demo accounts older than 24 hours, hourly through the job runner (background-jobs.ts),
 * like the account purge (features/account/purge-job.ts). It runs whether or not DEMO_MODE is on:
 * accounts started before the mode was switched off still go. Several app instances may run it at
 * once: each step deletes by id.
 */
export class DemoCleanup {
  constructor(
    private readonly deps: DemoCleanupDeps,
    private readonly log: Logger,
  ) {}

  /** Deletes what is due at `now`; returns how many demo accounts went. */
  async runOnce(now?: string): Promise<number> {
    const purged = await purgeExpiredDemoAccounts(this.deps, now);
    for (const { userId, files, outboxMails } of purged) {
      this.log.info({ userId, files, outboxMails }, "demo account deleted");
    }
    return purged.length;
  }
}

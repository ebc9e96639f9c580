import { type PurgeDeps, PurgeIncomplete, type PurgeResult, purgeDueAccounts } from "./purge.ts";

type Logger = { info: (obj: object, msg: string) => void };

/**
 * Deletes the accounts whose deletion date has passed, hourly through the job runner (background-jobs.ts).
 * The runner's lease keeps it to one instance at a time; each step deletes by id and is harmless to
 * repeat anyway.
 */
export class AccountPurge {
  constructor(
    private readonly deps: PurgeDeps,
    private readonly log: Logger,
  ) {}

  /** Purges what is due now; returns how many accounts were deleted. */
  async runOnce(now?: string): Promise<number> {
    try {
      const purged = await purgeDueAccounts(this.deps, now);
      this.logPurged(purged);
      return purged.length;
    } catch (error) {
      // The others went; the job records the error and its next run retries the rest.
      if (error instanceof PurgeIncomplete) this.logPurged(error.purged);
      throw error;
    }
  }

  private logPurged(purged: PurgeResult[]) {
    for (const { userId, files, exportFiles, outboxMails } of purged) {
      this.log.info({ userId, files, exportFiles, outboxMails }, "account deleted");
    }
  }
}

import { type PurgeDeps, purgeDueAccounts } from "../features/account/purge.ts";
import { HourlyTimer } from "./hourly.ts";

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Deletes the accounts whose deletion date has passed, at start and then hourly. Several app
 * instances may run it at once: each step deletes by id and is harmless to repeat.
 */
export class AccountPurge {
  readonly #hourly: HourlyTimer;

  constructor(
    private readonly deps: PurgeDeps,
    private readonly log: Logger,
  ) {
    this.#hourly = new HourlyTimer(() => this.runOnce(), log, "account purge failed");
  }

  start(): void {
    this.#hourly.start();
  }

  stop(): void {
    this.#hourly.stop();
  }

  /** Purges what is due now; returns how many accounts were deleted. */
  async runOnce(now?: string): Promise<number> {
    const purged = await purgeDueAccounts(this.deps, now);
    for (const { userId, files, exportFiles, outboxMails } of purged) {
      this.log.info({ userId, files, exportFiles, outboxMails }, "account deleted");
    }
    return purged.length;
  }
}

import { type DemoCleanupDeps, purgeExpiredDemoAccounts } from "../features/demo/cleanup.ts";
import { HourlyTimer } from "./hourly.ts";

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Deletes the demo accounts older than 24 hours, at start and then hourly, like the account purge
 * (jobs/account-purge.ts). It runs whether or not DEMO_MODE is on: accounts started before the mode
 * was switched off still go. Several app instances may run it at once: each step deletes by id.
 */
export class DemoCleanup {
  readonly #hourly: HourlyTimer;

  constructor(
    private readonly deps: DemoCleanupDeps,
    private readonly log: Logger,
  ) {
    this.#hourly = new HourlyTimer(() => this.runOnce(), log, "demo clean-up failed");
  }

  start(): void {
    this.#hourly.start();
  }

  stop(): void {
    this.#hourly.stop();
  }

  /** Deletes what is due at `now`; returns how many demo accounts went. */
  async runOnce(now?: string): Promise<number> {
    const purged = await purgeExpiredDemoAccounts(this.deps, now);
    for (const { userId, files, outboxMails } of purged) {
      this.log.info({ userId, files, outboxMails }, "demo account deleted");
    }
    return purged.length;
  }
}

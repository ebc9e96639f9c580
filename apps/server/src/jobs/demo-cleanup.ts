import { type DemoCleanupDeps, purgeExpiredDemoAccounts } from "../features/demo/cleanup.ts";

const EVERY_MS = 60 * 60_000;

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Deletes the demo accounts older than 24 hours, at start and then hourly, like the account purge
 * (jobs/account-purge.ts). It runs whether or not DEMO_MODE is on: accounts started before the mode
 * was switched off still go. Several app instances may run it at once: each step deletes by id.
 */
export class DemoCleanup {
  #timer: NodeJS.Timeout | undefined;
  #first: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: DemoCleanupDeps,
    private readonly log: Logger,
  ) {}

  start(): void {
    const run = () => void this.runOnce().catch((err) => this.log.error({ err }, "demo clean-up failed"));
    this.#timer = setInterval(run, EVERY_MS);
    this.#timer.unref();
    this.#first = setTimeout(run, 5_000).unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#first);
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

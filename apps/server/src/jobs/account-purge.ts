import { type PurgeDeps, purgeDueAccounts } from "../features/account/purge.ts";

const EVERY_MS = 60 * 60_000;

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Deletes the accounts whose deletion date has passed, at start and then hourly. Several app
 * instances may run it at once: each step deletes by id and is harmless to repeat.
 */
export class AccountPurge {
  #timer: NodeJS.Timeout | undefined;
  #first: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: PurgeDeps,
    private readonly log: Logger,
  ) {}

  start(): void {
    const run = () => void this.runOnce().catch((err) => this.log.error({ err }, "account purge failed"));
    this.#timer = setInterval(run, EVERY_MS);
    this.#timer.unref();
    this.#first = setTimeout(run, 5_000).unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#first);
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

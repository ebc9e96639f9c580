const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 5_000;

type Logger = { error: (obj: object, msg: string) => void };

/**
 * Runs a clean-up job shortly after start and then hourly, logging (never throwing) its failures.
 * Shared by the account purge and the demo clean-up until one job runner takes them over.
 */
export class HourlyTimer {
  #timer: NodeJS.Timeout | undefined;
  #first: NodeJS.Timeout | undefined;

  constructor(
    private readonly job: () => Promise<unknown>,
    private readonly log: Logger,
    private readonly failureMessage: string,
  ) {}

  start(): void {
    const run = () => void this.job().catch((err) => this.log.error({ err }, this.failureMessage));
    this.#timer = setInterval(run, EVERY_MS);
    this.#timer.unref();
    this.#first = setTimeout(run, FIRST_AFTER_MS).unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#first);
  }
}

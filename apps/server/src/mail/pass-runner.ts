/**
 * Runs a queue's delivery pass: on a kick (at once, no polling delay) and every `pollMs` as a safety
 * net for rows another instance queued or whose retry time came. One pass at a time per instance; a
 * kick during a pass runs one more pass after it, since the running pass may have missed the new row.
 */
export class PassRunner {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts polling and runs a pass now. */
  start(): void {
    this.#stopped = false;
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.kick(), this.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Runs a pass now unless one is running (then once more after it). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Waits for the current pass (and the one a kick asked for); tests and shutdown use it. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.idle();
  }
}

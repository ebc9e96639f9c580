/**
 * Runs a queue's delivery pass on a kick (at once, no polling delay). The job runner kicks it every
 * few seconds as a safety net for rows another instance queued or whose retry time came
 * (background-jobs.ts). One pass at a time per instance; a kick during a pass runs one more pass after
 * it, since the running pass may have missed the new row.
 */
export class PassRunner {
  #running: Promise<void> | undefined;
  #stopped = false;
  #again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Takes kicks (again) and runs a pass now. */
  start(): void {
    this.#stopped = false;
    this.kick();
  }

  /** One pass now (or after the running one); what the job runner's poll calls. */
  async poll(): Promise<void> {
    this.kick();
    await this.idle();
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
    await this.idle();
  }
}

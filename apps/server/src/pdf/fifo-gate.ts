/**
 * Lets at most `limit` callers through at once and the rest in arrival order. Piscina's own queue lets
 * a task submitted the moment a worker frees up overtake tasks that were already waiting, so under
 * steady load a request could wait for many later ones (seen: 9 s instead of 1 s at four downloads).
 */
export class FifoGate {
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  /** Callers waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Resolves when the caller may go; rejects with `busy()` when too many wait, or with the signal's
   * reason when it aborts first. The caller must `leave()` once done (not after a rejection).
   */
  async enter(signal: AbortSignal, busy: () => Error): Promise<void> {
    if (this.#active < this.limit) {
      this.#active++;
      return;
    }
    if (this.#waiting.length >= this.maxWaiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener("abort", abort);
        resolve();
      };
      const abort = () => {
        this.#waiting.splice(this.#waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      this.#waiting.push(go);
      signal.addEventListener("abort", abort, { once: true });
    });
  }

  /** Hands the slot to the longest-waiting caller, or frees it. */
  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#active--;
  }
}

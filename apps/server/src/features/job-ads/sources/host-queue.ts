type Host = { tail: Promise<unknown>; lastEnd: number };

/**
 * Runs tasks for the same host one at a time, in the order they were queued, with at least `delayMs`
 * between the end of one and the start of the next; different hosts run independently.
 */
export function hostQueue(delayMs: number, sleep: (ms: number) => Promise<void>) {
  const hosts = new Map<string, Host>();
  return function run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const slot = hosts.get(host) ?? { tail: Promise.resolve(), lastEnd: Number.NEGATIVE_INFINITY };
    hosts.set(host, slot);
    const result = slot.tail.then(async () => {
      const wait = slot.lastEnd + delayMs - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        return await task();
      } finally {
        slot.lastEnd = Date.now();
      }
    });
    const tail = result.catch(() => {});
    slot.tail = tail;
    // A host seen once does not stay in the map forever: the last task in line removes it, after the delay.
    void tail.then(() => {
      setTimeout(() => {
        if (slot.tail === tail) hosts.delete(host);
      }, delayMs).unref();
    });
    return result;
  };
}

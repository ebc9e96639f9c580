import { setTimeout as sleep } from "node:timers/promises";

/** Waits for `work` at most `ms`; answers whether it ended in time (it goes on either way). */
export async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  const ac = new AbortController();
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      sleep(ms, false, { signal: ac.signal }).catch(() => false),
    ]);
  } finally {
    ac.abort();
  }
}

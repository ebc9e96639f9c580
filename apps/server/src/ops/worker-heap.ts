import { getHeapStatistics } from "node:v8";
import { fullCollection } from "./memory-trim.ts";

type Collect = () => void;
type UsedBytes = () => number;

/** What a worker's heap may grow by over what survived the last compaction before it is compacted again. */
export const WORKER_HEAP_GROWTH_BYTES = 24 * 1024 * 1024;

/**
 * Keeps a worker thread's heap near what it really holds. A CV render leaves tens of MiB of garbage in
 * the old generation, and V8 lets it pile up (a PDF worker reached 200 MiB of heap for 50 to 60 MiB of
 * live data, the fonts and caches) before it collects; a small machine pays for that as resident memory
 * until the worker ends. Call the returned function when a task has produced its result: once
 * the heap has grown by `growthBytes` since the last compaction, a full, compacting collection runs
 * right after the result has gone out (tens of milliseconds, while the requester reads the answer).
 */
export function compactAfterTasks(
  growthBytes = WORKER_HEAP_GROWTH_BYTES,
  collect: Collect = fullCollection(),
  usedBytes: UsedBytes = () => getHeapStatistics().used_heap_size,
): () => void {
  let afterLast = usedBytes();
  let pending = false;
  return () => {
    if (pending || usedBytes() < afterLast + growthBytes) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      collect();
      afterLast = usedBytes();
    });
  };
}

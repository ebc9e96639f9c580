import { getHeapStatistics } from "node:v8";
import { fullCollection } from "./memory-trim.ts";

type Collect = () => void;
type UsedBytes = () => number;

/** What a worker's heap may grow by over what survived the last compaction before it is compacted again. */
export const WORKER_HEAP_GROWTH_BYTES = 24 * 1024 * 1024;
/** A worker this long without a task compacts what it grew since the last compaction. */
export const WORKER_QUIET_MS = 5_000;
/** Less growth than this is not worth a compaction when the worker goes quiet. */
const QUIET_GROWTH_BYTES = 1024 * 1024;

/**
 * Keeps a worker thread's heap near what it really holds. A CV render leaves tens of MiB of garbage in
 * the old generation, and V8 lets it pile up (a PDF worker reached 200 MiB of heap for 50 to 60 MiB of
 * live data, the fonts and caches) before it collects; a small machine pays for that as resident memory
 * until the worker ends, and even after: heap pages still in use when a thread ends stay resident in the
 * process (V8 keeps them for the next thread). Call the returned function when a task has produced its
 * result: once the heap has grown by `growthBytes` since the last compaction, a full, compacting
 * collection runs right after the result has gone out (tens of milliseconds, while the requester reads
 * the answer); and when no task follows for `quietMs`, what is left over is compacted then.
 */
export function compactAfterTasks(
  growthBytes = WORKER_HEAP_GROWTH_BYTES,
  quietMs = WORKER_QUIET_MS,
  collect: Collect = fullCollection(),
  usedBytes: UsedBytes = () => getHeapStatistics().used_heap_size,
): () => void {
  let afterLast = usedBytes();
  let pending = false;
  const compact = () => {
    collect();
    afterLast = usedBytes();
  };
  let quiet: NodeJS.Timeout | undefined;
  return () => {
    // Set at the first task, then pushed back by each one (refresh also re-arms a timer that has fired).
    quiet ??= setTimeout(() => {
      if (usedBytes() >= afterLast + QUIET_GROWTH_BYTES) compact();
    }, quietMs).unref();
    quiet.refresh();
    if (pending || usedBytes() < afterLast + growthBytes) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      compact();
    });
  };
}

import { getHeapStatistics } from "node:v8";
import { fullCollection, majorCollection } from "./memory-trim.ts";

type Collect = () => void;
type UsedBytes = () => number;

/** What a busy worker's heap may grow by over what survived the last collection before it is collected. */
export const WORKER_HEAP_GROWTH_BYTES = 128 * 1024 * 1024;
/**
 * A worker this long without a task compacts what it grew since the last collection: as long as the
 * server's own MEMORY_TRIM_IDLE_MS default. The compaction also shrinks the young generation, which the
 * next renders grow again (measured 15 to 30 ms more on a render soon after), so not between the
 * downloads of one sitting.
 */
export const WORKER_QUIET_MS = 5_000;
/** Less growth than this is not worth a compaction when the worker goes quiet. */
const QUIET_GROWTH_BYTES = 1024 * 1024;

/**
 * Keeps a worker thread's heap near what it really holds. A CV render leaves tens of MiB of garbage in
 * the old generation, and V8 lets it pile up (a PDF worker reached 200 MiB of heap for 50 to 60 MiB of
 * live data, the fonts and caches) before it collects; a small machine pays for that as resident memory
 * until the worker ends, and even after: heap pages still in use when a thread ends stay resident in the
 * process (V8 keeps them for the next thread). Call the returned function when a task has produced its
 * result. Once no task has followed for `quietMs`, a compacting collection that also shrinks the young
 * generation gives the memory back (tens of milliseconds, nobody waiting; a PDF worker went from about
 * 200 to about 120 MiB of resident memory). Within a burst of tasks nothing is collected early, except after growth by
 * `growthBytes` (a long burst such as a data export): collecting during the burst measured 25 to 40 %
 * more CPU per render (and a compacted, shrunken young generation promotes more).
 */
export function compactAfterTasks(
  growthBytes = WORKER_HEAP_GROWTH_BYTES,
  quietMs = WORKER_QUIET_MS,
  collect: { busy: Collect; quiet: Collect } = { busy: majorCollection(), quiet: fullCollection() },
  usedBytes: UsedBytes = () => getHeapStatistics().used_heap_size,
): () => void {
  let afterLast = usedBytes();
  let pending = false;
  // A plain collection frees garbage but leaves the heap's pages committed: the quiet one still compacts.
  let compacted = true;
  const run = (collection: Collect, compacting: boolean) => {
    collection();
    afterLast = usedBytes();
    compacted = compacting;
  };
  let quiet: NodeJS.Timeout | undefined;
  return () => {
    // Set at the first task, then pushed back by each one (refresh also re-arms a timer that has fired).
    quiet ??= setTimeout(() => {
      if (!compacted || usedBytes() >= afterLast + QUIET_GROWTH_BYTES) run(collect.quiet, true);
    }, quietMs).unref();
    quiet.refresh();
    if (pending || usedBytes() < afterLast + growthBytes) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      run(collect.busy, false);
    });
  };
}

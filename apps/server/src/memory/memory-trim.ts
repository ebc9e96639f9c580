import type { EventEmitter } from "node:events";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = () => void;

/**
 * V8's full collection that also shrinks the young generation and returns freed pages to the system.
 * Node runs none on its own when the server goes quiet: the young generation grows to 64 MiB per
 * semi-space during start-up or a busy minute (on a machine with much RAM) and stays resident. `gc` is
 * only reachable with --expose-gc; switched on here for the moment it takes to fetch the function.
 */
export function fullCollection(): Collect {
  const gc = exposedGc();
  return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

/**
 * A plain full collection: frees the old generation's garbage and leaves the young generation as it is
 * (cheaper than fullCollection, and the next busy stretch does not start with a shrunken young
 * generation that promotes more).
 */
export function majorCollection(): Collect {
  const gc = exposedGc();
  return () => gc({ type: "major", execution: "sync" });
}

/**
 * The collection for a quiet server: the full collection three times, each in its own turn of the event
 * loop (a request that arrives meanwhile is answered in between). V8 drops the bytecode of a function
 * that has not run only once the function has gone unused through several full collections, so one
 * collection leaves start-up's code (every module's top level, the routes' set-up) in memory; on an
 * idle server the second and third give back about 2 MiB more.
 */
export function idleCollection(collect: Collect = fullCollection(), rounds = 3): Collect {
  return () => {
    let done = 0;
    const round = () => {
      collect();
      if (++done < rounds) setImmediate(round);
    };
    round();
  };
}

function exposedGc(): (options: object) => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (options: object) => void;
  setFlagsFromString("--no-expose-gc");
  return gc;
}

/**
 * Compacts the heap once the server has had no request for `idleMs` (counted from the start, then from
 * each request): idle memory is what a small machine feels. Once per quiet spell; a full collection of
 * this heap takes tens of milliseconds, and nothing is waiting then. 0 switches it off.
 */
export function trimMemoryWhenIdle(
  server: Pick<EventEmitter, "on" | "off">,
  idleMs: number,
  collect: Collect = idleCollection(),
) {
  if (idleMs <= 0) return () => {};
  const timer = setTimeout(collect, idleMs).unref();
  const onRequest = () => timer.refresh();
  server.on("request", onRequest);
  return () => {
    clearTimeout(timer);
    server.off("request", onRequest);
  };
}

import { setImmediate as nextTurn } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compactAfterTasks } from "./worker-heap.ts";

const MiB = 1024 * 1024;

describe("compactAfterTasks", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collects after a task only once the heap has grown by the given amount since the last compaction", async () => {
    let used = 100 * MiB;
    let collected = 0;
    const busy = () => {
      collected++;
      used = 120 * MiB; // what survived
    };
    const afterTask = compactAfterTasks(50 * MiB, 60_000, { busy, quiet: () => {} }, () => used);

    used = 149 * MiB;
    afterTask();
    await nextTurn();
    expect(collected).toBe(0);

    used = 150 * MiB;
    afterTask();
    expect(collected).toBe(0); // not while the task's result is still on its way
    await nextTurn();
    expect(collected).toBe(1);

    // Measured from what survived (120), not from the start.
    used = 160 * MiB;
    afterTask();
    await nextTurn();
    expect(collected).toBe(1);
    used = 170 * MiB;
    afterTask();
    await nextTurn();
    expect(collected).toBe(2);
  });

  it("schedules one collection for tasks that end in the same turn", async () => {
    let used = 0;
    let collected = 0;
    const busy = () => {
      collected++;
      used = 0;
    };
    const afterTask = compactAfterTasks(10 * MiB, 60_000, { busy, quiet: () => {} }, () => used);
    used = 50 * MiB;
    afterTask();
    afterTask();
    await nextTurn();
    expect(collected).toBe(1);
  });

  it("compacts what is left once no task has come for the quiet time, again after later tasks", () => {
    vi.useFakeTimers();
    let used = 100 * MiB;
    let collected = 0;
    const quiet = () => {
      collected++;
      used = 100 * MiB;
    };
    const busy = () => {
      throw new Error("no busy collection below the growth");
    };
    const afterTask = compactAfterTasks(50 * MiB, 5_000, { busy, quiet }, () => used);
    used = 110 * MiB;
    afterTask();
    vi.advanceTimersByTime(4_000);
    afterTask(); // another task: the quiet time starts again
    vi.advanceTimersByTime(4_999);
    expect(collected).toBe(0);
    vi.advanceTimersByTime(1);
    expect(collected).toBe(1);

    // Nothing grew since: a quiet spell does not collect.
    afterTask();
    vi.advanceTimersByTime(5_000);
    expect(collected).toBe(1);
    used = 105 * MiB;
    afterTask();
    vi.advanceTimersByTime(5_000);
    expect(collected).toBe(2);
  });

  it("compacts when quiet after a plain collection in a burst, even without growth since", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let used = 100 * MiB;
    const runs: string[] = [];
    const afterTask = compactAfterTasks(
      50 * MiB,
      5_000,
      {
        busy: () => {
          runs.push("busy");
          used = 100 * MiB;
        },
        quiet: () => runs.push("quiet"),
      },
      () => used,
    );
    used = 160 * MiB;
    afterTask();
    await nextTurn();
    expect(runs).toEqual(["busy"]);
    vi.advanceTimersByTime(5_000);
    expect(runs).toEqual(["busy", "quiet"]);
  });
});

import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { compactAfterTasks } from "./worker-heap.ts";

describe("compactAfterTasks", () => {
  it("compacts after a task only once the heap has grown by the given amount since the last compaction", async () => {
    let used = 100;
    let collected = 0;
    const afterTask = compactAfterTasks(
      50,
      () => {
        collected++;
        used = 120; // what survived
      },
      () => used,
    );

    used = 149;
    afterTask();
    await nextTurn();
    expect(collected).toBe(0);

    used = 150;
    afterTask();
    expect(collected).toBe(0); // not while the task's result is still on its way
    await nextTurn();
    expect(collected).toBe(1);

    // Measured from what survived (120), not from the start.
    used = 160;
    afterTask();
    await nextTurn();
    expect(collected).toBe(1);
    used = 170;
    afterTask();
    await nextTurn();
    expect(collected).toBe(2);
  });

  it("schedules one compaction for tasks that end in the same turn", async () => {
    let used = 0;
    let collected = 0;
    const afterTask = compactAfterTasks(
      10,
      () => {
        collected++;
        used = 0;
      },
      () => used,
    );
    used = 50;
    afterTask();
    afterTask();
    await nextTurn();
    expect(collected).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { FifoGate } from "./fifo-gate.ts";

const never = new AbortController().signal;
const busy = () => new Error("busy");

describe("FifoGate", () => {
  it("lets callers through in arrival order, even one that arrives as a slot frees", async () => {
    const gate = new FifoGate(1, 10);
    const order: string[] = [];
    await gate.enter(never, busy);
    const waiting = ["a", "b", "c"].map((name) => gate.enter(never, busy).then(() => order.push(name)));
    gate.leave();
    // A newcomer at the moment of release queues behind the three.
    const late = gate.enter(never, busy).then(() => order.push("late"));
    await waiting[0];
    for (let i = 0; i < 3; i++) {
      gate.leave();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await late;
    expect(order).toEqual(["a", "b", "c", "late"]);
  });

  it("refuses when too many wait, and drops a caller whose signal aborts", async () => {
    const gate = new FifoGate(1, 1);
    await gate.enter(never, busy);
    const controller = new AbortController();
    const first = gate.enter(controller.signal, busy);
    await expect(gate.enter(never, busy)).rejects.toThrow("busy");
    controller.abort(new Error("timeout"));
    await expect(first).rejects.toThrow("timeout");
    expect(gate.waiting).toBe(0);
    const next = gate.enter(never, busy);
    gate.leave();
    await expect(next).resolves.toBeUndefined();
  });
});

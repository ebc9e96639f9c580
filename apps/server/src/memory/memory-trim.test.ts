import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullCollection, idleCollection, trimMemoryWhenIdle } from "./memory-trim.ts";

describe("trimMemoryWhenIdle", () => {
  // The HTTP server's "request" events, emitted by hand; the clock is the fake one.
  const server = new EventEmitter();
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it("collects once after the quiet time from the start, and again only after a request", () => {
    let collected = 0;
    stop = trimMemoryWhenIdle(server, 5_000, () => collected++);
    vi.advanceTimersByTime(4_999);
    expect(collected).toBe(0);
    vi.advanceTimersByTime(1);
    expect(collected).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(collected).toBe(1);
    server.emit("request");
    vi.advanceTimersByTime(5_000);
    expect(collected).toBe(2);
  });

  it("waits while requests keep coming", () => {
    let collected = 0;
    stop = trimMemoryWhenIdle(server, 5_000, () => collected++);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(4_000);
      server.emit("request");
    }
    expect(collected).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(collected).toBe(1);
  });

  it("does nothing with 0, and nothing more once stopped", () => {
    let collected = 0;
    trimMemoryWhenIdle(server, 0, () => collected++)();
    vi.advanceTimersByTime(60_000);
    expect(collected).toBe(0);
    trimMemoryWhenIdle(server, 1_000, () => collected++)();
    server.emit("request");
    vi.advanceTimersByTime(60_000);
    expect(collected).toBe(0);
    expect(server.listenerCount("request")).toBe(0);
  });

  it("collects three times on a quiet server, each in its own turn of the event loop", () => {
    const rounds: number[] = [];
    let turn = 0;
    const collect = idleCollection(() => rounds.push(turn));
    collect();
    expect(rounds).toEqual([0]);
    for (turn = 1; turn <= 3; turn++) vi.advanceTimersToNextTimer();
    expect(rounds).toEqual([0, 1, 2]);
  });

  it("shrinks the heap V8 had grown: the full collection gives the young generation back", () => {
    vi.useRealTimers();
    // Short-lived garbage makes V8 grow the young generation; the collection shrinks it again.
    let keep: unknown[] = [];
    for (let i = 0; i < 200_000; i++) {
      keep.push({ i, text: `item ${i}` });
      if (keep.length > 50_000) keep = [];
    }
    keep = [];
    const before = process.memoryUsage().heapTotal;
    fullCollection()();
    expect(process.memoryUsage().heapTotal).toBeLessThan(before);
  });
});

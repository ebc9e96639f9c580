import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./queue.ts";

describe("retryDelayMs", () => {
  it("grows with each failure and stops at one hour", () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(9 * 60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });
});

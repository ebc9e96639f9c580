import { describe, expect, it } from "vitest";
import { nestedDeeperThan } from "./body-depth.ts";

const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`) as unknown;

describe("nestedDeeperThan", () => {
  it("counts objects and arrays, not the values inside them", () => {
    expect(nestedDeeperThan({ a: { b: [1, "x"] } }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: { b: [[1]] } }, 3)).toBe(true);
    expect(nestedDeeperThan("text", 0)).toBe(false);
    expect(nestedDeeperThan(undefined, 1)).toBe(false);
    expect(nestedDeeperThan(Buffer.from("[[[[]]]]"), 1)).toBe(false);
  });

  it("walks a body nested far deeper than the call stack allows", () => {
    expect(nestedDeeperThan(nested(200_000), 64)).toBe(true);
    expect(nestedDeeperThan(nested(64), 64)).toBe(false);
  });
});

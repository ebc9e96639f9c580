import { describe, expect, it } from "vitest";
import { ISLAND_HYDRATION, ISLAND_SHOWN_IF, ISLANDS } from "./registry.ts";

describe("the islands' registry", () => {
  it("knows when to hydrate every registered island", () => {
    expect(Object.keys(ISLAND_HYDRATION).sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it("asks only about registered islands whether they show anything here", () => {
    expect(Object.keys(ISLAND_SHOWN_IF).filter((name) => !Object.hasOwn(ISLANDS, name))).toEqual([]);
    expect(Object.keys(ISLAND_SHOWN_IF)).toContain("demo-start");
  });
});

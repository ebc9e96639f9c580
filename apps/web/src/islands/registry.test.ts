import { describe, expect, it } from "vitest";
import { ISLAND_HYDRATION, ISLANDS } from "./registry.ts";

describe("the islands' registry", () => {
  it("knows when to hydrate every registered island", () => {
    expect(Object.keys(ISLAND_HYDRATION).sort()).toEqual(Object.keys(ISLANDS).sort());
  });
});

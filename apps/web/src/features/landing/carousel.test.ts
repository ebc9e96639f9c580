import { describe, expect, it } from "vitest";
import { itemsPerView, swipeDirection, trackItems, wrapIndex } from "./carousel.ts";

describe("itemsPerView", () => {
  it("follows the breakpoints 464, 1024 and 3000 px", () => {
    const widths = [0, 320, 463, 464, 800, 1023, 1024, 1920, 2999, 3000, 3999, 4000, 5120];
    expect(widths.map(itemsPerView)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 5, 5, 5, 5]);
  });
});

describe("the endless loop", () => {
  it("wraps indexes in both directions", () => {
    expect([-5, -1, 0, 3, 4, 9].map((i) => wrapIndex(i, 4))).toEqual([3, 3, 0, 3, 0, 1]);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("puts a hidden neighbour on each side of the visible items", () => {
    expect(trackItems(0, 3, 4)).toEqual([3, 0, 1, 2, 3]);
    expect(trackItems(3, 1, 4)).toEqual([2, 3, 0]);
  });

  it("repeats items when more places than items are shown (5 of 4)", () => {
    expect(trackItems(2, 5, 4)).toEqual([1, 2, 3, 0, 1, 2, 3]);
  });
});

describe("swipeDirection", () => {
  it("needs a quarter slide or 60 px, and at least 8 px", () => {
    expect(swipeDirection(-59, 400)).toBe(0);
    expect(swipeDirection(-60, 400)).toBe(1);
    expect(swipeDirection(70, 400)).toBe(-1);
    expect(swipeDirection(-30, 100)).toBe(1);
    expect(swipeDirection(20, 100)).toBe(0);
    expect(swipeDirection(-5, 0)).toBe(0);
  });
});

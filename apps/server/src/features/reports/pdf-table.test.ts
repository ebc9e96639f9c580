import { describe, expect, it } from "vitest";
import { paginate } from "./pdf-table.ts";

const frame = { firstTop: 200, top: 60, bottom: 780 };

describe("paginate", () => {
  it("places rows below each other under the header row", () => {
    expect(paginate([20, 30], 18, frame)).toEqual([
      { page: 0, y: 218, height: 20 },
      { page: 0, y: 238, height: 30 },
    ]);
  });

  it("never lets a row overlap another or run past the bottom, with room for the header on each page", () => {
    const heights = Array.from({ length: 300 }, (_, i) => 14 + ((i * 37) % 120));
    const placed = paginate(heights, 18, frame);
    expect(placed.at(-1)!.page).toBeGreaterThan(3);
    placed.forEach((row, i) => {
      expect(row.height).toBe(heights[i]);
      expect(row.y + row.height).toBeLessThanOrEqual(frame.bottom);
      expect(row.y).toBeGreaterThanOrEqual((row.page === 0 ? frame.firstTop : frame.top) + 18);
      const previous = placed[i - 1];
      if (previous && previous.page === row.page) expect(row.y).toBe(previous.y + previous.height);
      if (previous && previous.page !== row.page) {
        expect(row.page).toBe(previous.page + 1);
        expect(row.y).toBe(frame.top + 18);
        // It moved because it did not fit.
        expect(previous.y + previous.height + row.height).toBeGreaterThan(frame.bottom);
      }
    });
  });

  it("cuts a row taller than a page to one page instead of splitting it", () => {
    const placed = paginate([50, 5000, 20], 18, frame);
    expect(placed[1]).toEqual({ page: 1, y: 78, height: frame.bottom - frame.top - 18 });
    expect(placed[2]).toEqual({ page: 2, y: 78, height: 20 });
  });
});

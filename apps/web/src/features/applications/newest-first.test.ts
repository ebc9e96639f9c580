import { describe, expect, it } from "vitest";
import { newestFirst } from "./newest-first.ts";

describe("newest first (spec section 9)", () => {
  it("orders by date descending, then by id for the same moment", () => {
    const items = [
      { id: 1, date: "2026-01-01T10:00" },
      { id: 2, date: "2026-03-01T10:00" },
      { id: 3, date: "2026-01-01T10:00" },
      { id: 4, date: "nonsense" },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual([2, 3, 1, 4]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});

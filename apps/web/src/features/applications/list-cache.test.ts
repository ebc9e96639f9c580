import { describe, expect, it } from "vitest";
import { makeApplication } from "../../../test/fake-api.ts";
import { belongsTo, placeInPages, removeFromPages, rowsOf } from "./list-cache.ts";

const pages = (...ids: number[][]) => ({
  pageParams: ids.map((_, index) => (index === 0 ? undefined : `c${index}`)),
  pages: ids.map((page) => ({ applications: page.map((id) => makeApplication({ id })), next_cursor: null })),
});

describe("list cache rules (spec section 4)", () => {
  it("keeps archive statuses in the archive and active ones everywhere else", () => {
    const rejected = makeApplication({ id: 1, status: "rejected" });
    const waiting = makeApplication({ id: 2, status: "waiting" });
    expect(belongsTo("archive", rejected)).toBe(true);
    expect(belongsTo("active", rejected)).toBe(false);
    expect(belongsTo("archive", waiting)).toBe(false);
    expect(belongsTo("active", waiting)).toBe(true);
    expect(belongsTo("todo", waiting)).toBe(false);
    expect(belongsTo("todo", makeApplication({ id: 3, status: null }))).toBe(true);
    expect(belongsTo("followup", waiting)).toBe(false);
    expect(belongsTo("followup", { ...waiting, follow_up: "2030-01-01" })).toBe(true);
  });

  it("replaces a changed row in place, or takes it out of a list it left", () => {
    const data = pages([1, 2], [3]);
    const applied = makeApplication({ id: 3, status: "applied", job_title: "Changed" });
    expect(rowsOf(placeInPages(data, "active", applied)).map((row) => row.job_title)).toEqual([
      "Job 1",
      "Job 2",
      "Changed",
    ]);
    const accepted = makeApplication({ id: 2, status: "accepted" });
    expect(rowsOf(placeInPages(data, "active", accepted)).map((row) => row.id)).toEqual([1, 3]);
    expect(rowsOf(removeFromPages(data, 1)).map((row) => row.id)).toEqual([2, 3]);
    // The cached pages themselves are left untouched.
    expect(rowsOf(data).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

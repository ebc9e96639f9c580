import { describe, expect, it } from "vitest";
import { addYears, nextDay, startOfDay, today } from "./dates.ts";
import { labelsFor } from "./labels/index.ts";

describe("date arithmetic", () => {
  it("finds the next day across months, years and leap days", () => {
    expect(nextDay("2026-03-31")).toBe("2026-04-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2027-02-28")).toBe("2027-03-01");
  });

  it("adds whole years", () => {
    expect(addYears("2026-03-15", 3)).toBe("2029-03-15");
    expect(addYears("2028-02-29", 3)).toBe("2031-03-01");
  });

  it("gives the start of a day in the stored timestamp form, and today in UTC", () => {
    expect(startOfDay("2026-03-01")).toBe("2026-03-01T00:00:00.000Z");
    expect(today(new Date("2026-05-04T23:59:59.000Z"))).toBe("2026-05-04");
  });
});

describe("date formatting of the report", () => {
  it("writes dd.mm.yyyy in German and yyyy-mm-dd in English, from dates and timestamps", () => {
    expect(labelsFor("de").formatDate("2026-03-05")).toBe("05.03.2026");
    expect(labelsFor("de").formatDate("2026-12-24T00:00:00.000Z")).toBe("24.12.2026");
    expect(labelsFor("en").formatDate("2026-03-05")).toBe("2026-03-05");
    expect(labelsFor("en").formatDate("2026-12-24T00:00:00.000Z")).toBe("2026-12-24");
  });
});

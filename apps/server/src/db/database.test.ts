import { describe, expect, it } from "vitest";
import { pgTimestampToIso } from "./database.ts";

describe("pgTimestampToIso", () => {
  it("rewrites PostgreSQL's UTC text to the ISO form SQLite rows carry", () => {
    expect(pgTimestampToIso("2026-11-22 10:00:00.123456+00")).toBe("2026-11-22T10:00:00.123Z");
    expect(pgTimestampToIso("2026-11-22 10:00:00.1+00")).toBe("2026-11-22T10:00:00.100Z");
    expect(pgTimestampToIso("2026-11-22 10:00:00+00")).toBe("2026-11-22T10:00:00.000Z");
    expect(pgTimestampToIso("2026-11-22 10:00:00")).toBe("2026-11-22T10:00:00.000Z");
  });

  it("falls back to a real parse for other offsets", () => {
    expect(pgTimestampToIso("2026-11-22 12:00:00+02")).toBe("2026-11-22T10:00:00.000Z");
  });
});

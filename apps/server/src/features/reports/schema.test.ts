import { DATE_MESSAGE } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { reportQuerySchema } from "./schema.ts";

function errors(query: Record<string, string>) {
  const result = reportQuerySchema.safeParse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("reportQuerySchema", () => {
  it("accepts a period of whole days with format and language", () => {
    expect(
      reportQuerySchema.parse({ from: "2026-03-01", to: "2026-03-31", format: "pdf", lang: "en" }),
    ).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      format: "pdf",
      lang: "en",
    });
    expect(errors({ from: "2026-03-01", to: "2026-03-01", format: "csv" })).toEqual({});
  });

  it("wants real dates", () => {
    expect(errors({ from: "2026-02-30", to: "2026-03-01", format: "csv" })).toEqual({ from: DATE_MESSAGE });
    expect(errors({ from: "1.3.2026", to: "2026-03-01", format: "csv" })).toEqual({ from: DATE_MESSAGE });
    expect(errors({ from: "2026-03-01", format: "csv" })).toHaveProperty("to");
  });

  it("wants the end on or after the start, and at most three years", () => {
    expect(errors({ from: "2026-03-02", to: "2026-03-01", format: "csv" })).toEqual({
      to: "The end date must not be before the start date",
    });
    expect(errors({ from: "2024-01-01", to: "2026-12-31", format: "csv" })).toEqual({});
    expect(errors({ from: "2024-01-01", to: "2027-01-01", format: "csv" })).toEqual({
      to: "The period must not be longer than 3 years",
    });
  });

  it("knows only csv and pdf, German and English", () => {
    expect(errors({ from: "2026-03-01", to: "2026-03-01", format: "xlsx" })).toEqual({
      format: "Format must be csv or pdf",
    });
    expect(errors({ from: "2026-03-01", to: "2026-03-01", format: "pdf", lang: "fr" })).toEqual({
      lang: "Language must be en or de",
    });
  });
});

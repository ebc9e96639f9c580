import { describe, expect, it } from "vitest";
import { dateInputFormat, parseTypedDate } from "./date-input-format.ts";

describe("date fields follow the interface language", () => {
  it("shows German dates as TT.MM.JJJJ and English ones as in the rest of the app", () => {
    expect(dateInputFormat("de").valueFormat).toBe("DD.MM.YYYY");
    expect(dateInputFormat("de-AT").placeholder).toBe("TT.MM.JJJJ");
    expect(dateInputFormat("en").valueFormat).toBe("MMM D, YYYY");
  });

  it("reads German typing: 24.12.2026, 1.2.2026, 1.2.26 and 3. März 2026", () => {
    const de = dateInputFormat("de");
    expect(parseTypedDate("24.12.2026", de)).toBe("2026-12-24");
    expect(parseTypedDate("1.2.2026", de)).toBe("2026-02-01");
    expect(parseTypedDate("1.2.26", de)).toBe("2026-02-01");
    expect(parseTypedDate("3. März 2026", de)).toBe("2026-03-03");
    expect(parseTypedDate("2026-12-24", de)).toBe("2026-12-24");
  });

  it("reads English typing: Dec 24, 2026, 24 December 2026 and 12/24/2026", () => {
    const en = dateInputFormat("en");
    expect(parseTypedDate("Dec 24, 2026", en)).toBe("2026-12-24");
    expect(parseTypedDate("24 December 2026", en)).toBe("2026-12-24");
    expect(parseTypedDate("12/24/2026", en)).toBe("2026-12-24");
  });

  it("refuses days that do not exist and half-typed dates", () => {
    const de = dateInputFormat("de");
    expect(parseTypedDate("31.02.2026", de)).toBeNull();
    expect(parseTypedDate("24.12.", de)).toBeNull();
    expect(parseTypedDate("", de)).toBeNull();
    expect(parseTypedDate("2026-13-01", dateInputFormat("en"))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { LANGUAGE_FLUENCY_WORDS, levelFromText, SKILL_LEVEL_WORDS } from "./levels.ts";
import { fullDate } from "./parse.ts";

describe("JSON Resume levels", () => {
  it("reads the words people write as 25, 50, 75 or 100, and no level where they say none we know", () => {
    const cases: Array<[string | undefined, number | null]> = [
      ["Native or bilingual proficiency", 100],
      ["Muttersprache", 100],
      ["C2", 100],
      ["Full professional proficiency", 75],
      ["Fluent", 75],
      ["Advanced", 75],
      ["Professional working proficiency", 50],
      ["Intermediate", 50],
      ["Limited working proficiency", 25],
      ["Elementary proficiency", 25],
      ["Beginner", 25],
      ["80%", 75],
      ["2/5", 50],
      ["1/5", 25],
      ["whatever", null],
      [undefined, null],
      ["", null],
    ];
    for (const [text, level] of cases) expect(levelFromText(text), String(text)).toBe(level);
  });

  it("reads back every word it writes", () => {
    for (const words of [SKILL_LEVEL_WORDS, LANGUAGE_FLUENCY_WORDS]) {
      for (const [level, word] of Object.entries(words)) expect(levelFromText(word)).toBe(Number(level));
    }
  });

  it("completes partial dates", () => {
    expect(fullDate("2014")).toBe("2014-01-01");
    expect(fullDate("2014-06")).toBe("2014-06-01");
    expect(fullDate("2014-06-29")).toBe("2014-06-29");
    expect(fullDate("2014-06-29T10:00:00Z")).toBe("2014-06-29");
    expect(fullDate(undefined)).toBeNull();
  });
});

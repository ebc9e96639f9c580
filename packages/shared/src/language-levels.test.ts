import { describe, expect, it } from "vitest";
import { scaleOfStandardLevel, standardLevelText } from "./language-levels.ts";

describe("standardLevelText (issue 42)", () => {
  it("keeps a CEFR code alone, in capitals, wherever the level names one", () => {
    expect(standardLevelText("C1")).toBe("C1");
    expect(standardLevelText("b1")).toBe("B1");
    expect(standardLevelText("verhandlungssicher (C1)")).toBe("C1");
    expect(standardLevelText("B2–C1")).toBe("B2/C1");
  });

  it("keeps the mother tongue and LinkedIn's proficiencies as written", () => {
    expect(standardLevelText("Muttersprache")).toBe("Muttersprache");
    expect(standardLevelText("Native")).toBe("Native");
    expect(standardLevelText("Mother tongue")).toBe("Mother tongue");
    expect(standardLevelText("Full professional proficiency")).toBe("Full professional proficiency");
    expect(standardLevelText("Limited Working")).toBe("Limited Working");
    expect(standardLevelText("Elementary proficiency")).toBe("Elementary proficiency");
  });

  it("leaves words, stars and codes inside other words to the four-step scale", () => {
    for (const text of ["fließend", "gute Kenntnisse", "Fluent", "●●●○", "", "AC1D", "Level 3"]) {
      expect(standardLevelText(text), text).toBe("");
    }
  });
});

describe("scaleOfStandardLevel", () => {
  it("sets the bar a written level stands for", () => {
    expect(scaleOfStandardLevel("A2")).toBe(25);
    expect(scaleOfStandardLevel("B1")).toBe(50);
    expect(scaleOfStandardLevel("C2")).toBe(75);
    expect(scaleOfStandardLevel("Muttersprache")).toBe(100);
    expect(scaleOfStandardLevel("Limited working proficiency")).toBeNull();
  });
});

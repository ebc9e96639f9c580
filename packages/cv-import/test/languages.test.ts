import { describe, expect, it } from "vitest";
import { extractLanguages, levelValue } from "../src/languages.ts";
import type { Line } from "../src/types.ts";

function line(...cells: string[]): Line {
  const text = cells.join("  ");
  return {
    text,
    cells: cells.map((c, i) => ({ text: c, x: 50 + i * 100 })),
    x: 50,
    right: 0,
    limit: 0,
    size: 10,
    emphasis: false,
    headingStyle: false,
    bullet: false,
    gapBefore: 0,
    page: 1,
    column: "main",
  };
}

describe("levelValue", () => {
  it.each([
    ["Muttersprache", 100],
    ["native speaker", 100],
    ["verhandlungssicher", 75],
    ["business fluent", 75],
    ["C2", 75],
    ["verhandlungssicher (C2)", 75],
    ["fließend", 75],
    ["Fluent", 75],
    ["sehr gute Kenntnisse", 75],
    ["fließend (C1)", 75],
    ["gut", 50],
    ["Good working knowledge", 50],
    ["B2", 50],
    ["Grundkenntnisse", 25],
    ["basic", 25],
    ["A1", 25],
    ["gute Kenntnisse (A2)", 25],
    ["Conversational", 50],
    // Words that name no level get none: the CV must not print one the source never gave.
    ["", null],
    ["Kenntnisse", null],
    ["Lesen und Schreiben", null],
  ])("%s → %s", (printed, level) => expect(levelValue(printed)).toBe(level));
});

describe("extractLanguages", () => {
  it("reads one line per language in cells, with dashes, colons and rating dots", () => {
    expect(
      extractLanguages([
        line("Deutsch", "Muttersprache"),
        line("Französisch: gute Kenntnisse (B1)"),
        line("• Spanish – Basic ●●○○○"),
      ]),
    ).toEqual([
      { name: "Deutsch", level: "Muttersprache" },
      { name: "Französisch", level: "gute Kenntnisse (B1)" },
      { name: "Spanish", level: "Basic" },
    ]);
  });

  it("reads comma lists with nested brackets and levels on the next line", () => {
    expect(
      extractLanguages([line("Englisch (verhandlungssicher (C1)), Polnisch (Grundkenntnisse)")]),
    ).toEqual([
      { name: "Englisch", level: "verhandlungssicher (C1)" },
      { name: "Polnisch", level: "Grundkenntnisse" },
    ]);
    expect(
      extractLanguages([line("Italian"), line("Fluent ●●●●○"), line("Swiss German"), line("Native")]),
    ).toEqual([
      { name: "Italian", level: "Fluent" },
      { name: "Swiss German", level: "Native" },
    ]);
  });
});

describe("language forms of new layouts", () => {
  it("reads dashes, colons and CEFR codes after the language", () => {
    expect(
      extractLanguages([
        line("Niederländisch – verhandlungssicher"),
        line("Swedish — B1"),
        line("Polnisch: Grundkenntnisse"),
      ]),
    ).toEqual([
      { name: "Niederländisch", level: "verhandlungssicher" },
      { name: "Swedish", level: "B1" },
      { name: "Polnisch", level: "Grundkenntnisse" },
    ]);
  });

  it("reads a Europass-style label column and a comma list after a label", () => {
    expect(
      extractLanguages([
        line("Muttersprache: Türkisch"),
        line("Mother tongue", "Hungarian"),
        line("Weitere Sprachen", "Englisch (C1), Japanisch (A1)"),
        line("Other languages: Italian, Greek"),
      ]),
    ).toEqual([
      { name: "Türkisch", level: "Muttersprache" },
      { name: "Hungarian", level: "Mother tongue" },
      { name: "Englisch", level: "C1" },
      { name: "Japanisch", level: "A1" },
      { name: "Italian", level: "" },
      { name: "Greek", level: "" },
    ]);
  });
});

describe("languages outside the name list and glued text", () => {
  it("reads a language the list lacks when a known level follows it, and none without a level", () => {
    expect(
      extractLanguages([
        line("English", "Native"),
        line("Igbo", "Conversational"),
        line("Tigre – Basic"),
        line("Scottish Gaelic"),
        line("Basic"),
        line("Gardening"),
      ]),
    ).toEqual([
      { name: "English", level: "Native" },
      { name: "Igbo", level: "Conversational" },
      { name: "Tigre", level: "Basic" },
      { name: "Scottish Gaelic", level: "Basic" },
    ]);
  });

  it("splits a language run into its level without a space", () => {
    expect(extractLanguages([line("NiederländischGrundkenntnisse")])).toEqual([
      { name: "Niederländisch", level: "Grundkenntnisse" },
    ]);
  });
});

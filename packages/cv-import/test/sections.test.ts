import { describe, expect, it } from "vitest";
import { headingKind } from "../src/headings.ts";
import { splitSections } from "../src/sections.ts";
import type { Line } from "../src/types.ts";

describe("headingKind", () => {
  it.each([
    ["Berufserfahrung", "work"],
    ["BERUFLICHER WERDEGANG", "work"],
    ["Praxiserfahrung:", "work"],
    ["Work History", "work"],
    ["Employment", "work"],
    ["B E R U F S E R F A H R U N G", "work"],
    ["Ausbildung", "education"],
    ["Schul- und Berufsausbildung", "education"],
    ["Education & Training", "education"],
    ["Kenntnisse & Fähigkeiten", "skills"],
    ["IT-Kenntnisse", "skills"],
    ["Key Skills", "skills"],
    ["Sprachkenntnisse", "languages"],
    ["Language Skills", "languages"],
    ["Über mich", "profile"],
    ["Professional Summary", "profile"],
    ["Persönliche Daten", "contact"],
    ["Kontakt", "contact"],
    ["Hobbys & Interessen", "interests"],
    ["Zertifizierungen", "certificates"],
    ["Praktika", "work"],
    ["Zertifikate & Weiterbildungen", "education"],
    ["Computer Skills", "skills"],
    // Europass, in both languages.
    ["Allgemeine und berufliche Bildung", "education"],
    ["Education and training", "education"],
    ["Work experience", "work"],
    ["Digitale Kompetenzen", "skills"],
    ["Digital skills", "skills"],
    ["Muttersprache(n)", "languages"],
    ["Weitere Sprache(n)", "languages"],
    ["Mother tongue(s)", "languages"],
    ["Führerschein", "other"],
    ["Driving licence", "other"],
    // LinkedIn's export.
    ["Top Skills", "skills"],
    ["Top-Kenntnisse", "skills"],
    ["Certifications", "certificates"],
    ["Persönliche Stärken", "skills"],
    ["Professional Background", "work"],
  ])("%s → %s", (text, kind) => expect(headingKind(text)).toBe(kind));

  it("does not take sentences or entries for headings", () => {
    expect(headingKind("Erfahrung in der Leitung von Teams")).toBeUndefined();
    // A level beside a language is no heading.
    expect(headingKind("Muttersprache")).toBeUndefined();
    expect(headingKind("Mother tongue")).toBeUndefined();
    expect(headingKind("Ausbildung 2010 – 2013")).toBeUndefined();
    expect(headingKind("Softwareentwickler")).toBeUndefined();
  });
});

function line(text: string, extra: Partial<Line> = {}): Line {
  return {
    text,
    cells: [{ text, x: 50 }],
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
    ...extra,
  };
}

describe("splitSections", () => {
  it("splits at headings, keeps skill groups inside the skills section and stops at unknown upper-case headings", () => {
    const { head, sections } = splitSections(
      [
        line("Max Muster", { size: 20 }),
        line("KENNTNISSE", { size: 12, emphasis: true }),
        line("IT"),
        line("Python, SQL"),
        line("AUSLANDSAUFENTHALTE", { size: 12, emphasis: true }),
        line("Trainer im Sportverein"),
        line("WEITERBILDUNG &", { size: 12, emphasis: true }),
        line("ZERTIFIKATE", { size: 12, emphasis: true }),
      ],
      10,
    );
    expect(head.map((l) => l.text)).toEqual(["Max Muster"]);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ["skills", 2],
      ["other", 1],
      ["education", 0],
    ]);
  });

  it("takes a heading word set in body size inside the skills section for a group of skills", () => {
    const { sections } = splitSections(
      [
        line("Kenntnisse", { size: 13.4, emphasis: true }),
        line("Pflege", { size: 9, emphasis: true }),
        line("Beatmungstherapie, Wundmanagement", { size: 9 }),
        line("Bildung", { size: 9, emphasis: true }),
        line("Praxisanleitung, Phoenix KIS", { size: 9 }),
        line("Sprachen", { size: 13.4, emphasis: true }),
        line("Deutsch (Muttersprache)", { size: 9 }),
      ],
      9,
    );
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ["skills", ["Pflege", "Beatmungstherapie, Wundmanagement", "Bildung", "Praxisanleitung, Phoenix KIS"]],
      ["languages", ["Deutsch (Muttersprache)"]],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { readCv } from "../src/parse.ts";
import { toProfileDraft } from "../src/profile-draft.ts";
import type { DocText } from "../src/types.ts";
import { line } from "./lines.ts";

const heading = (text: string) => line([[text, 50]], { size: 13, emphasis: true });
const doc = (lines: DocText["lines"]): DocText => ({ lines, format: "pdf", bodySize: 10, links: [] });

describe("summary and printed language levels (issue 42)", () => {
  const cv = readCv(
    doc([
      line([["Mara Stein", 50]], { size: 22, emphasis: true }),
      line([["Controllerin", 50]]),
      line([["mara.stein@example.de · 0170 1234567", 50]]),
      heading("Kurzprofil"),
      line([["Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen und in der Kosten-", 50]]),
      line([["rechnung; ich mache Zahlen für Menschen ohne Finanzstudium verständlich.", 50]]),
      heading("Sprachen"),
      line([["Englisch C1, Französisch B1, Deutsch Muttersprache, Spanisch fließend", 50]]),
    ]),
  );

  it("reads the paragraph under the summary heading, its wrapped lines joined again", () => {
    expect(cv.summary).toBe(
      "Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen und in der Kostenrechnung; ich mache Zahlen für Menschen ohne Finanzstudium verständlich.",
    );
    expect(toProfileDraft(cv).mantra).toBe(cv.summary);
  });

  it("keeps CEFR codes and the mother tongue as written, a word only on the scale", () => {
    expect(toProfileDraft(cv).languages).toEqual([
      { name: "Englisch", level: 75, level_text: "C1", printed: "C1" },
      { name: "Französisch", level: 50, level_text: "B1", printed: "B1" },
      { name: "Deutsch", level: 100, level_text: "Muttersprache", printed: "Muttersprache" },
      { name: "Spanisch", level: 75, level_text: "", printed: "fließend" },
    ]);
  });

  it("gives no summary for a profile block that only lists personal data", () => {
    const personal = readCv(
      doc([
        line([["Mara Stein", 50]], { size: 22, emphasis: true }),
        heading("Profil"),
        line([["Geburtsdatum: 12.03.1990", 50]]),
        line([["mara.stein@example.de", 50]]),
        line([["Musterstraße 4, 50667 Köln", 50]]),
        heading("Sprachen"),
        line([["Englisch C1", 50]]),
      ]),
    );
    expect(personal.summary).toBeUndefined();
    expect(toProfileDraft(personal).mantra).toBe("");
  });
});

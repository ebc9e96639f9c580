import { column, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv } from "../src/index.ts";
import { isPageNumber, isSignatureLine, runningEdgeLines, withoutMargins } from "../src/margins.ts";
import { line } from "./lines.ts";

describe("margin lines", () => {
  it.each([
    "Leipzig, 20.11.2026",
    "Leipzig, den 20.11.2026",
    "Bad Homburg v. d. Höhe, 3. März 2026",
    "London, 20 November 2026",
    "Frankfurt am Main, im November 2026",
    "Ort, Datum",
    "(Ort, Datum)",
    "Datum, Unterschrift",
    "Unterschrift",
    "Place, date",
    "Signature",
  ])("%s is a signature line", (text) => expect(isSignatureLine(text)).toBe(true));

  it.each([
    "Leipzig",
    "Saale Chemie GmbH, Leipzig",
    "Projektleiter, 2019 – 2021",
    "Englisch, Französisch",
    "Meier & Co. KG, Hamburg",
  ])("%s is content", (text) => expect(isSignatureLine(text)).toBe(false));

  it("takes page numbers with their word anywhere and bare numbers only at a page's edge", () => {
    for (const text of ["Seite 1 von 2", "Page 2 of 3", "Seite 2", "S. 2/3"])
      expect(isPageNumber(text, false)).toBe(true);
    for (const text of ["- 2 -", "2/3", "2"]) {
      expect(isPageNumber(text, true)).toBe(true);
      expect(isPageNumber(text, false)).toBe(false);
    }
    expect(isPageNumber("Python 3", true)).toBe(false);
  });

  it("drops the signature block with the signed name, and keeps a name line in the content", () => {
    const lines = [
      line([["Kenntnisse", 50]]),
      line([["Pneumatik", 50]]),
      line([["Hydraulik", 50]]),
      line([["Leipzig, 20.11.2026", 50]]),
      line([["Tobias Kettler", 50]]),
    ];
    expect(withoutMargins(lines).map((l) => l.text)).toEqual(["Kenntnisse", "Pneumatik", "Hydraulik"]);
  });

  it("finds running footers that name their page, not dates at the foot of two pages", () => {
    const lines = [
      line([["Lebenslauf Max Muster", 50]], { page: 1 }),
      line([["Inhalt", 50]], { page: 1 }),
      line([["Mehr Inhalt", 50]], { page: 1 }),
      line([["01/2019 – heute", 50]], { page: 1 }),
      line([["Max Muster · Lebenslauf · Seite 1", 50]], { page: 1 }),
      line([["Weiter", 50]], { page: 2 }),
      line([["Noch mehr", 50]], { page: 2 }),
      line([["Und mehr", 50]], { page: 2 }),
      line([["03/2015 – heute", 50]], { page: 2 }),
      line([["Max Muster · Lebenslauf · Seite 2", 50]], { page: 2 }),
    ];
    expect([...runningEdgeLines(lines)].map((l) => l.text)).toEqual([
      "Max Muster · Lebenslauf · Seite 1",
      "Max Muster · Lebenslauf · Seite 2",
    ]);
  });
});

describe("a CV with a signature block and page footers", () => {
  it("reads neither into any section", async () => {
    const page1 = column([
      ["Tobias Kettler", 50, { size: 22, bold: true }],
      ["Bahnhofstraße 7, 73430 Aalen", 50],
      ["tobias.kettler@example.de · 0157 33018842", 50],
      ["Berufserfahrung", 50, { size: 14, bold: true, gap: 14 }],
      ["03/2019 – heute  Servicetechniker, Ostalb Automation GmbH", 50],
      ["09/2016 – 02/2019  Mechatroniker, Remstal Maschinenbau GmbH", 50],
    ]);
    page1.push({ text: "Seite 1 von 2", x: 280, y: 40, size: 8 });
    const page2 = column([
      ["Kenntnisse", 50, { size: 14, bold: true }],
      ["Pneumatik, Hydraulik, Siemens S7", 50],
      ["Sprachen", 50, { size: 14, bold: true, gap: 14 }],
      ["Deutsch (Muttersprache), Englisch (Grundkenntnisse)", 50],
      ["Leipzig, 20.11.2026", 50, { gap: 40 }],
      ["Tobias Kettler", 50],
    ]);
    page2.push({ text: "Seite 2 von 2", x: 280, y: 40, size: 8 });
    const cv = await parseCv(makePdf([page1, page2]), { timeoutMs: 60_000 });
    expect(cv.skills.map((s) => s.name)).toEqual(["Pneumatik", "Hydraulik", "Siemens S7"]);
    expect(cv.languages.map((l) => [l.name, l.level])).toEqual([
      ["Deutsch", "Muttersprache"],
      ["Englisch", "Grundkenntnisse"],
    ]);
    const everything = JSON.stringify(cv);
    for (const margin of ["Leipzig", "20.11.2026", "Seite"]) expect(everything).not.toContain(margin);
  });
});

describe("the same period on two pages", () => {
  it("is content, not a running line: a doctorate under work on one page and education on the next", async () => {
    const page1 = column([
      ["Sebastian Nguyen", 50, { size: 22, bold: true }],
      ["s.nguyen@example.de · 0151 2233445", 50],
      ["Berufserfahrung", 50, { size: 14, bold: true, gap: 14 }],
      ["01/2012 – 03/2019", 50],
      ["Managing Consultant", 50, { bold: true }],
      ["Spreeberg Consulting GmbH", 50],
      ["10/2008 – 12/2011", 50],
      ["Wissenschaftlicher Mitarbeiter", 50, { bold: true }],
      ["Technische Universität Dresden", 50],
    ]);
    page1.push({ text: "Sebastian Nguyen – Lebenslauf", x: 240, y: 40, size: 8 });
    const page2 = column([
      ["Ausbildung", 50, { size: 14, bold: true }],
      ["10/2008 – 12/2011", 50],
      ["Promotion (Dr. rer. pol.)", 50, { bold: true }],
      ["TU Dresden", 50],
      ["10/2003 – 09/2008", 50],
      ["Diplom-Wirtschaftsinformatiker", 50, { bold: true }],
      ["Universität Mannheim", 50],
    ]);
    page2.push({ text: "Sebastian Nguyen – Lebenslauf", x: 240, y: 40, size: 8 });
    const cv = await parseCv(makePdf([page1, page2]), { timeoutMs: 60_000 });
    expect(cv.work.map((w) => [w.position, w.start, w.end])).toEqual([
      ["Managing Consultant", "2012-01", "2019-03"],
      ["Wissenschaftlicher Mitarbeiter", "2008-10", "2011-12"],
    ]);
    expect(cv.education.map((e) => [e.subject, e.start, e.end])).toEqual([
      ["Promotion (Dr. rer. pol.)", "2008-10", "2011-12"],
      ["Diplom-Wirtschaftsinformatiker", "2003-10", "2008-09"],
    ]);
    expect(JSON.stringify(cv)).not.toContain("Lebenslauf");
  });
});

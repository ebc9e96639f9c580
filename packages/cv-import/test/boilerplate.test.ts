import { describe, expect, it } from "vitest";
import { extractContact } from "../src/contact.ts";
import { extractLanguages } from "../src/languages.ts";
import { readCv } from "../src/parse.ts";
import { line } from "./lines.ts";

describe("boilerplate is no data", () => {
  it("does not take the Europass footer's site for the person's website", () => {
    const contact = extractContact([
      "© Europäische Union, 2002-2024 | europass.europa.eu",
      "https://europass.europa.eu/de",
      "www.anna-berger.de",
    ]);
    expect(contact.website).toBe("www.anna-berger.de");
    expect(extractContact(["europass.europa.eu  Seite 1 / 2"]).website).toBeNull();
  });

  it("strips address labels from the street and city", () => {
    for (const label of ["Wohnanschrift:", "Adresse:", "Address:", "Home address:", "Postanschrift"]) {
      expect(extractContact([`${label} Lindenallee 14b, 80331 München`])).toMatchObject({
        street: "Lindenallee",
        houseNumber: "14b",
        postcode: "80331",
        city: "München",
      });
    }
  });

  it("does not read the CEFR grid's legend as a language", () => {
    const languages = extractLanguages([
      line([["Muttersprache(n): Deutsch", 50]]),
      line([["Weitere Sprache(n): Englisch (C1)", 50]]),
      line([
        [
          "Stufen: A1 und A2: Elementare Sprachverwendung - B1 und B2: Selbständige Sprachverwendung - C1 und C2: Kompetente Sprachverwendung",
          50,
        ],
      ]),
      line([
        ["Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user", 50],
      ]),
      line([["Gemeinsamer Europäischer Referenzrahmen für Sprachen", 50]]),
    ]);
    expect(languages).toEqual([
      { name: "Deutsch", level: "Muttersprache" },
      { name: "Englisch", level: "C1" },
    ]);
    expect(extractLanguages([line([["Mother tongue(s): English", 50]])])).toEqual([
      { name: "English", level: "Mother tongue" },
    ]);
  });

  it("ignores a running header at the top of page 2 when a heading closed page 1", () => {
    const heading = (text: string, page: number) => line([[text, 50]], { size: 14, emphasis: true, page });
    const cv = readCv({
      format: "pdf",
      bodySize: 10,
      links: [],
      lines: [
        line([["Marcus D. Whitfield", 50]], { size: 22 }),
        line([["marcus.whitfield@example.com", 50]]),
        heading("Experience", 1),
        line([
          ["Data Analyst, Northwind Traders", 50],
          ["2019 – 2023", 420],
        ]),
        heading("Skills", 1),
        line([["Marcus D. Whitfield – Résumé", 50]], { page: 2, size: 8 }),
        line([["SQL, Python, Tableau", 50]], { page: 2 }),
      ],
    });
    expect(cv.skills.map((s) => s.name)).toEqual(["SQL", "Python", "Tableau"]);
  });
});

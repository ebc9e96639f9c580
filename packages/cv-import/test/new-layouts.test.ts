import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv } from "../src/index.ts";

/** A German tabular CV: a document title, a "Persönliche Daten" table with "Name: Nachname, Vorname". */
function tabularPdf(): Uint8Array {
  return makePdf([
    column(
      [
        ["LEBENSLAUF", 50, { size: 20, bold: true }],
        ["Persönliche Daten", 50, { size: 14, bold: true, gap: 10 }],
        ["Name:", 50],
        ["Anschrift:", 50],
        ["", 50],
        ["E-Mail:", 50],
        ["Berufserfahrung", 50, { size: 14, bold: true, gap: 10 }],
        ["10/19 – heute", 50],
        ["", 50],
        ["• Planung von Linienfahrten", 190],
      ],
      800,
      16,
    )
      .concat(
        column(
          [
            ["", 190, { size: 20 }],
            ["", 190, { size: 14, gap: 10 }],
            ["Tiedemann, Hauke", 190],
            ["Kaiweg 8", 190],
            ["24103 Kiel (Deutschland)", 190],
            ["h.tiedemann@example.de", 190],
            ["", 190, { size: 14, gap: 10 }],
            ["Disponent", 190, { bold: true }],
            ["Förde Schifffahrt AG, Kiel (Deutschland)", 190],
          ],
          800,
          16,
        ).filter((r) => r.text !== ""),
      )
      .filter((r) => r.text !== ""),
  ]);
}

/** A one-page US résumé in Word: the company line first, the job title under it. */
function usDocx(): Uint8Array {
  return makeDocx([
    { text: "Technical Skills", style: "Heading1" },
    { text: "Kotlin, SQL, Terraform" },
    { text: "Caroline Ashby", style: "Title" },
    { text: "caroline.ashby@example.com | 414 Elm Street, Madison, WI 53703" },
    { text: "Experience", style: "Heading1" },
    { text: "Larkspur Health Inc.\tMadison, WI", bold: true },
    { text: "Platform Engineer\tJun 2021 – Present" },
    { text: "Built the claims pipeline", bullet: true },
  ]);
}

describe("CVs in layouts the dev set does not have", () => {
  it("reads a German tabular CV with the name in a labelled row", async () => {
    const cv = await parseCv(tabularPdf());
    expect(cv).toMatchObject({ firstName: "Hauke", lastName: "Tiedemann", postcode: "24103", city: "Kiel" });
    expect(cv.work[0]).toMatchObject({
      position: "Disponent",
      company: "Förde Schifffahrt AG",
      start: "2019-10",
      current: true,
    });
  });

  it("reads a US résumé with the company line above the job title", async () => {
    const cv = await parseCv(usDocx());
    expect(cv).toMatchObject({
      firstName: "Caroline",
      lastName: "Ashby",
      postcode: "53703",
      city: "Madison",
    });
    expect(cv.work[0]).toMatchObject({
      position: "Platform Engineer",
      company: "Larkspur Health Inc.",
      start: "2021-06",
      current: true,
    });
  });
});

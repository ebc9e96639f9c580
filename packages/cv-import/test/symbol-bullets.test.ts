import { makePdf, type PdfRun } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv, readCv } from "../src/parse.ts";
import { markSymbolBullets } from "../src/symbol-bullets.ts";
import { line } from "./lines.ts";

const heading = (text: string) => line([[text, 50]], { size: 14, emphasis: true });

describe("symbol-font bullets", () => {
  it("read a repeated glyph before text as a bullet, alone in its cell or glued to the text", () => {
    const lines = markSymbolBullets([
      line([
        ["{", 60],
        ["Led a team of five", 72],
      ]),
      line([["{Built the data pipeline", 60]]),
      line([["\uF0B7 Ran the audits", 60]]),
      line([["\uF0B7 Trained new staff", 60]]),
      line([["§ Wrote the manuals", 60]]),
      line([["§ Cut costs by a fifth", 60]]),
    ]);
    expect(lines.map((l) => [l.bullet, l.text])).toEqual([
      [true, "• Led a team of five"],
      [true, "• Built the data pipeline"],
      [true, "• Ran the audits"],
      [true, "• Trained new staff"],
      [true, "• Wrote the manuals"],
      [true, "• Cut costs by a fifth"],
    ]);
  });

  it("leave icons that differ line by line, headings, braces and paragraph signs alone", () => {
    const lines = markSymbolBullets([
      line([["\uF0E0 anna@example.com", 60]]),
      line([["\uF095 +49 170 1234567", 60]]),
      line([["\uF0B1 Experience", 60]]),
      line([["\uF0B1 Education", 60]]),
      line([["{code} blocks", 60]]),
      line([["{ json }", 60]]),
      line([["§ 34c GewO", 60]]),
      line([["§ 34d GewO", 60]]),
    ]);
    expect(lines.every((l) => !l.bullet && !l.text.startsWith("•"))).toBe(true);
  });

  it("keep the tasks of an entry whose bullets come from a symbol font", () => {
    const cv = readCv({
      format: "pdf",
      bodySize: 10,
      links: [],
      lines: [
        line([["Anna Berger", 50]], { size: 20 }),
        heading("Experience"),
        line([
          ["Data Analyst, Acme Ltd", 50],
          ["2019 – 2021", 420],
        ]),
        line([
          ["{", 50],
          ["Built the reporting pipeline", 62],
        ]),
        line([
          ["{", 50],
          ["Cut the monthly close by two days", 62],
        ]),
        line([
          ["Junior Analyst, Beta Ltd", 50],
          ["2017 – 2019", 420],
        ]),
        line([
          ["{", 50],
          ["Cleaned the customer data", 62],
        ]),
      ],
    });
    expect(cv.work.map((w) => [w.position, w.company, w.tasks])).toEqual([
      ["Data Analyst", "Acme Ltd", ["Built the reporting pipeline", "Cut the monthly close by two days"]],
      ["Junior Analyst", "Beta Ltd", ["Cleaned the customer data"]],
    ]);
  });

  it("keeps the tasks of a PDF whose bullets are marvosym's '{' drawn apart from the text", async () => {
    const runs: PdfRun[] = [
      { text: "Jonas Albrecht", x: 50, y: 790, size: 20, bold: true },
      { text: "jonas.albrecht@example.de", x: 50, y: 770 },
      { text: "Berufserfahrung", x: 50, y: 740, size: 13, bold: true },
      { text: "Entwickler, Nordwind GmbH", x: 50, y: 720, bold: true },
      { text: "03/2019 – 06/2022", x: 450, y: 720 },
    ];
    const tasks = [
      "Aufbau der Datenplattform",
      "Betreuung von zwei Werkstudierenden",
      "Einführung von Code-Reviews",
    ];
    tasks.forEach((task, i) => {
      runs.push({ text: "{", x: 60, y: 704 - i * 14 }, { text: task, x: 72, y: 704 - i * 14 });
    });
    runs.push({ text: "Ausbildung", x: 50, y: 640, size: 13, bold: true });
    runs.push(
      { text: "B.Sc. Informatik, Universität Bremen", x: 50, y: 620 },
      { text: "2015 – 2019", x: 450, y: 620 },
    );
    const cv = await parseCv(makePdf([runs]));
    expect(cv.work).toHaveLength(1);
    expect(cv.work[0]?.tasks).toEqual(tasks);
  });
});

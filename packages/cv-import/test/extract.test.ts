import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CvImportError } from "../src/errors.ts";
import { extractDocx } from "../src/extract/docx.ts";
import { extractPdf } from "../src/extract/pdf.ts";
import { ZIP_LIMITS } from "../src/extract/zip.ts";
import { parseCv } from "../src/parse.ts";
import { sniffFormat } from "../src/sniff.ts";

async function failure(promise: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    if (error instanceof CvImportError) return error.code;
    throw error;
  }
  return "no error";
}

const textPage = [
  ...column([
    ["Paula Neumann", 50, { size: 22, bold: true }],
    ["Berufserfahrung", 50, { size: 13, bold: true, gap: 10 }],
    ["Sachbearbeiterin", 50],
    ["Stadtverwaltung Jena", 50],
  ]),
  { text: "01/2018 – heute", x: 420, y: 800 - 14 * 2 - 10 },
];

describe("PDF extraction", () => {
  it("reads lines in order with sizes and cells", async () => {
    const doc = await extractPdf(makePdf([textPage]));
    expect(doc.lines.map((l) => l.text)).toEqual([
      "Paula Neumann",
      "Berufserfahrung",
      "Sachbearbeiterin  01/2018 – heute",
      "Stadtverwaltung Jena",
    ]);
    expect(doc.lines[0]?.size).toBe(22);
    expect(doc.lines[2]?.cells.map((c) => c.text)).toEqual(["Sachbearbeiterin", "01/2018 – heute"]);
  });

  it("reads a sidebar column before the main column", async () => {
    const sidebar = column(
      [
        ["KONTAKT", 30, { bold: true }],
        ["Ringstraße 4", 30],
        ["04109 Leipzig", 30],
        ["SPRACHEN", 30, { bold: true, gap: 8 }],
        ["Deutsch", 30],
        ["Englisch", 30],
      ],
      700,
      13,
    );
    const main = column(
      [
        ["Lena Vogt", 220, { size: 22 }],
        ["Erzieherin", 220],
        ["Berufserfahrung", 220, { gap: 20 }],
        ...Array.from({ length: 4 }, (_, i): [string, number] => [
          `Gruppenleitung in der Einrichtung ${i + 1}`,
          220,
        ]),
        ["Kita Sonnenhof", 220],
        ["2019 – 2024", 220],
        ["Ausbildung", 220, { gap: 20 }],
        ["Fachschule für Sozialpädagogik", 220],
        ["2014 – 2017", 220],
      ],
      790,
      17,
    );
    const doc = await extractPdf(makePdf([[...main, ...sidebar]]));
    const texts = doc.lines.map((l) => l.text);
    expect(texts.slice(0, 6)).toEqual([
      "KONTAKT",
      "Ringstraße 4",
      "04109 Leipzig",
      "SPRACHEN",
      "Deutsch",
      "Englisch",
    ]);
    expect(texts[6]).toBe("Lena Vogt");
  });

  it("keeps right-aligned dates on the line they belong to", async () => {
    const runs = column(
      Array.from(
        { length: 12 },
        (_, i) => [`Eintrag Nummer ${i + 1} mit etwas Text`, 50] as [string, number],
      ),
    );
    runs.push(
      { text: "2010 – 2012", x: 480, y: runs[3]?.y ?? 0 },
      { text: "2012 – 2014", x: 480, y: runs[7]?.y ?? 0 },
    );
    const doc = await extractPdf(makePdf([runs]));
    expect(doc.lines[3]?.cells.map((c) => c.text)).toEqual([
      "Eintrag Nummer 4 mit etwas Text",
      "2010 – 2012",
    ]);
  });

  it("refuses a PDF without a text layer", async () => {
    expect(await failure(extractPdf(makePdf([[]])))).toBe("no-text");
  });

  it("refuses a PDF that needs a password", async () => {
    const pad = `(${"x".repeat(32)})`;
    const pdf = makePdf([textPage], {
      extraObjects: [`<< /Filter /Standard /V 1 /R 2 /O ${pad} /U ${pad} /P -44 >>`],
      extraTrailer:
        "/Encrypt 7 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]",
    });
    expect(await failure(extractPdf(pdf))).toBe("encrypted");
  });

  it("refuses truncated and garbled PDFs", async () => {
    const pdf = makePdf([textPage]);
    expect(await failure(extractPdf(pdf.subarray(0, 200)))).toMatch(/broken-file|no-text/);
    const garbled = new Uint8Array(4000).map((_, i) => (i * 7919) % 251);
    garbled.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect(await failure(extractPdf(garbled))).toMatch(/broken-file|no-text/);
  });
});

describe("DOCX extraction", () => {
  it("reads paragraphs, tab cells, numbered bullets and heading styles", () => {
    const doc = extractDocx(
      makeDocx([
        { text: "Jan Köhler", style: "Title" },
        { text: "Ausbildung", style: "Heading1" },
        { text: "Abitur\t2008 – 2011", bold: true },
        { text: "Leitung der Schülerzeitung", bullet: true },
      ]),
    );
    expect(doc.lines.map((l) => [l.text, l.headingStyle, l.bullet])).toEqual([
      ["Jan Köhler", true, false],
      ["Ausbildung", true, false],
      ["Abitur  2008 – 2011", false, false],
      ["Leitung der Schülerzeitung", false, true],
    ]);
    expect(doc.lines[2]?.cells.map((c) => c.text)).toEqual(["Abitur", "2008 – 2011"]);
    expect(doc.lines[2]?.emphasis).toBe(true);
  });

  it("reads table rows with the cells side by side, line by line", () => {
    const doc = extractDocx(
      makeDocx([
        {
          rows: [
            [
              [{ text: "2016 – 2020" }],
              [
                { text: "Tischlermeister" },
                { text: "Holzwerk Rau, Passau" },
                { text: "Möbelbau", bullet: true },
              ],
            ],
          ],
        },
      ]),
    );
    expect(doc.lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ["2016 – 2020", "Tischlermeister"],
      ["Holzwerk Rau, Passau"],
      ["Möbelbau"],
    ]);
    expect(doc.lines[2]?.bullet).toBe(true);
  });

  it("refuses a zip bomb before inflating it", () => {
    // 60 MB of zeros compress to about 60 KB; the declared size alone is over the limit.
    const bomb = zipSync(
      { "word/document.xml": new Uint8Array(ZIP_LIMITS.maxTotalBytes + 10_000_000) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(() => extractDocx(bomb)).toThrow(expect.objectContaining({ code: "zip-bomb" }));
  });

  it("refuses an archive whose entry inflates past its declared size", () => {
    const zip = zipSync({ "word/document.xml": new Uint8Array(3_000_000) }, { level: 9 });
    // Rewrite the declared size in the central directory to 1,000 bytes: the inflater must stop.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let i = zip.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 1_000, true);
        break;
      }
    }
    expect(() => extractDocx(zip)).toThrow(expect.objectContaining({ code: "zip-bomb" }));
  });

  it("refuses archives that are not Word documents, and truncated ones", () => {
    const other = zipSync({ "content.xml": strToU8("<x/>") });
    expect(() => extractDocx(other)).toThrow(expect.objectContaining({ code: "unsupported-type" }));
    const docx = makeDocx([{ text: "Hallo Welt, ein kurzer Lebenslauf" }]);
    expect(() => extractDocx(docx.subarray(0, docx.length - 40))).toThrow(
      expect.objectContaining({ code: "broken-file" }),
    );
  });
});

describe("parseCv on hostile input", () => {
  it("tells the format from the bytes, not the name", async () => {
    expect(sniffFormat(makePdf([textPage]))).toBe("pdf");
    expect(sniffFormat(makeDocx([{ text: "x" }]))).toBe("docx");
    const random = new Uint8Array(2048).map((_, i) => (i * 31 + 17) % 256);
    expect(await failure(parseCv(random))).toBe("unsupported-type");
    expect(await failure(parseCv(new TextEncoder().encode("{\\rtf1 Lebenslauf}")))).toBe("unsupported-type");
  });

  it("refuses files over the upload limit before reading them", async () => {
    const big = new Uint8Array(6_000_000);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect(await failure(parseCv(big))).toBe("too-large");
  });

  it("stays fast on a page crowded with text and on one endless line", async () => {
    const crowd = Array.from({ length: 6000 }, (_, i) => ({
      text: `w${i} 2019`,
      x: (i * 37) % 540,
      y: 20 + ((i * 13) % 800),
      size: 6,
    }));
    const endless = [
      { text: `${"Berufserfahrung 03/2019 – heute, ".repeat(400)}a@b.de`, x: 10, y: 400, size: 4 },
    ];
    const started = performance.now();
    await parseCv(makePdf([crowd, endless]));
    // Only a super-linear blow-up breaks this bound (these inputs take a fraction of it even on a busy
    // machine; a quadratic path takes minutes). Speed itself is measured in bench/, not here.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("stops at the time limit", async () => {
    expect(await failure(parseCv(makePdf([textPage]), { timeoutMs: 0 }))).toBe("timeout");
  });
});

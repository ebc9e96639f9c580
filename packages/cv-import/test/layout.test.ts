import { column, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { type Item, pageLayout } from "../src/extract/layout.ts";
import { extractPdf } from "../src/extract/pdf.ts";
import { parseCv } from "../src/parse.ts";
import { joinWrappedPlaces } from "../src/wrapped-place.ts";
import { line } from "./lines.ts";

const WIDTH = 595;
const BODY = "body";
const BOLD = "bold";

/** An item as pdf.js reports it; the width is estimated from the text (Helvetica averages about 0.5 em). */
function item(str: string, x: number, y: number, options: { size?: number; font?: string } = {}): Item {
  const size = options.size ?? 9;
  return { str, x, y, w: str.length * size * 0.5, size, font: options.font ?? BODY };
}

/** A fixed shuffle (a design tool's drawing order): the same every run, far from reading order. */
function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const info = { page: 1, width: WIDTH, bodyFont: BODY };
const texts = (items: Item[], split?: number) =>
  pageLayout(items, { ...info, split }).lines.map((l) => `${l.column}: ${l.text}`);

/**
 * A short CV with a right sidebar on the main column's line rhythm (same size, same leading): most
 * sidebar lines share a baseline with a main-column line, as in our own color_header layout.
 */
function rhythmPage(): Item[] {
  const ys = Array.from({ length: 12 }, (_, i) => 700 - i * 15);
  const at = (i: number) => ys[i] ?? 0;
  return [
    item("Florian Hoffmann", 44, 780, { size: 22, font: BOLD }),
    item("florian@example.de", 44, 750),
    item("·", 140, 750),
    item("0176 55120937", 150, 750),
    item("·", 220, 750),
    item("Ringstraße 4, 04107 Leipzig", 230, 750),
    item("BERUFSERFAHRUNG", 44, at(0), { size: 11, font: BOLD }),
    item("Stationsleitung", 44, at(1), { font: BOLD }),
    item("2021 – heute", 300, at(1)),
    item("Klinikum St. Georg", 44, at(2)),
    item("• Dienstplanung für das Team", 44, at(3)),
    item("• Einarbeitung neuer Kräfte", 44, at(4)),
    item("Pflegekraft", 44, at(5), { font: BOLD }),
    item("2015 – 2021", 300, at(5)),
    item("Klinikum Halle", 44, at(6)),
    item("AUSBILDUNG", 44, at(8), { size: 11, font: BOLD }),
    item("Ausbildung zum Pfleger", 44, at(9), { font: BOLD }),
    item("2012 – 2015", 300, at(9)),
    item("KENNTNISSE", 400, at(0), { size: 11, font: BOLD }),
    item("Intensivpflege", 400, at(1)),
    item("Praxisanleitung", 400, at(2)),
    item("Orbis KIS", 400, at(3) - 6),
    item("SPRACHEN", 400, at(5), { size: 11, font: BOLD }),
    item("Deutsch", 400, at(6)),
    item("Englisch", 400, at(7) - 6),
  ];
}

/** The sidebar of rhythmPage() as it must be read, in order. */
const RHYTHM_SIDEBAR = [
  "side: KENNTNISSE",
  "side: Intensivpflege",
  "side: Praxisanleitung",
  "side: Orbis KIS",
  "side: SPRACHEN",
  "side: Deutsch",
  "side: Englisch",
];

describe("reading order from coordinates", () => {
  it("keeps a big monogram beside a headline off the headline's line, and a superscript on its own", () => {
    const lines = pageLayout(
      [
        item("Olivia Evans", 44, 774, { size: 23, font: BOLD }),
        item("Content Marketing Manager", 44, 756, { size: 13 }),
        item("OE", 498, 745, { size: 26, font: BOLD }),
        item("Fluent in English", 44, 700, { size: 10 }),
        item("2", 130, 703.5, { size: 6 }),
      ],
      info,
    ).lines;
    const title = lines.find((l) => l.text.startsWith("Content"));
    expect(title).toMatchObject({ text: "Content Marketing Manager", size: 13 });
    expect(lines.find((l) => l.text.startsWith("Fluent"))?.text).toContain("2");
  });

  it("reads lines top to bottom and left to right whatever order the items were drawn in", () => {
    const items = [
      item("Paula Neumann", 50, 800, { size: 22 }),
      item("Berufserfahrung", 50, 770, { size: 13 }),
      item("Sachbearbeiterin", 50, 750),
      item("01/2018 – heute", 420, 750),
      item("Stadtverwaltung Jena", 50, 736),
    ];
    const inOrder = texts(items);
    expect(inOrder).toEqual([
      "main: Paula Neumann",
      "main: Berufserfahrung",
      "main: Sachbearbeiterin  01/2018 – heute",
      "main: Stadtverwaltung Jena",
    ]);
    expect(texts([...items].reverse())).toEqual(inOrder);
    expect(texts(shuffled(items))).toEqual(inOrder);
  });

  it("joins the words of one line drawn one by one, and keeps a wide gap as a cell", () => {
    const items = shuffled([
      item("Senior", 50, 700),
      item("Product", 80, 700),
      item("Designer", 116, 700),
      item("2019 – 2024", 420, 700),
    ]);
    const [only] = pageLayout(items, info).lines;
    expect(only?.cells.map((c) => c.text)).toEqual(["Senior Product Designer", "2019 – 2024"]);
  });
});

describe("columns and sidebars", () => {
  it("reads a sidebar on the main column's line rhythm as its own stream, under the header band", () => {
    const expected = [
      "main: Florian Hoffmann",
      "main: florian@example.de  · 0176 55120937  · Ringstraße 4, 04107 Leipzig",
      "main: BERUFSERFAHRUNG",
      "main: Stationsleitung  2021 – heute",
      "main: Klinikum St. Georg",
      "main: • Dienstplanung für das Team",
      "main: • Einarbeitung neuer Kräfte",
      "main: Pflegekraft  2015 – 2021",
      "main: Klinikum Halle",
      "main: AUSBILDUNG",
      "main: Ausbildung zum Pfleger  2012 – 2015",
      ...RHYTHM_SIDEBAR,
    ];
    expect(texts(rhythmPage())).toEqual(expected);
    expect(texts(shuffled(rhythmPage()))).toEqual(expected);
  });

  it("keeps right-aligned periods with their entries when a wider gap lies left of them", () => {
    // Our color_header layout on a short CV: the periods end just left of the sidebar, and the
    // main column's text stops far left of them, so the widest gap runs between entry and period.
    const page = rhythmPage().map((i) =>
      i.x === 300
        ? { ...i, x: 330 }
        : i.str.startsWith("Ringstraße")
          ? item("Ringstraße 4, 04107 Leipzig, Deutschland", i.x, i.y)
          : i,
    );
    const lines = texts(page);
    expect(lines).toContain("main: Stationsleitung  2021 – heute");
    expect(lines).toContain("main: Pflegekraft  2015 – 2021");
    expect(lines).toContain("main: Ausbildung zum Pfleger  2012 – 2015");
    expect(lines.filter((l) => l.startsWith("side:"))).toEqual(RHYTHM_SIDEBAR);
  });

  it("finds a sidebar whose longest line ends a few points short of the main column's edge", () => {
    const main = (str: string, y: number, font = BODY) => item(str, 220, y, { font });
    const side = (str: string, y: number, font = BODY) => item(str, 36, y, { font });
    const page = [
      side("EDUCATION", 700, BOLD),
      side("09/2012 – 06/2015", 688),
      // Drawn 180 points wide from x 36: it ends at 216, four points short of the main column.
      { ...side("Doctorate in Clinical Psychology (DPsychSc)", 676, BOLD), w: 180 },
      side("University of Galway", 664),
      side("SKILLS", 640, BOLD),
      side("CBT, Family therapy", 628),
      main("PROFILE", 705, BOLD),
      main("Clinical psychologist working with adolescents", 693),
      main("EXPERIENCE", 672, BOLD),
      main("01/2019 – Present", 660),
      main("Senior Clinical Psychologist", 648, BOLD),
      main("Western Community Mental Health Service", 636),
      main("• Assessment and CBT for adolescents", 624),
    ];
    const lines = texts(page);
    expect(lines.filter((l) => l.startsWith("side:"))).toEqual([
      "side: EDUCATION",
      "side: 09/2012 – 06/2015",
      "side: Doctorate in Clinical Psychology (DPsychSc)",
      "side: University of Galway",
      "side: SKILLS",
      "side: CBT, Family therapy",
    ]);
    expect(lines).toContain("main: Senior Clinical Psychologist");
  });

  it("reads a left sidebar first when it has less text, its headings on the main column's baselines", () => {
    const page = rhythmPage().map((i) =>
      // Mirror the page: the sidebar to the left, the main column to the right.
      i.y >= 750 ? { ...i, x: i.x + 180 } : i.x >= 400 ? { ...i, x: i.x - 380 } : { ...i, x: i.x + 180 },
    );
    const lines = texts(page);
    expect(lines.slice(0, 7)).toEqual([
      "side: KENNTNISSE",
      "side: Intensivpflege",
      "side: Praxisanleitung",
      "side: Orbis KIS",
      "side: SPRACHEN",
      "side: Deutsch",
      "side: Englisch",
    ]);
    // The name stands over the main column only: it is read with it.
    expect(lines.slice(7, 10)).toEqual([
      "main: Florian Hoffmann",
      "main: florian@example.de  · 0176 55120937  · Ringstraße 4, 04107 Leipzig",
      "main: BERUFSERFAHRUNG",
    ]);
  });

  it("keeps a label/value table in one column: its labels are no headings of their own", () => {
    const rows = [
      ["Name", "Erika Muster"],
      ["Geburtsdatum", "12.03.1990"],
      ["Anschrift", "Ringstraße 4"],
      ["Telefon", "0176 1234567"],
      ["E-Mail", "erika@example.de"],
      ["Familienstand", "ledig"],
      ["Sprachen", "Englisch, Französisch"],
    ];
    const items = rows.flatMap(([label, value], i) => [
      item(label ?? "", 50, 700 - i * 15, { font: BOLD }),
      item(value ?? "", 200, 700 - i * 15),
    ]);
    const lines = texts(shuffled(items));
    expect(lines).toHaveLength(rows.length);
    expect(lines[1]).toBe("main: Geburtsdatum  12.03.1990");
    expect(lines.every((l) => l.startsWith("main: "))).toBe(true);
  });

  it("keeps right-aligned dates beside the entries they belong to", () => {
    const items = Array.from({ length: 8 }, (_, i) => [
      item(`Projektleitung im Bereich ${i + 1}`, 50, 700 - i * 30, { font: BOLD }),
      item(`${2010 + i} – ${2011 + i}`, 480, 700 - i * 30),
      item("Aufgaben und Ergebnisse der Stelle", 50, 685 - i * 30),
    ]).flat();
    const lines = pageLayout(shuffled(items), info).lines;
    expect(lines.every((l) => l.column === "main")).toBe(true);
    expect(lines[0]?.text).toBe("Projektleitung im Bereich 1  2010 – 2011");
  });

  it("carries the column gap over to the next page, where the sidebar has a few lines and no heading", () => {
    const page1 = pageLayout(rhythmPage(), info);
    expect(page1.split).toBeGreaterThan(300);
    expect(page1.split).toBeLessThan(400);
    const page2 = [
      item("Aufgaben im Schichtdienst", 44, 780),
      item("• Pflege auf der Intensivstation", 44, 765),
      item("• Anleitung von Auszubildenden", 44, 750),
      item("Polnisch", 400, 780),
      item("Russisch", 400, 765),
    ];
    const next = pageLayout(shuffled(page2), { ...info, page: 2, split: page1.split });
    expect(next.lines.map((l) => `${l.column}: ${l.text}`)).toEqual([
      "main: Aufgaben im Schichtdienst",
      "main: • Pflege auf der Intensivstation",
      "main: • Anleitung von Auszubildenden",
      "side: Polnisch",
      "side: Russisch",
    ]);
    // Without the first page's gap the same lines read across, as one table.
    expect(texts(page2)[0]).toBe("main: Aufgaben im Schichtdienst  Polnisch");
  });

  it("does not carry the gap over when text on the next page runs across it", () => {
    const page2 = [
      item("Ein Absatz, der über die ganze Breite der Seite läuft und den Spaltenabstand kreuzt", 44, 780),
      item("Polnisch", 400, 765),
      item("Weitere Zeile", 44, 765),
    ];
    const next = pageLayout(page2, { ...info, page: 2, split: 390 });
    expect(next.split).toBeUndefined();
    expect(next.lines.every((l) => l.column === "main")).toBe(true);
  });
});

describe("a PDF drawn out of reading order", () => {
  it("reads name, sidebar and main column the same as when drawn in order", async () => {
    const sidebar = column(
      [
        ["KONTAKT", 30, { bold: true }],
        ["Ringstraße 4", 30],
        ["04109 Leipzig", 30],
        ["lena.vogt@example.de", 30],
        ["SPRACHEN", 30, { bold: true }],
        ["Deutsch", 30],
        ["Englisch", 30],
      ],
      707,
      14,
    );
    const main = column(
      [
        ["BERUFSERFAHRUNG", 220, { bold: true }],
        ["Gruppenleitung", 220],
        ["Kita Sonnenhof, Leipzig", 220],
        ["2019 – 2024", 220],
        ["AUSBILDUNG", 220, { bold: true }],
        ["Fachschule für Sozialpädagogik", 220],
        ["2014 – 2017", 220],
      ],
      700,
      14,
    );
    const name = { text: "Lena Vogt", x: 220, y: 760, size: 24, bold: true };
    const inOrder = await extractPdf(makePdf([[name, ...sidebar, ...main]]));
    // As design tools export: the name last, the columns interleaved.
    const drawn = await extractPdf(makePdf([[...shuffled([...main, ...sidebar]), name]]));
    const read = (doc: typeof drawn) => doc.lines.map((l) => `${l.column}: ${l.text}`);
    expect(read(drawn)).toEqual(read(inOrder));
    // The sidebar is read first, as a stream of its own; the name heads the main column.
    expect(read(drawn).slice(0, 2)).toEqual(["side: KONTAKT", "side: Ringstraße 4"]);
    expect(read(drawn).slice(7, 9)).toEqual(["main: Lena Vogt", "main: BERUFSERFAHRUNG"]);
    const parsed = await parseCv(makePdf([[...shuffled([...main, ...sidebar]), name]]));
    expect([parsed.firstName, parsed.lastName]).toEqual(["Lena", "Vogt"]);
    expect(parsed.languages.map((l) => l.name)).toEqual(["Deutsch", "Englisch"]);
    expect(parsed.education.map((e) => e.subject || e.institution)).toEqual([
      "Fachschule für Sozialpädagogik",
    ]);
  });
});

describe("addresses wrapped after the postcode", () => {
  it("joins the city on the next line to the street and postcode", () => {
    const joined = joinWrappedPlaces([
      line([["Adresse", 20]], { size: 7.5, column: "side" }),
      line([["Karl-Liebknecht-Straße 22, 04107", 20]], { size: 9, column: "side" }),
      line([["Leipzig", 20]], { size: 9, column: "side" }),
      line([["KENNTNISSE", 36]], { size: 11, column: "side" }),
    ]);
    expect(joined.map((l) => l.text)).toEqual([
      "Adresse",
      "Karl-Liebknecht-Straße 22, 04107 Leipzig",
      "KENNTNISSE",
    ]);
  });

  it("joins a city followed by more of the contact line", () => {
    const joined = joinWrappedPlaces([
      line([["kontakt@example.io · Gartenstraße 9, 50674", 44]], { size: 8 }),
      line([["Köln · 11.03.1987", 44]], { size: 8 }),
    ]);
    expect(joined.map((l) => l.text)).toEqual([
      "kontakt@example.io · Gartenstraße 9, 50674 Köln · 11.03.1987",
    ]);
  });

  it("joins past a photo placeholder's initials, and reads UK postcodes", () => {
    const joined = joinWrappedPlaces([
      line([
        ["mateo@example.co.uk · Baker Street 7, SE1 9SG", 44],
        ["ME", 478],
      ]),
      line([["London", 44]], { size: 8 }),
    ]);
    expect(joined.map((l) => l.cells.map((c) => c.text))).toEqual([
      ["mateo@example.co.uk · Baker Street 7, SE1 9SG London", "ME"],
    ]);
  });

  it("leaves a heading, a line with digits and another column's line alone", () => {
    const lines = [
      line([["Ringstraße 4, 04109", 20]]),
      line([["Berufserfahrung", 20]]),
      line([["Ringstraße 4, 04109", 20]]),
      line([["Leipzig", 20]], { column: "side" }),
      line([["Tel. 030 12345", 20]]),
      line([["Berlin 2020", 20]]),
    ];
    expect(joinWrappedPlaces(lines)).toHaveLength(lines.length);
  });
});

// Rebuilds the third CV-import development set: renders every invented person of source/people.mjs
// in two or three layouts and writes the documents with their truth JSON to documents/.
// - design layouts (source/design.mjs): PDFs drawn with pdfkit text object by text object, in an
//   order other than reading order, as design tools export them;
// - office layouts (source/office.mjs): .docx (written as WordprocessingML) and .odt (flat ODF)
//   with text boxes, converted by LibreOffice to PDF and DOCX.
// Needs Debian's fonts-dejavu-core, fonts-liberation and libreoffice-writer-nogui.
// Run: node bench/cv-import-set3/build.mjs
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ORDERS } from "./source/canvas.mjs";
import { banner, letterSpaced, rightSidebar, sidebarDark, sidebarName, smallCaps } from "./source/design.mjs";
import { docxWord } from "./source/docx.mjs";
import { truthOf } from "./source/format.mjs";
import { odtTextboxes } from "./source/odt.mjs";
import { people } from "./source/people.mjs";

const here = import.meta.dirname;
const documents = path.join(here, "documents");
const generated = path.join(here, "generated");

const DESIGN = {
  "sidebar-dark": sidebarDark,
  "letter-spaced": letterSpaced,
  "small-caps": smallCaps,
  "sidebar-right": rightSidebar,
  banner,
  "sidebar-name": sidebarName,
};

/**
 * Every document: person, layout and how it prints (font family, date style, dash, draw order,
 * whether the title and the skill categories are printed). Varied by hand so that no two documents
 * of a layout look alike.
 */
export const DOCUMENTS = [
  [
    "p71",
    "sidebar-right",
    { family: "liberation", style: "mm.yyyy", order: "shuffledItems", placeSep: ", " },
  ],
  [
    "p71",
    "letter-spaced",
    { family: "dejavu", style: "mm/yyyy", dash: " – ", order: "shuffledBlocks", spacing: "items" },
  ],
  [
    "p72",
    "sidebar-right",
    { family: "dejavu-serif", style: "month", order: "bottomUp", headingCase: "title", placeSep: " · " },
  ],
  [
    "p72",
    "sidebar-dark",
    { family: "helvetica", style: "mm/yyyy", since: true, order: "sidebarFirstNameLast" },
  ],
  ["p73", "small-caps", { family: "liberation-serif", style: "mon", order: "reversed", placeSep: ", " }],
  [
    "p73",
    "banner",
    { family: "dejavu-condensed", style: "mm.yyyy", dash: " - ", order: "shuffledBlocks", title: false },
  ],
  [
    "p74",
    "sidebar-dark",
    { family: "dejavu", style: "mm/yyyy", order: "sidebarFirstNameLast", placeSep: " | " },
  ],
  ["p74", "banner", { family: "liberation", style: "month", order: "shuffledBlocks", headingCase: "title" }],
  [
    "p75",
    "letter-spaced",
    { family: "liberation", style: "mm/yyyy", order: "shuffledItems", spacing: "items", center: true },
  ],
  [
    "p75",
    "banner",
    { family: "helvetica", style: "yyyy", dash: "–", order: "bottomUp", title: false, categories: false },
  ],
  [
    "p76",
    "sidebar-dark",
    { family: "dejavu", style: "month", order: "sidebarFirstNameLast", placeSep: ", " },
  ],
  [
    "p76",
    "letter-spaced",
    {
      family: "dejavu-condensed",
      style: "mm.yyyy",
      dash: " bis ",
      order: "shuffledBlocks",
      spacing: "spaces",
    },
  ],
  [
    "p77",
    "letter-spaced",
    { family: "liberation", style: "mm/yyyy", order: "reversed", spacing: "tracking", center: true },
  ],
  [
    "p77",
    "sidebar-right",
    { family: "times", style: "yyyy", dash: " – ", order: "shuffledBlocks", placeSep: ", " },
  ],
  ["p78", "small-caps", { family: "times", style: "month", order: "reversed" }],
  [
    "p78",
    "sidebar-dark",
    { family: "dejavu-serif", style: "mm.yyyy", since: true, order: "sidebarFirstNameLast" },
  ],
  [
    "p79",
    "sidebar-dark",
    { family: "dejavu", style: "month", order: "sidebarFirstNameLast", placeSep: ", " },
  ],
  ["p80", "sidebar-right", { family: "liberation", style: "mm/yyyy", order: "shuffledItems", dash: " - " }],
  [
    "p81",
    "sidebar-dark",
    { family: "liberation", style: "mon", order: "sidebarFirstNameLast", placeSep: ", " },
  ],
  [
    "p81",
    "letter-spaced",
    {
      family: "helvetica",
      style: "MON",
      dash: " — ",
      order: "shuffledItems",
      spacing: "items",
      title: false,
    },
  ],
  [
    "p82",
    "letter-spaced",
    { family: "dejavu", style: "yyyy", order: "shuffledBlocks", spacing: "spaces", center: true },
  ],
  [
    "p82",
    "banner",
    { family: "liberation", style: "month", order: "shuffledBlocks", nameUpper: true, categories: false },
  ],
  ["p83", "small-caps", { family: "liberation-serif", style: "mon", order: "reversed", placeSep: ", " }],
  ["p83", "sidebar-right", { family: "dejavu", style: "mm/yyyy", order: "shuffledItems", categories: false }],
  ["p84", "letter-spaced", { family: "helvetica", style: "month", order: "bottomUp", spacing: "tracking" }],
  [
    "p84",
    "small-caps",
    { family: "times", style: "mon", order: "shuffledBlocks", comma: false, title: false },
  ],
  [
    "p85",
    "sidebar-right",
    { family: "liberation", style: "MON", dash: " - ", order: "bottomUp", headingCase: "title" },
  ],
  ["p85", "small-caps", { family: "dejavu-serif", style: "month", order: "reversed", placeSep: ", " }],
  [
    "p86",
    "sidebar-dark",
    { family: "dejavu-condensed", style: "month", order: "sidebarFirstNameLast", title: false },
  ],
  ["p86", "banner", { family: "helvetica", style: "mm/yyyy", order: "shuffledItems", placeSep: ", " }],
  ["p87", "small-caps", { family: "liberation-serif", style: "mon", order: "shuffledItems", placeSep: ", " }],
  [
    "p87",
    "banner",
    { family: "dejavu", style: "yyyy-mm", order: "reversed", categories: false, headingCase: "title" },
  ],
  [
    "p88",
    "sidebar-dark",
    { family: "liberation", style: "mon", order: "sidebarFirstNameLast", placeSep: " · " },
  ],
  ["p88", "sidebar-right", { family: "dejavu-serif", style: "month", order: "shuffledItems" }],
  [
    "p89",
    "letter-spaced",
    { family: "dejavu", style: "mon", order: "shuffledItems", spacing: "items", placeSep: ", " },
  ],
  ["p89", "banner", { family: "liberation-serif", style: "mm/yyyy", order: "reversed" }],
  [
    "p90",
    "small-caps",
    { family: "dejavu-serif", style: "MON", order: "shuffledBlocks", comma: false, placeSep: ", " },
  ],
  ["p73", "sidebar-name", { family: "liberation", style: "mm/yyyy", order: "shuffledItems", placeSep: ", " }],
  [
    "p77",
    "sidebar-name",
    { family: "dejavu-condensed", style: "month", order: "reversed", initials: true, since: true },
  ],
  [
    "p81",
    "sidebar-name",
    { family: "helvetica", style: "mon", order: "shuffledBlocks", initials: true, headingCase: "title" },
  ],
  [
    "p87",
    "sidebar-name",
    { family: "dejavu", style: "MON", order: "bottomUp", title: false, placeSep: " | " },
  ],
  [
    "p90",
    "sidebar-name",
    { family: "liberation-serif", style: "mm/yyyy", order: "shuffledItems", initials: true },
  ],
];

/**
 * The office documents: [person, layout, target formats, options]. "odt-textbox" is written as flat
 * ODF and converted by LibreOffice; "word" is written as .docx (a document itself when "docx" is a
 * target) and converted by LibreOffice to PDF when "pdf" is.
 */
export const OFFICE = [
  [
    "p71",
    "odt-textbox",
    ["pdf"],
    { font: "Liberation Sans", style: "mm/yyyy", twoLineName: true, accent: "#2f4858" },
  ],
  ["p73", "odt-textbox", ["docx"], { font: "DejaVu Sans", style: "month", placeSep: ", " }],
  [
    "p76",
    "odt-textbox",
    ["pdf"],
    { font: "DejaVu Sans Condensed", style: "mm.yyyy", since: true, accent: "#6b2737" },
  ],
  [
    "p78",
    "odt-textbox",
    ["docx"],
    { font: "Liberation Serif", style: "mon", twoLineName: true, title: false },
  ],
  [
    "p82",
    "odt-textbox",
    ["pdf"],
    { font: "Liberation Sans", style: "month", twoLineName: true, accent: "#00563f" },
  ],
  ["p84", "odt-textbox", ["docx"], { font: "DejaVu Serif", style: "mm/yyyy", placeSep: " – " }],
  ["p86", "odt-textbox", ["pdf"], { font: "Liberation Sans Narrow", style: "mon", categories: false }],
  [
    "p87",
    "odt-textbox",
    ["docx"],
    { font: "Liberation Sans", style: "month", twoLineName: true, accent: "#3a3f8f" },
  ],
  ["p72", "word", ["docx"], { font: "Liberation Serif", style: "mm/yyyy", placeSep: ", " }],
  [
    "p74",
    "word",
    ["pdf"],
    { font: "DejaVu Sans", style: "month", eduInstitutionFirst: true, accent: "2E5E4E" },
  ],
  [
    "p75",
    "word",
    ["docx", "pdf"],
    { font: "Liberation Sans", style: "mm.yyyy", title: false, categories: false },
  ],
  ["p77", "word", ["pdf"], { font: "Liberation Serif", style: "yyyy", dash: " – " }],
  [
    "p81",
    "word",
    ["docx"],
    { font: "Liberation Sans", style: "mon", placeSep: ", ", eduInstitutionFirst: true },
  ],
  ["p83", "word", ["docx", "pdf"], { font: "DejaVu Serif", style: "month", accent: "1F3A5F" }],
  ["p85", "word", ["pdf"], { font: "Liberation Sans Narrow", style: "mm/yyyy", title: false }],
  ["p88", "word", ["docx"], { font: "Liberation Serif", style: "mon", placeSep: ", " }],
  ["p79", "word", ["pdf"], { font: "Liberation Sans", style: "mm.yyyy", placeSep: ", " }],
  [
    "p80",
    "odt-textbox",
    ["pdf"],
    { font: "DejaVu Sans", style: "mm/yyyy", twoLineName: true, accent: "#5c4033" },
  ],
  ["p90", "odt-textbox", ["docx"], { font: "Liberation Serif", style: "month", accent: "#234e52" }],
];

rmSync(documents, { recursive: true, force: true });
rmSync(generated, { recursive: true, force: true });
mkdirSync(documents, { recursive: true });
mkdirSync(generated, { recursive: true });

const byId = new Map(people.map((p) => [p.id, p]));
for (const [id, layout, options] of DOCUMENTS) {
  const person = byId.get(id);
  const o = { lang: person.lang, title: true, categories: true, ...options };
  const name = `${id}-${person.lang}-${layout}`;
  const truth = truthOf(person, o);
  writeFileSync(path.join(documents, `${name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
  const canvas = DESIGN[layout](person, o);
  // Seeded by the document's name, so adding documents does not change the others' draw order.
  const order = ORDERS[o.order]([...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7));
  await canvas.render(path.join(documents, `${name}.pdf`), order, {
    Title: person.lang === "de" ? "Lebenslauf" : "CV",
    Creator: "cv-import-set3 (pdfkit)",
  });
}
const work = mkdtempSync(path.join(os.tmpdir(), "cv-set3-"));
const conversions = { pdf: [], docx: [] };
for (const [id, layout, targets, options] of OFFICE) {
  const person = byId.get(id);
  const o = { lang: person.lang, title: true, categories: true, ...options };
  const truth = `${JSON.stringify(truthOf(person, o), null, 2)}\n`;
  const base = `${id}-${person.lang}-${layout}`;
  if (layout === "odt-textbox") {
    const source = path.join(generated, `${base}.fodt`);
    writeFileSync(source, odtTextboxes(person, o));
    for (const target of targets) {
      const name = target === "pdf" ? base : `${base}-${target}`;
      writeFileSync(path.join(documents, `${name}.json`), truth);
      conversions[target].push({ source, name });
    }
    continue;
  }
  const source = path.join(generated, `${base}.docx`);
  writeFileSync(source, docxWord(person, o));
  for (const target of targets) {
    const name = target === "docx" ? base : `${base}-${target}`;
    writeFileSync(path.join(documents, `${name}.json`), truth);
    if (target === "docx") copyFileSync(source, path.join(documents, `${name}.docx`));
    else conversions.pdf.push({ source, name });
  }
}
for (const [format, items] of Object.entries(conversions)) convert(items, format);
rmSync(work, { recursive: true, force: true });

/** LibreOffice converts every source into the work folder; each result is copied under its document name. */
function convert(items, format) {
  if (!items.length) return;
  const target = format === "pdf" ? "pdf:writer_pdf_Export" : "docx:MS Word 2007 XML";
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${work}/profile`,
      "--headless",
      "--convert-to",
      target,
      "--outdir",
      work,
      ...items.map((i) => i.source),
    ],
    { stdio: "ignore", env: { ...process.env, SOURCE_DATE_EPOCH: "1735689600" } },
  );
  for (const { source, name } of items) {
    const base = path.basename(source).replace(/\.(fodt|docx)$/, "");
    copyFileSync(path.join(work, `${base}.${format}`), path.join(documents, `${name}.${format}`));
  }
}

console.log(`${readdirSync(documents).filter((f) => !f.endsWith(".json")).length} documents in ${documents}`);

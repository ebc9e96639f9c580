// Rebuilds the second CV-import development set: renders every invented person of
// source/people.mjs in two layouts (LaTeX via pdflatex, LibreOffice via soffice), writes the
// generated sources to generated/ and the documents with their truth JSON to documents/.
// Needs Debian's texlive-latex-extra, texlive-fonts-recommended, texlive-lang-german and
// libreoffice-writer-nogui. Run: node bench/cv-import-set2/build.mjs
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { truthOf } from "./source/format.mjs";
import { framesRight } from "./source/frames.mjs";
import { articleResume, moderncv, timeline } from "./source/latex.mjs";
import { europass, sidebarLeft, tabularDe, usResume } from "./source/office.mjs";
import { people } from "./source/people.mjs";

const here = import.meta.dirname;
const generated = path.join(here, "generated");
const documents = path.join(here, "documents");

/** Which layouts render each person: [layout name, format]. Two a person, 32 documents. */
const LAYOUTS = {
  p51: [
    ["moderncv-classic", "pdf"],
    ["tabular", "docx"],
  ],
  p52: [
    ["moderncv-classic", "pdf"],
    ["sidebar-left", "pdf"],
  ],
  p53: [
    ["europass", "pdf"],
    ["frames-right", "pdf"],
  ],
  p54: [
    ["tabular", "pdf"],
    ["timeline", "pdf"],
  ],
  p55: [
    ["sidebar-left", "pdf"],
    ["frames-right", "docx"],
  ],
  p56: [
    ["tabular-short", "pdf"],
    ["europass", "docx"],
  ],
  p57: [
    ["article", "pdf"],
    ["europass", "pdf"],
  ],
  p58: [
    ["tabular-short", "docx"],
    ["timeline", "pdf"],
  ],
  p61: [
    ["us", "pdf"],
    ["frames-right", "pdf"],
  ],
  p62: [
    ["moderncv-banking", "pdf"],
    ["europass", "docx"],
  ],
  p63: [
    ["europass", "pdf"],
    ["article", "pdf"],
  ],
  p64: [
    ["us", "docx"],
    ["timeline", "pdf"],
  ],
  p65: [
    ["moderncv-banking", "pdf"],
    ["sidebar-left", "pdf"],
  ],
  p66: [
    ["article", "pdf"],
    ["frames-right", "docx"],
  ],
  p67: [
    ["europass", "pdf"],
    ["sidebar-left", "docx"],
  ],
  p68: [
    ["us", "pdf"],
    ["timeline", "pdf"],
  ],
};

const RENDER = {
  "moderncv-classic": (p) => ({ ...moderncv(p, "classic"), kind: "tex" }),
  "moderncv-banking": (p) => ({ ...moderncv(p, "banking"), kind: "tex" }),
  article: (p) => ({ ...articleResume(p), kind: "tex" }),
  timeline: (p) => ({ ...timeline(p), kind: "tex" }),
  tabular: (p) => ({ ...tabularDe(p, { variant: "long" }), kind: "html" }),
  "tabular-short": (p) => ({ ...tabularDe(p, { variant: "short" }), kind: "html" }),
  europass: (p) => ({ ...europass(p), kind: "html" }),
  "sidebar-left": (p) => ({ ...sidebarLeft(p), kind: "html" }),
  us: (p) => ({ ...usResume(p), kind: "html" }),
  "frames-right": (p) => ({ ...framesRight(p), kind: "fodt" }),
};

rmSync(generated, { recursive: true, force: true });
rmSync(documents, { recursive: true, force: true });
mkdirSync(generated, { recursive: true });
mkdirSync(documents, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), "cv-set2-"));
const office = { pdf: { html: [], fodt: [] }, docx: { html: [], fodt: [] } };

for (const person of people) {
  for (const [layout, format] of LAYOUTS[person.id]) {
    const name = `${person.id}-${person.lang}-${layout}${format === "docx" ? "-docx" : ""}`;
    const out = RENDER[layout](person);
    const truth = truthOf(person, out);
    if (out.socialLinks) truth.socialLinks = out.socialLinks;
    if (out.languages) truth.languages = out.languages;
    writeFileSync(path.join(documents, `${name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
    const source = path.join(generated, `${name}.${out.kind}`);
    writeFileSync(source, out.tex ?? out.html ?? out.fodt);
    if (out.kind === "tex") latex(source, name);
    else office[format][out.kind].push(source);
  }
}
for (const format of ["pdf", "docx"]) {
  convert(office[format].html, format, ["--infilter=HTML (StarWriter)"]);
  convert(office[format].fodt, format, []);
}
rmSync(work, { recursive: true, force: true });
console.log(`${readdirSync(documents).filter((f) => !f.endsWith(".json")).length} documents in ${documents}`);

/** pdflatex twice is not needed (no references); the stand-in icon package sits in source/tex. */
function latex(source, name) {
  copyFileSync(source, path.join(work, `${name}.tex`));
  execFileSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `${name}.tex`], {
    cwd: work,
    env: { ...process.env, TEXINPUTS: `${path.join(here, "source/tex")}:`, SOURCE_DATE_EPOCH: "1735689600" },
    stdio: "ignore",
  });
  copyFileSync(path.join(work, `${name}.pdf`), path.join(documents, `${name}.pdf`));
}

function convert(sources, format, filter) {
  if (!sources.length) return;
  const target = format === "pdf" ? "pdf:writer_pdf_Export" : "docx:MS Word 2007 XML";
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${work}/profile`,
      "--headless",
      ...filter,
      "--convert-to",
      target,
      "--outdir",
      work,
      ...sources,
    ],
    { stdio: "ignore" },
  );
  for (const source of sources) {
    const base = path.basename(source).replace(/\.(html|fodt)$/, "");
    copyFileSync(path.join(work, `${base}.${format}`), path.join(documents, `${base}.${format}`));
  }
}

// CV import: the rule-based parser over two development sets, scored by the benchmark's scorer (our
// copy, @jah/cv-import/score, the one the set-2 test uses): set 1 is ../shared/bench/cv-import/dev,
// set 2 is our own bench/cv-import-set2/documents (other tools and layouts: LaTeX, LibreOffice frames
// and tables, Europass, US résumés). Also the time per document on set 1. Set 3
// (bench/cv-import-set3/documents, issue 23) is scored and timed after them, in its own section.
// Run: npm run bench:cv-import (node --import tsx bench/cv-import.mjs).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fold, scoreDocument } from "@jah/cv-import/score";
import { parseCv } from "../packages/cv-import/src/parse.ts";
import { machineLine, quantile, root, writeSection } from "./lib.mjs";

const corpus = process.env.CV_IMPORT_CORPUS ?? path.resolve(root, "../shared/bench/cv-import");
/** The scorer's command line: it reads the truth and the predictions and writes the metrics as JSON. */
const scorer = fileURLToPath(import.meta.resolve("@jah/cv-import/score"));
const SETS = [
  { key: "set1", label: "set 1", truth: path.join(corpus, "dev"), shown: "../shared/bench/cv-import/dev" },
  {
    key: "set2",
    label: "set 2",
    truth: path.join(root, "bench/cv-import-set2/documents"),
    shown: "bench/cv-import-set2/documents",
  },
  {
    key: "set3",
    label: "set 3",
    truth: path.join(root, "bench/cv-import-set3/documents"),
    shown: "bench/cv-import-set3/documents",
  },
];
/** Timed passes over set 1; each document's time is its median over the passes. */
const PASSES = Number(process.env.CV_IMPORT_PASSES ?? 5);
const TARGETS = { overall: 0.9, de: 0.8, medianMs: 100 };

/** Parses every document of a set (timed passes only when asked) and scores the predictions. */
async function runSet(set, passes) {
  const files = readdirSync(set.truth)
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .sort();
  const out = mkdtempSync(path.join(os.tmpdir(), `jah-cv-import-${set.key}-`));
  // One untimed pass loads pdf.js and compiles the code paths, as a running server would have.
  const times = new Map(files.map((f) => [f, []]));
  let coldMs;
  let namesRight = 0;
  // The title where the document prints one (issue 23 measures it there; an empty truth title is a
  // true negative the overall score already counts).
  const titlePrinted = { tp: 0, fp: 0, fn: 0, documents: 0 };
  for (let pass = 0; pass <= passes; pass++) {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(path.join(set.truth, file)));
      const started = performance.now();
      // A generous limit: on a loaded machine the cold first document (loading pdf.js) can pass the
      // product's 10 s guard, which would abort the run; the times are measured, not limited, here.
      const parsed = await parseCv(bytes, { timeoutMs: 120_000 });
      const elapsed = performance.now() - started;
      coldMs ??= elapsed;
      if (pass > 0) {
        times.get(file).push(elapsed);
        continue;
      }
      const base = file.replace(/\.(pdf|docx)$/, "");
      writeFileSync(path.join(out, `${base}.json`), JSON.stringify(parsed));
      const truth = JSON.parse(readFileSync(path.join(set.truth, `${base}.json`), "utf8"));
      if (sameName(truth, parsed)) namesRight++;
      if (truth.title) {
        const t = scoreDocument(truth, parsed).title;
        for (const k of ["tp", "fp", "fn"]) titlePrinted[k] += t[k];
        titlePrinted.documents++;
      }
    }
  }
  const metricsFile = path.join(out, "metrics.json");
  execFileSync(
    process.execPath,
    [scorer, "--truth", set.truth, "--pred", out, "--by", "lang", "--json", metricsFile],
    { cwd: corpus, stdio: ["ignore", "ignore", "inherit"] },
  );
  const metrics = JSON.parse(readFileSync(metricsFile, "utf8"));
  rmSync(out, { recursive: true, force: true });
  const perDoc = files.map((f) => quantile(times.get(f), 0.5));
  return { ...set, files, metrics, perDoc, coldMs, namesRight, titlePrinted };
}

/** First and last name both right, folded as the scorer and the set-2 test fold them (case, umlauts). */
function sameName(truth, parsed) {
  return fold(truth.firstName) === fold(parsed.firstName) && fold(truth.lastName) === fold(parsed.lastName);
}

const [set1, set2] = [await runSet(SETS[0], PASSES), await runSet(SETS[1], 0)];
const f1 = (n) => (typeof n === "number" ? n.toFixed(3) : "–");
const group = (run, lang) => run.metrics.groups?.[lang];
const median = quantile(set1.perDoc, 0.5);
const byFormat = (ext) => set1.perDoc.filter((_, i) => set1.files[i].endsWith(ext));
const count = (run, ext) => run.files.filter((f) => f.endsWith(ext)).length;
const fields = Object.keys(set1.metrics.fields)
  .map((name) => {
    const cells = [set1, set2].flatMap((run) => {
      const m = run.metrics.fields[name];
      return [f1(m?.f1), f1(group(run, "de")?.fields[name]?.f1), f1(group(run, "en")?.fields[name]?.f1)];
    });
    return `| ${name}${name.endsWith(".entry") ? " *" : ""} | ${cells.join(" | ")} |`;
  })
  .join("\n");
const met =
  set1.metrics.macroF1 >= TARGETS.overall &&
  group(set1, "de")?.macroF1 >= TARGETS.de &&
  set2.metrics.macroF1 >= TARGETS.overall &&
  set1.namesRight === set1.files.length &&
  set2.namesRight === set2.files.length &&
  median < TARGETS.medianMs;
const row = (label, pick) => `| ${label} | ${pick(set1)} | ${pick(set2)} |`;

writeSection(
  "cv-import",
  `## CV import (rule-based, no AI)

${machineLine()} Two development sets, read by \`parseCv\` (the code behind \`npm run cv:parse\`) and scored by \`packages/cv-import/score/score.mjs --by lang\` (a copy of \`../shared/bench/cv-import/score/score.mjs\`):
- set 1: ${set1.files.length} documents of \`${set1.shown}\` (${count(set1, ".pdf")} PDF, ${count(set1, ".docx")} DOCX), the set the rules were first tuned on;
- set 2: ${set2.files.length} documents of \`${set2.shown}\` (${count(set2, ".pdf")} PDF, ${count(set2, ".docx")} DOCX), our own: invented people in layouts and tools set 1 does not have (moderncv classic and banking, a one-page LaTeX résumé, a LaTeX timeline with skill bars, LibreOffice text frames and tables exported to PDF and DOCX, Europass label columns, German tabular CVs with a Persönliche Daten table, US résumés with the company first, two-column designs with the sidebar left and right). \`node bench/cv-import-set2/build.mjs\` rebuilds it.

| | set 1 | set 2 |
|---|---:|---:|
${row("overall macro-F1 (24 fields)", (r) => f1(r.metrics.macroF1))}
${row("German CVs", (r) => f1(group(r, "de")?.macroF1))}
${row("English CVs", (r) => f1(group(r, "en")?.macroF1))}
${row("name right (first and last)", (r) => `${r.namesRight} / ${r.files.length}`)}

Time per document (set 1): the median of ${PASSES} passes per document after one untimed warm-up pass (pdf.js loaded), in one process. The very first document of a fresh process took ${set1.coldMs.toFixed(0)} ms, most of it loading pdf.js; a server pays that once.

| time per document | median ms | p95 ms |
|---|---:|---:|
| all | ${median.toFixed(1)} | ${quantile(set1.perDoc, 0.95).toFixed(1)} |
| PDF | ${quantile(byFormat(".pdf"), 0.5).toFixed(1)} | ${quantile(byFormat(".pdf"), 0.95).toFixed(1)} |
| DOCX | ${quantile(byFormat(".docx"), 0.5).toFixed(1)} | ${quantile(byFormat(".docx"), 0.95).toFixed(1)} |

Targets: overall at least ${TARGETS.overall} on both sets, German at least ${TARGETS.de} on set 1, every name right in both sets, median under ${TARGETS.medianMs} ms: ${met ? "met" : "not met"}.
Both sets are ones the rules were tuned on; held-out documents (other people, other layouts) are expected to score lower.

<details><summary>Per field</summary>

| field | set 1 F1 | set 1 German | set 1 English | set 2 F1 | set 2 German | set 2 English |
|---|---:|---:|---:|---:|---:|---:|
${fields}

Starred rows are reported by the scorer but are not part of the overall score (position and company, or subject and institution, both right).

</details>`,
);
for (const run of [set1, set2]) {
  console.log(
    `${run.label}: overall ${f1(run.metrics.macroF1)}, de ${f1(group(run, "de")?.macroF1)}, en ${f1(group(run, "en")?.macroF1)}, names ${run.namesRight}/${run.files.length}`,
  );
}
console.log(`median ${median.toFixed(1)} ms`);

// The third development set (issue 23): design-tool PDFs drawn out of reading order, letter-spaced
// and small-caps names, academic titles, LibreOffice documents with text boxes. Its own section,
// with all three sets side by side and its own targets; timed like set 1.
const set3 = await runSet(SETS[2], PASSES);
const TARGETS3 = { overall: 0.95, titleF1: 0.9, medianMs: 50 };
const titleF1 = (r) => {
  const { tp, fp, fn } = r.titlePrinted;
  return tp + fp + fn ? (2 * tp) / (2 * tp + fp + fn) : 1;
};
const median3 = quantile(set3.perDoc, 0.5);
const byFormat3 = (ext) => set3.perDoc.filter((_, i) => set3.files[i].endsWith(ext));
const ms = (list, q) => (list.length ? quantile(list, q).toFixed(1) : "–");
const sets = [set1, set2, set3];
const row3 = (label, pick) => `| ${label} | ${sets.map(pick).join(" | ")} |`;
const fields3 = Object.keys(set3.metrics.fields)
  .map((name) => {
    const cells = sets.map((run) => f1(run.metrics.fields[name]?.f1));
    const lang = ["de", "en"].map((l) => f1(group(set3, l)?.fields[name]?.f1));
    return `| ${name}${name.endsWith(".entry") ? " *" : ""} | ${[...cells, ...lang].join(" | ")} |`;
  })
  .join("\n");
const met3 =
  set3.metrics.macroF1 >= TARGETS3.overall &&
  sets.every((r) => r.namesRight === r.files.length) &&
  titleF1(set3) >= TARGETS3.titleF1 &&
  median3 < TARGETS3.medianMs;

writeSection(
  "cv-import-set3",
  `## CV import: third development set (issue 23)

${machineLine()} Set 3: ${set3.files.length} documents of \`${set3.shown}\` (${count(set3, ".pdf")} PDF, ${count(set3, ".docx")} DOCX), our own, made with tools sets 1 and 2 do not use: PDFs drawn with pdfkit text object by text object out of reading order (sidebar first, name last, blocks or items shuffled, reversed, bottom-up) as design tools export them, letter-spaced capital names (a text item a letter, spaces between letters, PDF character spacing), small-caps names with middle initials, names over two lines, Austrian and German academic titles around the name, sidebars that continue on page 2 and wrap e-mail addresses and URLs, Word and Writer documents with text boxes converted by LibreOffice; German, Austrian, Swiss, UK, Irish and Canadian CVs. \`node bench/cv-import-set3/build.mjs\` rebuilds it; \`packages/cv-import/test/dev-set3.test.ts\` holds the targets. Scored as above, beside the other two sets.

| | set 1 | set 2 | set 3 |
|---|---:|---:|---:|
${row3("overall macro-F1 (24 fields)", (r) => f1(r.metrics.macroF1))}
${row3("German CVs", (r) => f1(group(r, "de")?.macroF1))}
${row3("English CVs", (r) => f1(group(r, "en")?.macroF1))}
${row3("name right (first and last)", (r) => `${r.namesRight} / ${r.files.length}`)}
${row3("title F1 where a title is printed", (r) => `${f1(titleF1(r))} (${r.titlePrinted.documents} documents)`)}

Time per document (set 3): the median of ${PASSES} passes per document after one untimed warm-up pass, as for set 1. The machine's 1-minute load average was ${os.loadavg()[0].toFixed(1)} when this run ended (it is shared; times on an idle machine are lower).

| time per document | median ms | p95 ms |
|---|---:|---:|
| all | ${ms(set3.perDoc, 0.5)} | ${ms(set3.perDoc, 0.95)} |
| PDF | ${ms(byFormat3(".pdf"), 0.5)} | ${ms(byFormat3(".pdf"), 0.95)} |
| DOCX | ${ms(byFormat3(".docx"), 0.5)} | ${ms(byFormat3(".docx"), 0.95)} |

Targets of issue 23: overall at least ${TARGETS3.overall} on set 3, every name right in all three sets, title F1 at least ${TARGETS3.titleF1} where a title is printed, median under ${TARGETS3.medianMs} ms: ${met3 ? "met" : "not met"}.

<details><summary>Per field</summary>

| field | set 1 F1 | set 2 F1 | set 3 F1 | set 3 German | set 3 English |
|---|---:|---:|---:|---:|---:|
${fields3}

Starred rows are reported by the scorer but are not part of the overall score.

</details>`,
);
console.log(
  `${set3.label}: overall ${f1(set3.metrics.macroF1)}, de ${f1(group(set3, "de")?.macroF1)}, en ${f1(group(set3, "en")?.macroF1)}, names ${set3.namesRight}/${set3.files.length}, title F1 ${f1(titleF1(set3))}, median ${median3.toFixed(1)} ms`,
);

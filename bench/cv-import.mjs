// CV import: the rule-based parser over the dev set of ../shared/bench/cv-import, scored by its
// scorer, and the time per document. Run: npm run bench:cv-import (node --import tsx bench/cv-import.mjs).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseCv } from "../packages/cv-import/src/parse.ts";
import { machineLine, quantile, root, writeSection } from "./lib.mjs";

const corpus = process.env.CV_IMPORT_CORPUS ?? path.resolve(root, "../shared/bench/cv-import");
const truth = path.join(corpus, "dev");
/** Timed passes over the whole set; each document's time is its median over the passes. */
const PASSES = Number(process.env.CV_IMPORT_PASSES ?? 5);
const TARGETS = { overall: 0.9, de: 0.8, medianMs: 100 };

const files = readdirSync(truth)
  .filter((f) => /\.(pdf|docx)$/.test(f))
  .sort();
const out = mkdtempSync(path.join(os.tmpdir(), "jah-cv-import-"));

// One untimed pass loads pdf.js and compiles the code paths, as a running server would have.
const times = new Map(files.map((f) => [f, []]));
let coldMs;
for (let pass = 0; pass <= PASSES; pass++) {
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(path.join(truth, file)));
    const started = performance.now();
    const parsed = await parseCv(bytes);
    const elapsed = performance.now() - started;
    coldMs ??= elapsed;
    if (pass === 0)
      writeFileSync(path.join(out, file.replace(/\.(pdf|docx)$/, ".json")), JSON.stringify(parsed));
    else times.get(file).push(elapsed);
  }
}
const perDoc = files.map((f) => quantile(times.get(f), 0.5));
const byFormat = (ext) => perDoc.filter((_, i) => files[i].endsWith(ext));

const metricsFile = path.join(out, "metrics.json");
execFileSync(
  process.execPath,
  [
    path.join(corpus, "score/score.mjs"),
    "--truth",
    truth,
    "--pred",
    out,
    "--by",
    "lang",
    "--json",
    metricsFile,
  ],
  { cwd: corpus, stdio: ["ignore", "ignore", "inherit"] },
);
const metrics = JSON.parse(readFileSync(metricsFile, "utf8"));
rmSync(out, { recursive: true, force: true });

const f1 = (n) => (typeof n === "number" ? n.toFixed(3) : "–");
const groups = metrics.groups ?? {};
const de = groups.de?.macroF1;
const en = groups.en?.macroF1;
const median = quantile(perDoc, 0.5);
const fields = Object.entries(metrics.fields)
  .map(
    ([name, m]) =>
      `| ${name}${name.endsWith(".entry") ? " *" : ""} | ${f1(m.precision)} | ${f1(m.recall)} | ${f1(m.f1)} | ${f1(groups.de?.fields[name]?.f1)} | ${f1(groups.en?.fields[name]?.f1)} | ${m.n} |`,
  )
  .join("\n");
const met = metrics.macroF1 >= TARGETS.overall && de >= TARGETS.de && median < TARGETS.medianMs;

writeSection(
  "cv-import",
  `## CV import (rule-based, no AI)

${machineLine()} ${files.length} documents of \`../shared/bench/cv-import/dev\` (${files.filter((f) => f.endsWith(".pdf")).length} PDF, ${files.filter((f) => f.endsWith(".docx")).length} DOCX), read by \`parseCv\` (the code behind \`npm run cv:parse\`) and scored by the set's \`score/score.mjs --by lang\`.
Time per document: the median of ${PASSES} passes per document after one untimed warm-up pass (pdf.js loaded), in one process. The very first document of a fresh process took ${coldMs.toFixed(0)} ms, most of it loading pdf.js; a server pays that once.

| | macro-F1 |
|---|---:|
| overall (24 fields) | ${f1(metrics.macroF1)} |
| German CVs | ${f1(de)} |
| English CVs | ${f1(en)} |

| time per document | median ms | p95 ms |
|---|---:|---:|
| all | ${median.toFixed(1)} | ${quantile(perDoc, 0.95).toFixed(1)} |
| PDF | ${quantile(byFormat(".pdf"), 0.5).toFixed(1)} | ${quantile(byFormat(".pdf"), 0.95).toFixed(1)} |
| DOCX | ${quantile(byFormat(".docx"), 0.5).toFixed(1)} | ${quantile(byFormat(".docx"), 0.95).toFixed(1)} |

Targets: overall at least ${TARGETS.overall}, German at least ${TARGETS.de}, median under ${TARGETS.medianMs} ms: ${met ? "met" : "not met"}.
The dev set is the one the rules were tuned on; the held-out set (other people, other layouts) is expected to score lower.

<details><summary>Per field</summary>

| field | precision | recall | F1 | F1 German | F1 English | truth items |
|---|---:|---:|---:|---:|---:|---:|
${fields}

Starred rows are reported by the scorer but are not part of the overall score (position and company, or subject and institution, both right).

</details>`,
);
console.log(`overall ${f1(metrics.macroF1)}, de ${f1(de)}, en ${f1(en)}, median ${median.toFixed(1)} ms`);

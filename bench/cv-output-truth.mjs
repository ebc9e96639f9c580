// The CV a user gets after importing theirs (issue 28), per development set: every document is
// imported as the server does it, printed in a template, read back with pdf.js and held against its
// truth: contact values and listed skills and languages printed / present, values printed that the
// document never said (levels, months, availability). Each template's PDFs are imported again and
// scored against the profile they came from (the import benchmark's scorer, macro-F1).
// Run: npm run bench:cv-output (node --import tsx bench/cv-output-truth.mjs).
// BENCH_CV_OUTPUT_ALL=1 prints every document in all five templates; by default document i is
// printed in template i mod 5, so each template gets a fifth of every set (the machine is shared).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { scoreDocument, summarise } from "@jah/cv-import/score";
import { CV_TEMPLATES } from "@jah/shared";
import { pdfText } from "@jah/testing/pdf-text";
import {
  checkOutput,
  importDocument,
  printedText,
  profileAsTruth,
} from "../apps/server/test/support/cv-round-trip.ts";
import { parseCv } from "../packages/cv-import/src/parse.ts";
import { machineLine, root, writeSection } from "./lib.mjs";

const corpus = process.env.CV_IMPORT_CORPUS ?? path.resolve(root, "../shared/bench/cv-import");
const SETS = [
  { label: "set 1", dir: path.join(corpus, "dev") },
  { label: "set 2", dir: path.join(root, "bench/cv-import-set2/documents") },
  { label: "set 3", dir: path.join(root, "bench/cv-import-set3/documents") },
];
const ALL = process.env.BENCH_CV_OUTPUT_ALL === "1";
const LIMIT = Number(process.env.BENCH_CV_OUTPUT_LIMIT ?? Number.POSITIVE_INFINITY);

const rows = [];
const reimport = new Map(CV_TEMPLATES.map((t) => [t, []]));
const examples = [];
/** Re-imports under the 0.98 the issue asks of our own layouts, worst first in the report. */
const weakReimports = [];
for (const set of SETS) {
  const files = readdirSync(set.dir)
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .sort()
    .slice(0, LIMIT);
  const sum = {
    docs: 0,
    prints: 0,
    contact: [0, 0],
    listed: [0, 0],
    entries: [0, 0],
    invented: 0,
    importTotals: {},
  };
  for (const [i, file] of files.entries()) {
    const truth = JSON.parse(readFileSync(path.join(set.dir, file.replace(/\.\w+$/, ".json")), "utf8"));
    const { parsed, profile } = await importDocument(
      new Uint8Array(readFileSync(path.join(set.dir, file))),
      file,
    );
    for (const [field, count] of Object.entries(scoreDocument(truth, parsed))) {
      sum.importTotals[field] ??= { tp: 0, fp: 0, fn: 0, tn: 0, n: 0, correct: 0 };
      const total = sum.importTotals[field];
      for (const key of Object.keys(total)) total[key] += count[key] ?? 0;
    }
    const templates = ALL ? CV_TEMPLATES : [CV_TEMPLATES[i % CV_TEMPLATES.length]];
    sum.docs++;
    for (const template of templates) {
      const pdf = await printedText(profile, template);
      const { text } = await pdfText(pdf);
      const check = checkOutput(truth, text, profile.profile_language, profile.mantra);
      sum.prints++;
      sum.contact[0] += check.contact.printed;
      sum.contact[1] += check.contact.present;
      sum.listed[0] += check.listed.printed;
      sum.listed[1] += check.listed.present;
      sum.entries[0] += check.entries.printed;
      sum.entries[1] += check.entries.present;
      sum.invented += check.invented.length;
      if (check.invented.length && examples.length < 8)
        examples.push(`${file} (${template}): ${check.invented.join(", ")}`);
      const again = await parseCv(pdf, { timeoutMs: 120_000 });
      const totals = scoreDocument(profileAsTruth(profile), again);
      const score = summarise(totals).macroF1;
      reimport.get(template).push(score);
      if (score < 0.98) weakReimports.push({ file, template, score, totals });
    }
    process.stdout.write(`${set.label} ${file}\n`);
  }
  rows.push({ set: set.label, ...sum });
}

/** The fields a re-import got wrong, for the report. */
function weakFields(totals) {
  return Object.entries(totals)
    .filter(([, c]) => (c.fp ?? 0) + (c.fn ?? 0) > 0)
    .map(([field]) => field)
    .join(", ");
}

const ratio = ([a, b]) => `${a} / ${b}`;
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const section = [
  "## CV output after an import (issue 28)",
  "",
  `\`bench/cv-output-truth.mjs\`: every document of the development sets imported by the rules, printed ${ALL ? "in all five templates" : "in one template (document i in template i mod 5)"}, read back with pdf.js and held against its truth. Targets: all, all, 0, and at least 0.98 re-import per template. ${machineLine()}`,
  "",
  "| set | documents | PDFs printed | contact values printed / present | listed skills and languages printed / present | employers, positions, education printed / present | invented values printed | import macro-F1 (rules, scorer of the import benchmark) |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.set} | ${r.docs} | ${r.prints} | ${ratio(r.contact)} | ${ratio(r.listed)} | ${ratio(r.entries)} | ${r.invented} | ${summarise(r.importTotals).macroF1.toFixed(3)} |`,
  ),
  "",
  "A value counts as missing when the truth has it and the printed text does not, whether the import or the print lost it. Invented: a level word beyond the levels the truth's languages have, a month for a year-only date, an availability or employment-preference word.",
  "",
  "Re-import of our own PDFs (macro-F1 of the import scorer, the profile as truth):",
  "",
  "| template | PDFs | mean macro-F1 | lowest |",
  "|---|---|---|---|",
  ...CV_TEMPLATES.map((t) => {
    const xs = reimport.get(t);
    return `| ${t} | ${xs.length} | ${mean(xs).toFixed(3)} | ${xs.length ? Math.min(...xs).toFixed(3) : "–"} |`;
  }),
  ...(examples.length ? ["", "Invented values seen:", "", ...examples.map((e) => `- ${e}`)] : []),
  ...(weakReimports.length
    ? [
        "",
        `Re-imports under 0.98: ${weakReimports.length} of ${[...reimport.values()].flat().length}; the worst:`,
        "",
        ...weakReimports
          .sort((a, b) => a.score - b.score)
          .slice(0, 8)
          .map((w) => `- ${w.file} (${w.template}): ${w.score.toFixed(3)}, ${weakFields(w.totals)}`),
      ]
    : []),
].join("\n");
writeSection("cv-output-truth", section);
console.log(section);

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FieldCount, fold, scoreDocument, summarise } from "../score/score.mjs";
import { parseCv } from "../src/index.ts";

/**
 * The third development set (bench/cv-import-set3: PDFs drawn out of reading order as design tools
 * export them, letter-spaced and small-caps names, names over two lines, academic titles, sidebars
 * that continue on page two, Word and Writer documents with text boxes converted by LibreOffice;
 * German, Austrian, Swiss, UK, Irish and Canadian CVs), scored by the benchmark's scorer. The
 * targets are issue 23's: overall, every name right, and the title where the document prints one.
 */
const TARGET_OVERALL = 0.95;
const TARGET_TITLE_F1 = 0.9;
const folder = path.resolve(import.meta.dirname, "../../../bench/cv-import-set3/documents");
const documents = readdirSync(folder)
  .filter((f) => /\.(pdf|docx)$/.test(f))
  .sort();

const add = (totals: Record<string, FieldCount>, counts: Record<string, FieldCount>) => {
  for (const [field, count] of Object.entries(counts)) {
    const sum = totals[field] ?? { tp: 0, fp: 0, fn: 0, tn: 0, n: 0, correct: 0 };
    totals[field] = sum;
    for (const key of ["tp", "fp", "fn", "tn", "n", "correct"] as const)
      sum[key] = (sum[key] ?? 0) + (count[key] ?? 0);
  }
};

describe("third development set", () => {
  it(`scores at least ${TARGET_OVERALL} overall, reads every name and the printed titles (F1 ${TARGET_TITLE_F1})`, async () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
    const totals: Record<string, FieldCount> = {};
    const printed: Record<string, FieldCount> = {};
    const wrongNames: string[] = [];
    for (const file of documents) {
      const truth = JSON.parse(readFileSync(path.join(folder, file.replace(/\.\w+$/, ".json")), "utf8"));
      const parsed = await parseCv(new Uint8Array(readFileSync(path.join(folder, file))));
      const counts = scoreDocument(truth, parsed);
      add(totals, counts);
      // The title is measured where the document prints one; documents without one count in the overall score.
      if (truth.title) add(printed, { title: counts.title as FieldCount });
      const read = `${fold(parsed.firstName)} / ${fold(parsed.lastName)}`;
      if (read !== `${fold(truth.firstName)} / ${fold(truth.lastName)}`) wrongNames.push(`${file}: ${read}`);
    }
    const { tp = 0, fp = 0, fn = 0 } = printed.title ?? {};
    const titleF1 = tp + fp + fn ? (2 * tp) / (2 * tp + fp + fn) : 1;
    const overall = summarise(totals).macroF1;
    const scores = `overall ${overall.toFixed(3)}, title F1 ${titleF1.toFixed(3)}, names ${documents.length - wrongNames.length}/${documents.length}`;
    // The scores go into the failure message, so that a failing run says how far off it is.
    expect(
      { wrongNames, overallMet: overall >= TARGET_OVERALL, titleMet: titleF1 >= TARGET_TITLE_F1 },
      scores,
    ).toEqual({
      wrongNames: [],
      overallMet: true,
      titleMet: true,
    });
  }, 180_000); // the whole set: a shared machine can take longer than the project's 60 s default
});

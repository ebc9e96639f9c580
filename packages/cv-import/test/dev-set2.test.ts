import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type FieldCount, fold, scoreDocument, summarise } from "../score/score.mjs";
import { parseCv } from "../src/index.ts";

/**
 * The second development set (bench/cv-import-set2: LaTeX, LibreOffice frames and tables,
 * Europass, tabular, US and two-column CVs), scored by the benchmark's scorer. The import has to
 * keep at least the target and find every person's name.
 */
const TARGET = 0.9;
const folder = path.resolve(import.meta.dirname, "../../../bench/cv-import-set2/documents");
const documents = readdirSync(folder)
  .filter((f) => /\.(pdf|docx)$/.test(f))
  .sort();

describe("second development set", () => {
  it(`scores at least ${TARGET} overall and reads every name`, async () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
    const totals: Record<string, FieldCount> = {};
    const wrongNames: string[] = [];
    for (const file of documents) {
      const truth = JSON.parse(readFileSync(path.join(folder, file.replace(/\.\w+$/, ".json")), "utf8"));
      const parsed = await parseCv(new Uint8Array(readFileSync(path.join(folder, file))));
      for (const [field, count] of Object.entries(scoreDocument(truth, parsed))) {
        const sum = totals[field] ?? { tp: 0, fp: 0, fn: 0, tn: 0, n: 0, correct: 0 };
        totals[field] = sum;
        for (const key of ["tp", "fp", "fn", "tn", "n", "correct"] as const)
          sum[key] = (sum[key] ?? 0) + (count[key] ?? 0);
      }
      const read = `${fold(parsed.firstName)} / ${fold(parsed.lastName)}`;
      if (read !== `${fold(truth.firstName)} / ${fold(truth.lastName)}`) wrongNames.push(`${file}: ${read}`);
    }
    expect(wrongNames).toEqual([]);
    expect(summarise(totals).macroF1).toBeGreaterThanOrEqual(TARGET);
  });
});

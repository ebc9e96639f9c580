// The round trip of issue 28 over every document of a development set: each document is imported,
// printed in all five templates and read back. Shared by one test file per set, so that the sets
// run side by side.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseCv } from "@jah/cv-import";
import { scoreDocument, summarise } from "@jah/cv-import/score";
import { CV_TEMPLATES } from "@jah/shared";
import { describe, expect, it } from "vitest";
import {
  checkOutput,
  importDocument,
  type OutputCheck,
  pdfText,
  printedText,
  profileAsTruth,
  type Truth,
} from "./cv-round-trip.ts";

/** Issue 28: our own five layouts must read back at least this well, on average per template. */
const REIMPORT_MEAN_FLOOR = 0.98;
/** No single document may read back worse than this in any template (lowest measured: 0.917). */
const REIMPORT_DOCUMENT_FLOOR = 0.9;

/** The documents of a set (PDF and DOCX beside their truth JSON), in name order. */
export function setDocuments(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(pdf|docx)$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * The values of the truth that the import itself read: the printed CV can only show those. A
 * value the import missed is the import's loss (measured by bench/cv-import.mjs), not the print's.
 */
function importedText(parsed: Truth): string {
  return JSON.stringify(parsed).replace(/\\n|[{}[\]":,]/g, " ");
}

function printLosses(printed: OutputCheck, imported: OutputCheck): string[] {
  const lost = (a: string[], b: string[]) => a.filter((v) => !b.includes(v));
  return [
    ...lost(printed.contact.missing, imported.contact.missing),
    ...lost(printed.listed.missing, imported.listed.missing),
    ...lost(printed.entries.missing, imported.entries.missing),
  ];
}

/**
 * Every document of `dir`: every contact value, skill, language and entry of the truth printed
 * (where one is not, the first check tells whether the print lost what the import read), nothing
 * invented, read back.
 * A set that lives outside the repository is reported as skipped, with its label saying why, on a
 * checkout without it.
 */
export function roundTripSet(label: string, dir: string): void {
  const available = existsSync(dir);
  const files = available ? setDocuments(dir) : [];
  const scores = new Map<string, number[]>(CV_TEMPLATES.map((t) => [t, []]));

  describe.skipIf(!available)(available ? label : `${label} (not found: ${dir})`, () => {
    it("has documents", () => {
      expect(files.length).toBeGreaterThan(20);
    });

    it.each(files.map((file) => ({ name: path.basename(file), file })))(
      "$name: printed in all five templates with every value the import read, nothing invented, read back",
      async ({ file }) => {
        const truth: Truth = JSON.parse(readFileSync(file.replace(/\.\w+$/, ".json"), "utf8"));
        const { parsed, profile } = await importDocument(
          new Uint8Array(readFileSync(file)),
          path.basename(file),
        );
        const imported = checkOutput(truth, importedText(parsed), profile.profile_language, profile.mantra);
        for (const template of CV_TEMPLATES) {
          const pdf = await printedText(profile, template);
          const check = checkOutput(
            truth,
            (await pdfText(pdf)).text,
            profile.profile_language,
            profile.mantra,
          );
          expect(
            printLosses(check, imported),
            `${template}: values the import read but the print lost`,
          ).toEqual([]);
          // Issue 28 asks for every value of the truth; the import reads all of them in these sets.
          expect(check.contact.missing, `${template}: contact values`).toEqual([]);
          expect(check.listed.missing, `${template}: skills and languages`).toEqual([]);
          expect(check.entries.missing, `${template}: employers, positions, education`).toEqual([]);
          expect(check.invented, `${template}: invented`).toEqual([]);
          const again = await parseCv(pdf, { timeoutMs: 120_000 });
          const score = summarise(scoreDocument(profileAsTruth(profile), again)).macroF1;
          expect(score, `${template}: re-import`).toBeGreaterThanOrEqual(REIMPORT_DOCUMENT_FLOOR);
          scores.get(template)?.push(score);
        }
      },
      300_000,
    );

    it("reads our own layouts back at 0.98 or better on average per template", () => {
      for (const [template, xs] of scores) {
        expect(xs.length, template).toBe(files.length);
        const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
        expect(mean, `${template}: mean re-import`).toBeGreaterThanOrEqual(REIMPORT_MEAN_FLOOR);
      }
    });
  });
}

import { APPLICATION_SORTS, APPLICATION_STATUSES, SALUTATIONS, SENIORITY_LEVELS } from "@jah/shared";
import { describe, expect, it } from "vitest";
import de from "../public/locales/de/translation.json" with { type: "json" };
import en from "../public/locales/en/translation.json" with { type: "json" };

/**
 * Keys built at run time (`Status.${status}`) escape the literal-key check of translations.test.ts;
 * each value they can take needs a text in both languages.
 */
describe("keys built from shared values", () => {
  const files = { en, de } as Record<string, Record<string, Record<string, unknown>>>;
  const texts = (path: string[]) =>
    Object.entries(files).map(([language, tree]) => {
      let node: unknown = tree;
      for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
      return [language, node] as const;
    });

  it("have a label for every status, sort order and salutation", () => {
    const missing: string[] = [];
    const check = (path: string[]) => {
      for (const [language, text] of texts(path)) {
        if (typeof text !== "string" || !text.trim()) missing.push(`${language}:${path.join(".")}`);
      }
    };
    for (const status of APPLICATION_STATUSES) check(["Status", status]);
    for (const sort of APPLICATION_SORTS) check(["Applications", "Sort", sort]);
    for (const salutation of SALUTATIONS) check(["Applications", "Salutation", salutation]);
    // EmailRequestPage builds its texts from a prefix.
    for (const page of ["RequestValidation", "ResetPassword"]) {
      for (const key of ["Title", "Subtitle", "Submit", "Success", "Error"]) check([page, key]);
    }
    // FitReasons names the career stage an ad asks for.
    for (const level of SENIORITY_LEVELS) check(["Fit", "Seniority", "Level", level]);
    expect(missing).toEqual([]);
  });
});

import { CV_TEMPLATES, LEVELS } from "@jah/shared";
import { describe, expect, it } from "vitest";
import de from "../../../public/locales/de/translation.json" with { type: "json" };
import en from "../../../public/locales/en/translation.json" with { type: "json" };

/** Keys the profile area builds at run time (`Profile.Templates.${template}`) need a text in both languages. */
describe("profile keys built from shared values", () => {
  it("have a name and hint for every template and a name for every level", () => {
    const missing: string[] = [];
    for (const [language, tree] of Object.entries({ en, de })) {
      const text = (path: string[]) => {
        let node: unknown = tree;
        for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
        if (typeof node !== "string" || !node.trim()) missing.push(`${language}:${path.join(".")}`);
      };
      for (const template of CV_TEMPLATES) {
        text(["Profile", "Templates", template]);
        text(["Profile", "TemplateHints", template]);
      }
      for (const kind of ["Language", "Skill"])
        for (const level of LEVELS) text(["Profile", "Levels", kind, `L${level}`]);
    }
    expect(missing).toEqual([]);
  });
});

import { CV_TEMPLATES, type Profile } from "@jah/shared";
import { pdfText } from "@jah/testing/pdf-text";
import { describe, expect, it } from "vitest";
import { renderCvHtml } from "../src/html/render-html.ts";
import { renderCvPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

const SUMMARY = `Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen. ${"Ich mache Zahlen für Menschen ohne Finanzstudium verständlich und baue Berichte, die gelesen werden. ".repeat(8)}Zuletzt verantwortlich für das Monatsreporting.`;

/**
 * A profile as a CV import leaves it (issue 42): a paragraph-long summary, and languages whose CV
 * wrote CEFR codes next to one it described by a word only. Skills are left out so that no skill's
 * level word can stand in for a language's.
 */
function imported(): Profile {
  return {
    ...sampleProfile("de"),
    mantra: SUMMARY,
    skills: [],
    languages: [
      { id: 1, name: "Englisch", level: 75, level_text: "C1" },
      { id: 2, name: "Französisch", level: 50, level_text: "B1" },
      { id: 3, name: "Spanisch", level: 75, level_text: "" },
    ],
  };
}

/** Text without line breaks, soft hyphens and the hyphens a template adds when it wraps a word. */
const flat = (text: string) =>
  text
    .replace(/\u00ad/g, "")
    .replace(/-\s*\n\s*/g, "")
    .replace(/\s+/g, " ");

describe.each(CV_TEMPLATES)("%s prints the summary and levels as written", (template) => {
  it("prints the whole summary under the header and C1/B1 instead of the scale's words", async () => {
    const text = flat((await pdfText(await renderCvPdf(imported(), { template }))).text);
    expect(text).toContain("Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen.");
    expect(text).toContain("Zuletzt verantwortlich für das Monatsreporting.");
    expect(text).toMatch(/Englisch\s*\(?C1\b/);
    expect(text).toMatch(/Französisch\s*\(?B1\b/);
    // A language the CV described by a word keeps the word of the four-step scale.
    expect(text).toMatch(/Spanisch\s*\(?Fließend\b/);
    expect(text).not.toContain("Gute Kenntnisse");
    // The summary comes before the work experience.
    expect(text.indexOf("Konzernberichtswesen")).toBeLessThan(text.toLowerCase().indexOf("berufserfahrung"));
  });
});

describe("the HTML CV", () => {
  it("prints the summary and the levels as written", () => {
    const html = renderCvHtml(imported());
    expect(html).toContain("Zuletzt verantwortlich für das Monatsreporting.");
    expect(html).toContain("C1");
    expect(html).toContain("B1");
    expect(html).not.toContain("Gute Kenntnisse");
  });
});

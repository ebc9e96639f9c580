import { CV_TEMPLATES, type Language, type Profile } from "@jah/shared";
import { pdfText } from "@jah/testing/pdf-text";
import { describe, expect, it } from "vitest";
import { renderCvHtml } from "../src/html/render-html.ts";
import { labelsFor } from "../src/labels.ts";
import { renderCvPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

/** Every level word a template can print, in both languages (skills and spoken languages). */
const LEVEL_WORDS = [
  "Grundkenntnisse",
  "Gute Kenntnisse",
  "Sehr gute Kenntnisse",
  "Experte",
  "Muttersprache",
  "Beginner",
  "Intermediate",
  "Advanced",
  "Expert",
  "Native",
  "Fließend",
  "Fluent",
  "Basic",
];

/**
 * A profile as an import leaves it when the CV said little (issue 28): skills and languages without
 * levels, years without months, and the availability fields never touched.
 */
function sparseProfile(lang: Language): Profile {
  const base = sampleProfile(lang);
  return {
    ...base,
    available: true,
    available_from: null,
    available_to: null,
    freelance: false,
    remote_only: false,
    fulltime_only: false,
    max_hours: null,
    einsatz_orte: "",
    skills: [
      { id: 1, name: "Pneumatik", category: "Fachkenntnisse", percentage: null },
      { id: 2, name: "Hydraulik", category: "Fachkenntnisse", percentage: null },
    ],
    languages: [{ name: "Polnisch", level: null }],
    workexperiences: [
      {
        ...base.workexperiences[0]!,
        start: "2017-01-01",
        ende: "2020-01-01",
        current: false,
        date_precision: "year",
      },
    ],
    educations: [{ ...base.educations[0]!, start: "2012-01-01", ende: "2016-01-01", date_precision: "year" }],
  };
}

describe.each(CV_TEMPLATES)("%s prints nothing the profile does not say", (template) => {
  it("no level for level-less skills and languages, years as years, no availability defaults", async () => {
    for (const lang of ["de", "en"] as const) {
      const { text } = await pdfText(await renderCvPdf(sparseProfile(lang), { template }));
      const flat = text.replace(/\s+/g, " ");
      for (const name of ["Pneumatik", "Hydraulik", "Polnisch"]) expect(flat).toContain(name);
      for (const word of LEVEL_WORDS) expect(flat, `${lang}: ${word}`).not.toContain(word);
      expect(flat).toContain("2017 – 2020");
      expect(flat).toContain("2012 – 2016");
      expect(flat).not.toMatch(/01\/2017|01\/2020|01\/2012/);
      const labels = labelsFor(lang);
      for (const value of [labels.available, labels.employee, labels.availability]) {
        expect(flat, value).not.toContain(value);
      }
    }
  });
});

describe("the HTML CV", () => {
  it("prints level-less skills as a plain list and years as years", () => {
    const html = renderCvHtml(sparseProfile("de"));
    expect(html).toContain("Pneumatik, Hydraulik");
    expect(html).toContain("2017 – 2020");
    for (const word of LEVEL_WORDS) expect(html).not.toContain(word);
  });
});

describe("what the user did set is printed", () => {
  it("prints a chosen availability and a mix of levelled and level-less skills", async () => {
    const profile = sparseProfile("de");
    profile.available_from = "2027-02-01";
    profile.freelance = true;
    profile.skills.push({ id: 3, name: "SPS", category: "Fachkenntnisse", percentage: 75 });
    const { text } = await pdfText(await renderCvPdf(profile, { template: "full" }));
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Verfügbar ab 01.02.2027");
    expect(flat).toContain("Freiberuflich");
    expect(flat).toContain("Sehr gute Kenntnisse");
    expect(flat).not.toContain("Festanstellung");
  });
});

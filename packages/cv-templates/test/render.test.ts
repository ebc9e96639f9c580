import { CV_TEMPLATES, type CvTemplate, type Language } from "@jah/shared";
import { indexesInOrder, type PdfText, pdfText } from "@jah/testing/pdf-text";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { labelsFor, monthYear } from "../src/labels.ts";
import { orderedJobs } from "../src/model.ts";
import { renderCvPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

// Each template and language is rendered once and shared by the tests that read it.
const cache = new Map<string, Promise<PdfText>>();
function rendered(template: CvTemplate, lang: Language, variant: "sample" | "employee" = "sample") {
  const key = `${template}-${lang}-${variant}`;
  let pending = cache.get(key);
  if (!pending) {
    const profile = sampleProfile(lang);
    if (variant === "employee") profile.freelance = false;
    pending = renderCvPdf(profile, { template }).then(pdfText);
    cache.set(key, pending);
  }
  return pending;
}

const LANGS: Language[] = ["de", "en"];

describe.each(CV_TEMPLATES.flatMap((template) => LANGS.map((lang) => ({ template, lang }))))(
  "$template ($lang)",
  ({ template, lang }) => {
    const profile = sampleProfile(lang);
    const labels = labelsFor(lang);
    const jobs = orderedJobs(profile);

    it("prints the two-page sample on exactly two pages and starts with the name", async () => {
      const { pages, text } = await rendered(template, lang);
      // A typical two-page CV must not spill a few lines onto a third page in any template.
      expect(pages).toBe(2);
      expect(text.startsWith("Lena Weißmüller")).toBe(true);
    });

    it("prints the section headings in the profile's language", async () => {
      const lower = (await rendered(template, lang)).text.toLowerCase();
      const headings = [
        labels.profile,
        labels.experience,
        labels.education,
        labels.skills,
        labels.languages,
        labels.qualifications,
        labels.lookingFor,
        labels.rates,
        labels.availability,
        labels.links,
      ];
      for (const heading of headings) expect(lower, heading).toContain(heading.toLowerCase());
      // The other language's headings are not there.
      const other = labelsFor(lang === "de" ? "en" : "de");
      expect(lower).not.toContain(other.experience.toLowerCase());
      expect(lower).not.toContain(other.education.toLowerCase());
    });

    it("lists every job with company and start date, newest first, after the experience heading", async () => {
      const { text } = await rendered(template, lang);
      const lower = text.toLowerCase();
      const heading = lower.indexOf(labels.experience.toLowerCase());
      const companies = indexesInOrder(
        text,
        jobs.map((j) => j.company),
      );
      const starts = indexesInOrder(
        text,
        jobs.map((j) => monthYear(j.start)),
      );
      expect(companies[0]).toBeGreaterThan(heading);
      expect(starts[0]).toBeGreaterThan(heading);
      // Each job's date belongs to it: it comes before the next job's company.
      for (let i = 0; i < jobs.length - 1; i++) expect(starts[i]).toBeLessThan(companies[i + 1]!);
      expect(text).toContain(`${monthYear(jobs[0]!.start)} – ${labels.present}`);
      for (const job of jobs) expect(text).toContain(job.position_name);
    });

    it("keeps umlauts, ß, €, en and em dashes intact", async () => {
      const { text } = await rendered(template, lang);
      for (const needle of ["Weißmüller", "Köln", "Müller & Söhne", "Fährhaus", "Ökoflux", "€", "–", "—"]) {
        expect(text, needle).toContain(needle);
      }
      expect(text).toContain(lang === "de" ? "95 €" : "€95");
      expect(text).toContain(lang === "de" ? "Französisch" : "Düsseldorf");
    });

    it("leaves out what is not public", async () => {
      const { text } = await rendered(template, lang);
      expect(text).not.toContain("lena.privat@example.de");
      expect(text).not.toContain("9876543");
      expect(text).not.toContain("1989");
      expect(text).not.toContain("Krüger");
      expect(text).not.toContain("704");
      expect(text).not.toContain(labels.dailyRateRemote);
      // The public ones are there, so the checks above are not passing by accident.
      expect(text).toContain("+49 171 5550123");
      expect(text).toContain(labels.dailyRateOnSite);
    });
  },
);

describe.each(CV_TEMPLATES)("%s for an employee", (template) => {
  it("prints no rates", async () => {
    const { text } = await rendered(template, "de", "employee");
    const labels = labelsFor("de");
    expect(text).toContain("Weißmüller");
    for (const needle of [
      labels.rates,
      labels.hourlyRateOnSite,
      labels.dailyRateOnSite,
      "95 €",
      "88 €",
      "760 €",
    ]) {
      expect(text, needle).not.toContain(needle);
    }
  });
});

describe("pictures", () => {
  it("embeds a JPEG given as a Buffer or a data URL", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c08040" } })
      .jpeg()
      .toBuffer();
    const withoutPicture = await renderCvPdf(sampleProfile("de"), { template: "color_header" });
    for (const picture of [jpeg, `data:image/jpeg;base64,${jpeg.toString("base64")}`]) {
      const pdf = await renderCvPdf(sampleProfile("de"), { template: "color_header", picture });
      expect(pdf.toString("latin1")).toContain("/DCTDecode");
    }
    expect(withoutPicture.toString("latin1")).not.toContain("/DCTDecode");
  });
});

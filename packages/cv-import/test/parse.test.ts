import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv, toProfileDraft } from "../src/index.ts";

/** A German two-column CV: contact and languages in a sidebar, experience in the main column. */
function sidebarPdf(): Uint8Array {
  const side = column(
    [
      ["KONTAKT", 30, { bold: true, size: 11 }],
      ["Kastanienweg 7a", 30],
      ["D-01067 Dresden", 30],
      ["+49 (0)351 4455667", 30],
      ["j.kraemer@example.de", 30],
      ["SPRACHEN", 30, { bold: true, size: 11, gap: 10 }],
      ["Deutsch", 30, { bold: true }],
      ["Muttersprache", 30],
      ["Englisch", 30, { bold: true }],
      ["fließend (C1)", 30],
    ],
    720,
    13,
  );
  const main = column(
    [
      ["Johanna Krämer", 210, { size: 24, bold: true }],
      ["Bauingenieurin", 210, { size: 13 }],
      ["Beruflicher Werdegang", 210, { size: 14, bold: true, gap: 16 }],
      ["Projektleiterin Hochbau", 210, { bold: true }],
      ["Elbtal Bau GmbH, Dresden", 210],
      ["seit 03/2021", 210],
      ["• Leitung von Wohnbauprojekten bis 12 Mio. €", 216],
      ["Bauleiterin", 210, { bold: true, gap: 6 }],
      ["Sachsen Hoch- und Tiefbau AG", 210],
      ["09/2016 – 02/2021", 210],
      ["• Koordination der Gewerke auf der", 216],
      ["  Baustelle", 222],
      ["Ausbildung", 210, { size: 14, bold: true, gap: 16 }],
      ["M.Sc. Bauingenieurwesen", 210, { bold: true }],
      ["Technische Universität Dresden", 210],
      ["2014 – 2016", 210],
      ["Kenntnisse", 210, { size: 14, bold: true, gap: 16 }],
      ["Software: AutoCAD, Revit, MS Project", 210],
    ],
    800,
    16,
  );
  return makePdf([[...main, ...side]]);
}

describe("parseCv", () => {
  it("reads a German sidebar PDF", async () => {
    const cv = await parseCv(sidebarPdf());
    expect(cv).toMatchObject({
      firstName: "Johanna",
      lastName: "Krämer",
      title: "Bauingenieurin",
      email: "j.kraemer@example.de",
      phone: "+49 (0)351 4455667",
      street: "Kastanienweg",
      houseNumber: "7a",
      postcode: "01067",
      city: "Dresden",
      languages: [
        { name: "Deutsch", level: "Muttersprache" },
        { name: "Englisch", level: "fließend (C1)" },
      ],
      skills: [
        { name: "AutoCAD", category: "Software" },
        { name: "Revit", category: "Software" },
        { name: "MS Project", category: "Software" },
      ],
      education: [
        {
          subject: "M.Sc. Bauingenieurwesen",
          institution: "Technische Universität Dresden",
          start: "2014",
          end: "2016",
        },
      ],
    });
    expect(cv.work).toEqual([
      {
        position: "Projektleiterin Hochbau",
        company: "Elbtal Bau GmbH",
        place: "Dresden",
        start: "2021-03",
        end: null,
        current: true,
        tasks: ["Leitung von Wohnbauprojekten bis 12 Mio. €"],
      },
      {
        position: "Bauleiterin",
        company: "Sachsen Hoch- und Tiefbau AG",
        start: "2016-09",
        end: "2021-02",
        current: false,
        tasks: ["Koordination der Gewerke auf der Baustelle"],
      },
    ]);
  });

  it("reads an English DOCX laid out as a two-cell table (sidebar cell, main cell)", async () => {
    const sidebar = [
      { text: "Contact", style: "Heading1" },
      { text: "12 Elm Grove" },
      { text: "Cardiff CF10 1AA" },
      { text: "07700 900456" },
      { text: "sam.hughes@example.co.uk" },
      { text: "github.com/samhughes" },
      { text: "Languages", style: "Heading1" },
      { text: "English – Native" },
      { text: "Welsh – Good" },
    ];
    const mainCell = [
      { text: "Sam Hughes", style: "Title" },
      { text: "Data Engineer" },
      { text: "Work Experience", style: "Heading1" },
      { text: "Data Engineer at Dragon Analytics Ltd\tJan 2020 – present", bold: true },
      { text: "Built streaming pipelines with Kafka", bullet: true },
      { text: "Graduate Analyst at Severn Water plc\tSep 2017 – Dec 2019", bold: true },
      { text: "Automated monthly reporting", bullet: true },
      { text: "Education", style: "Heading1" },
      { text: "BSc Mathematics\t2014 – 2017", bold: true },
      { text: "Cardiff University" },
    ];
    const cv = await parseCv(makeDocx([{ rows: [[sidebar, mainCell]] }]));
    expect(cv).toMatchObject({
      firstName: "Sam",
      lastName: "Hughes",
      title: "Data Engineer",
      phone: "07700 900456",
      postcode: "CF10 1AA",
      city: "Cardiff",
      street: "Elm Grove",
      houseNumber: "12",
      socialLinks: ["github.com/samhughes"],
      languages: [
        { name: "English", level: "Native" },
        { name: "Welsh", level: "Good" },
      ],
      education: [
        { subject: "BSc Mathematics", institution: "Cardiff University", start: "2014", end: "2017" },
      ],
    });
    expect(cv.work.map((w) => [w.position, w.company, w.start, w.end, w.current, w.tasks])).toEqual([
      [
        "Data Engineer",
        "Dragon Analytics Ltd",
        "2020-01",
        null,
        true,
        ["Built streaming pipelines with Kafka"],
      ],
      ["Graduate Analyst", "Severn Water plc", "2017-09", "2019-12", false, ["Automated monthly reporting"]],
    ]);
  });
});

describe("link targets", () => {
  it("takes a social profile from a hyperlink whose text is only the site's name", async () => {
    const docx = makeDocx(
      [
        { text: "Mia Roth", style: "Title" },
        { text: "LinkedIn · mia@example.com" },
        { text: "Erfahrung", style: "Heading1" },
      ],
      ["https://www.linkedin.com/in/mia-roth", "https://www.arbeitgeber.example/", "mailto:mia@example.com"],
    );
    const cv = await parseCv(docx);
    expect(cv.socialLinks).toEqual(["https://www.linkedin.com/in/mia-roth"]);
    expect(cv.website).toBeNull();
  });
});

describe("toProfileDraft", () => {
  it("maps to the profile's fields, dates and levels", async () => {
    const draft = toProfileDraft(await parseCv(sidebarPdf()));
    expect(draft).toMatchObject({
      vorname: "Johanna",
      name: "Krämer",
      telefon: "+49 (0)351 4455667",
      mobile: "",
      housenumber: "7a",
      languages: [
        { name: "Deutsch", level: 100, printed: "Muttersprache" },
        { name: "Englisch", level: 75, printed: "fließend (C1)" },
      ],
      educations: [
        {
          name: "Technische Universität Dresden",
          subject_area: "M.Sc. Bauingenieurwesen",
          start: "2014-01-01",
          ende: "2016-01-01",
        },
      ],
    });
    expect(draft.workexperiences[0]).toMatchObject({
      start: "2021-03-01",
      ende: null,
      current: true,
      job_tasks: [{ description: "Leitung von Wohnbauprojekten bis 12 Mio. €" }],
    });
    expect(draft.skills[0]).toEqual({ name: "AutoCAD", category: "Software", percentage: null });
  });
});

describe("cv:parse", () => {
  it("writes one JSON per document and reports unreadable files", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cv-parse-"));
    try {
      writeFileSync(path.join(dir, "krämer.pdf"), sidebarPdf());
      writeFileSync(path.join(dir, "broken.docx"), new Uint8Array([1, 2, 3, 4]));
      const cli = path.resolve(import.meta.dirname, "../src/cli.ts");
      let status = 0;
      try {
        execFileSync(
          process.execPath,
          [
            "--import",
            "tsx",
            cli,
            path.join(dir, "krämer.pdf"),
            path.join(dir, "broken.docx"),
            "--out",
            path.join(dir, "out"),
          ],
          { stdio: "pipe" },
        );
      } catch (error) {
        status = (error as { status: number }).status;
      }
      expect(status).toBe(1);
      const parsed = JSON.parse(readFileSync(path.join(dir, "out", "krämer.json"), "utf8"));
      expect(parsed.lastName).toBe("Krämer");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

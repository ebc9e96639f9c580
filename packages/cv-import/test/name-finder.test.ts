import { describe, expect, it } from "vitest";
import { repairLetterSpacing } from "../src/letter-spacing.ts";
import { splitTitles } from "../src/name/titles.ts";
import { findName } from "../src/names.ts";
import { readCv } from "../src/parse.ts";
import { toProfileDraft } from "../src/profile-draft.ts";
import type { Line } from "../src/types.ts";
import { line } from "./lines.ts";

/** A line of one cell at x, `size` points, optionally bold, spanning to `right`. */
function at(text: string, x: number, size: number, extra: Partial<Line> = {}): Line {
  return line([[text, x]], { size, right: x + text.length * size * 0.5, ...extra });
}

describe("academic titles", () => {
  it("takes titles off before and after the name, as printed", () => {
    expect(splitTitles("Mag. Max Muster, BSc")).toEqual({
      core: "Max Muster",
      before: ["Mag."],
      after: ["BSc"],
    });
    expect(splitTitles("Prof. Dr.-Ing. Anna Berg")).toEqual({
      core: "Anna Berg",
      before: ["Prof.", "Dr.-Ing."],
      after: [],
    });
    expect(splitTitles("Dr. rer. nat. Jonas Weber")).toMatchObject({ core: "Jonas Weber" });
    expect(splitTitles("Thomas Adeyemi-Clarke, PhD")).toMatchObject({
      core: "Thomas Adeyemi-Clarke",
      after: ["PhD"],
    });
    expect(splitTitles("Katharina von Ahlen, LL.M.")).toMatchObject({ after: ["LL.M."] });
    expect(splitTitles("Sarah Jones, B.Sc., MBA")).toMatchObject({
      core: "Sarah Jones",
      after: ["B.Sc.", "MBA"],
    });
    // "Ma" in mixed case is a surname, not a Master of Arts.
    expect(splitTitles("Li Ma")).toEqual({ core: "Li Ma", before: [], after: [] });
  });
});

describe("name finder (German CVs)", () => {
  it("reads 'Mag. Max Muster, BSc' as the name with its titles apart", () => {
    const lines = [
      at("Mag. Max Muster, BSc", 50, 24, { emphasis: true }),
      at("Controller", 50, 11),
      at("Mariahilfer Straße 88/12, 1070 Wien", 50, 9),
      at("Berufserfahrung", 50, 12, { emphasis: true }),
      at("Bachelor of Science Wirtschaftsinformatik", 50, 10, { emphasis: true }),
    ];
    expect(findName(lines, undefined, { email: "max.muster@gmx.at" })).toEqual({
      firstName: "Max",
      lastName: "Muster",
      title: "Controller",
      academicTitles: { before: ["Mag."], after: ["BSc"] },
    });
  });

  it("joins a first name over a SURNAME line and keeps the title line above apart", () => {
    const lines = [
      at("KONTAKT", 22, 10.5, { column: "side", emphasis: true }),
      at("Schönaugasse 17", 22, 8.5, { column: "side" }),
      at("8010 Graz", 22, 8.5, { column: "side" }),
      at("b.pichler@aon.at", 22, 8.5, { column: "side" }),
      at("Dipl.-Ing.", 210, 11),
      at("Bernhard", 210, 30),
      at("PICHLER", 210, 30, { emphasis: true }),
      at("VERFAHRENSTECHNIKER", 210, 10),
      at("PROFIL", 210, 12, { emphasis: true }),
    ];
    expect(findName(lines, undefined, { email: "b.pichler@aon.at" })).toEqual({
      firstName: "Bernhard",
      lastName: "Pichler",
      title: "Verfahrenstechniker",
      academicTitles: { before: ["Dipl.-Ing."], after: [] },
    });
  });

  it("weighs the e-mail address with umlauts and ß folded", () => {
    const lines = [
      at("Erika", 50, 28),
      at("MÜLLER-WEISS", 50, 28, { emphasis: true }),
      at("Projektleiterin", 50, 12),
      at("erika.mueller-weiss@example.de", 50, 9),
    ];
    expect(findName(lines, undefined, { email: "erika.mueller-weiss@example.de" })).toMatchObject({
      firstName: "Erika",
      lastName: "Müller-Weiss",
      title: "Projektleiterin",
    });
  });

  it("does not take a degree line, a skill or a university for the name", () => {
    const lines = [
      at("Erstes Juristisches Staatsexamen", 56, 10.5, { emphasis: true }),
      at("Bucerius Law School", 56, 9.5, { emphasis: true }),
      at("Projekt Management", 56, 9.5, { emphasis: true }),
      at("Katharina von Ahlen", 150, 26),
      at("Syndikusrechtsanwältin", 150, 11.5, { emphasis: true }),
    ];
    expect(findName(lines, undefined)).toMatchObject({ firstName: "Katharina", lastName: "von Ahlen" });
  });

  it("reads a letter-spaced name and title after the repair", () => {
    const lines = repairLetterSpacing([
      line(
        [
          ["B E N E D I K T", 138],
          ["R A A B", 330],
        ],
        { size: 24, emphasis: true, right: 420 },
      ),
      at("E L E K T R O T E C H N I K E R", 229, 9.5),
      at("+43 732 771203  benedikt.raab@outlook.at", 156, 8.5),
      at("P R O F I L", 50, 10.5, { emphasis: true }),
      line(
        [
          ["03/2018 – heute", 50],
          ["Automatisierungstechniker", 138],
        ],
        { size: 10.5, emphasis: true },
      ),
    ]);
    expect(findName(lines, undefined, { email: "benedikt.raab@outlook.at" })).toEqual({
      firstName: "Benedikt",
      lastName: "Raab",
      title: "Elektrotechniker",
    });
  });
});

describe("a headline beside the name that wraps", () => {
  it("continues onto the next line in the same large type, but takes no contact line or heading", () => {
    const lines = [
      at("Grace Whitfield | Marketing", 142, 24.8, { emphasis: true }),
      at("Manager", 249, 24.8),
      at("16 Camden Road – London NW1 9LQ", 160, 10.9),
      at("Experience", 60, 14.3, { emphasis: true }),
    ];
    expect(findName(lines, undefined)).toMatchObject({
      firstName: "Grace",
      lastName: "Whitfield",
      title: "Marketing Manager",
    });
    const unwrapped = [
      at("Grace Whitfield | Marketing Manager", 142, 24.8, { emphasis: true }),
      at("Experience", 60, 24.8, { emphasis: true }),
    ];
    expect(findName(unwrapped, undefined)).toMatchObject({ title: "Marketing Manager" });
  });
});

describe("name finder (English CVs)", () => {
  it("takes no monogram of the name under it for a surname (a design's initials logo)", () => {
    const lines = [
      at("Olivia Evans", 50, 26, { emphasis: true }),
      at("OE", 50, 24, { emphasis: true }),
      at("Content Marketing Manager", 50, 12),
      at("olivia.evans@example.com", 50, 9),
      at("Experience", 50, 12, { emphasis: true }),
    ];
    expect(findName(lines, undefined, { email: "olivia.evans@example.com" })).toMatchObject({
      firstName: "Olivia",
      lastName: "Evans",
    });
  });

  it("takes no monogram with or without the particle for a surname (MV for Miriam von Alvensleben)", () => {
    // Positions as our elegant template prints them: all centred, the monogram in a circle.
    for (const monogram of ["MV", "MA", "MVA"]) {
      const lines = [
        at("Miriam von Alvensleben", 157.7, 24.3, { emphasis: true, right: 437.1 }),
        at("Personalreferentin", 241.2, 13.4, { emphasis: true, right: 354.1 }),
        at(monogram, 278.3, 23.04, { emphasis: true, right: 316 }),
        at("E-Mail: miriam.alvensleben@web.de · Telefon: +49 (0)511 7730415", 85.9, 7.9),
        at("Berufserfahrung", 40, 13.4, { emphasis: true }),
      ];
      expect(findName(lines, undefined, { email: "miriam.alvensleben@web.de" }), monogram).toMatchObject({
        firstName: "Miriam",
        lastName: "von Alvensleben",
      });
    }
  });

  it("reads a small-caps name with a middle initial, centred", () => {
    const lines = repairLetterSpacing([
      at("JOHN Q. PUBLIC", 200, 26),
      at("Backend Developer", 240, 11.5, { emphasis: true }),
      at("455 Spadina Avenue, Toronto, ON M5S 2G8", 210, 9),
      at("+1 416 555 0192 · john.public@example.com", 200, 9),
      at("Experience", 56, 11.5, { emphasis: true }),
    ]);
    expect(findName(lines, undefined)).toEqual({
      firstName: "John",
      lastName: "Public",
      title: "Backend Developer",
    });
  });

  it("finds the name drawn last, after the sidebar and the entries", () => {
    const lines = [
      at("SKILLS", 22, 10.5, { column: "side", emphasis: true }),
      at("Machine Learning", 22, 9, { column: "side", emphasis: true }),
      at("University of Edinburgh", 56, 10, { emphasis: true }),
      at("Bachelor of Computer Science", 56, 10, { emphasis: true }),
      at("Amara Okonkwo, MSc", 40, 24, { emphasis: true }),
      at("Environmental Consultant", 40, 12.5),
    ];
    expect(findName(lines, undefined, { email: "amara.okonkwo@example.co.uk" })).toEqual({
      firstName: "Amara",
      lastName: "Okonkwo",
      title: "Environmental Consultant",
      academicTitles: { before: [], after: ["MSc"] },
    });
  });

  it("takes no address line for the title when there is none", () => {
    const lines = [
      at("RHYS LLEWELLYN MBA", 183, 26),
      at("33 Cathedral Road, Cardiff CF11 9HB", 228, 9),
      at("+44 7700 900418 · rhys.llewellyn@btinternet.com", 204, 9),
      at("Experience", 56, 11.5, { emphasis: true }),
    ];
    expect(findName(lines, undefined)).toMatchObject({ firstName: "Rhys", lastName: "Llewellyn", title: "" });
  });

  it("skips a sidebar line beside the name and cuts a sidebar heading off the name's line", () => {
    const lines = [
      line([["Thomas Adeyemi-Clarke, PhD CONTACT", 40]], { size: 24, emphasis: true, right: 520 }),
      line([["Research Scientist", 40]], { size: 12.5, right: 150 }),
    ];
    expect(findName(lines, undefined)).toMatchObject({
      firstName: "Thomas",
      lastName: "Adeyemi-Clarke",
      title: "Research Scientist",
    });
    const beside = [
      line([["Lea Marie Schwarzenbach", 40]], { size: 24, emphasis: true, right: 330 }),
      line([["Kramgasse 62", 441]], { size: 8.5, right: 500 }),
      line(
        [
          ["Pflegefachfrau HF", 40],
          ["3011 Bern", 441],
        ],
        { size: 12.5, right: 500 },
      ),
    ];
    expect(findName(beside, undefined)).toEqual({
      firstName: "Lea Marie",
      lastName: "Schwarzenbach",
      title: "Pflegefachfrau HF",
    });
  });

  it("reads a sidebar head: initials, first names over a SURNAME, a wrapped tracked title", () => {
    const lines = repairLetterSpacing([
      at("JL", 82, 30, { column: "side", emphasis: true }),
      at("Jean-François P.", 22, 24, { column: "side" }),
      at("LAVOIE, PMP", 22, 24, { column: "side", emphasis: true }),
      at("C O N S T R U C T I O N P R O J E C T", 36, 9, { column: "side" }),
      at("M A N A G E R", 74, 9, { column: "side" }),
      at("CONTACT", 20, 10, { column: "side", emphasis: true }),
      at("1280 Homer Street", 20, 8.5, { column: "side" }),
    ]);
    expect(findName(lines, undefined)).toEqual({
      // The middle initial is no part of the given name.
      firstName: "Jean-François",
      lastName: "Lavoie",
      title: "Construction Project Manager",
      academicTitles: { before: [], after: ["PMP"] },
    });
    const centred = [
      at("LS", 82, 30, { column: "side", emphasis: true }),
      line([["Lea Marie", 63]], { size: 17, right: 140, column: "side" }),
      line([["SCHWARZENBACH", 22]], { size: 17, right: 181, emphasis: true, column: "side" }),
      at("KONTAKT", 20, 10, { column: "side", emphasis: true }),
    ];
    expect(findName(centred, undefined)).toMatchObject({ firstName: "Lea Marie", lastName: "Schwarzenbach" });
  });

  it("keeps Irish particles with the surname", () => {
    expect(findName([at("NIAMH Ó BRIAIN", 50, 24)], undefined)).toMatchObject({
      firstName: "Niamh",
      lastName: "Ó Briain",
    });
  });
});

describe("unsure names", () => {
  it("marks the name as one to check when two candidates score alike", () => {
    const lines = [at("Anna Schmidt", 50, 20), at("Peter Meier", 50, 20), at("Berufserfahrung", 50, 12)];
    const found = findName(lines, undefined);
    expect(found.nameUnsure).toBe(true);
    const cv = readCv({ lines, format: "pdf", bodySize: 10, links: [] });
    expect(cv.nameUnsure).toBe(true);
    expect(toProfileDraft(cv).check).toEqual(["vorname", "name"]);
  });

  it("is sure when the e-mail address or the type size decides", () => {
    const lines = [at("Anna Schmidt", 50, 20), at("Peter Meier", 50, 20), at("Berufserfahrung", 50, 12)];
    expect(findName(lines, undefined, { email: "peter.meier@example.de" })).toMatchObject({
      lastName: "Meier",
    });
    expect(findName(lines, undefined, { email: "peter.meier@example.de" }).nameUnsure).toBeUndefined();
    const bigger = [at("Anna Schmidt", 50, 26), at("Peter Meier", 50, 12)];
    expect(findName(bigger, undefined).nameUnsure).toBeUndefined();
    const cv = readCv({ lines: bigger, format: "pdf", bodySize: 10, links: [] });
    expect(toProfileDraft(cv).check).toBeUndefined();
  });
});

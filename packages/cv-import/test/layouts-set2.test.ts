import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { extractContact } from "../src/contact.ts";
import { findDateRange } from "../src/dates.ts";
import { groupEntries } from "../src/entries.ts";
import { companyAndPlace, workRoles } from "../src/experience.ts";
import { extractPdf } from "../src/extract/pdf.ts";
import { extractLanguages } from "../src/languages.ts";
import { findName, isName, labelledNameParts, nameCase } from "../src/names.ts";
import { parseCv } from "../src/parse.ts";
import { line } from "./lines.ts";

/** Rules found with the second development set (LaTeX, LibreOffice, Europass, US résumés), as small cases. */

describe("name finder", () => {
  it("reads names with an apostrophe and a second capital", () => {
    expect(isName("Marcus O'Connell")).toBe(true);
    expect(isName("Aoife D’Arcy")).toBe(true);
    expect(isName("Siobhan McAllister")).toBe(true);
  });

  it("finds the headline below contact lines set beside the name (moderncv)", () => {
    const lines = [
      line([["Am Wall 114", 470]]),
      line(
        [
          ["Henrike Brückner", 60],
          ["Deutschland", 470],
        ],
        { size: 34 },
      ),
      line([["M +49 421 5583920", 440]]),
      line([["E henrike@example.de", 390]]),
      line(
        [
          ["Projektleiterin Logistik", 60],
          ["xing.com/profile/Henrike_B", 400],
        ],
        { size: 17 },
      ),
      line([["Berufserfahrung", 130]], { size: 14 }),
    ];
    expect(findName(lines, undefined, { bodySize: 10, email: "henrike@example.de" })).toEqual({
      firstName: "Henrike",
      lastName: "Brückner",
      title: "Projektleiterin Logistik",
    });
  });

  it("does not take a web address under the name for the headline", () => {
    const lines = [
      line([["OLIVIA HARTWELL", 190]], { size: 24 }),
      line([["1420 NW Everett Street, Portland, OR 97209 | olivia@example.com |", 57]]),
      line([["oliviahartwell.design", 270]]),
      line([["PROFESSIONAL EXPERIENCE", 69]], { size: 13 }),
    ];
    expect(findName(lines, undefined, { bodySize: 10 })).toMatchObject({ lastName: "Hartwell", title: "" });
  });

  it("joins a name in large type that wrapped onto a second line", () => {
    const german = [
      line(
        [
          ["Miriam von", 60],
          ["Podbielskistraße 31", 410],
        ],
        { size: 34 },
      ),
      line([["30163 Hannover", 460]]),
      line(
        [
          ["Alvensleben", 58],
          ["Deutschland", 470],
        ],
        { size: 34 },
      ),
      line([["Personalreferentin", 60]], { size: 17 }),
    ];
    expect(findName(german, undefined, { bodySize: 10 })).toEqual({
      firstName: "Miriam",
      lastName: "von Alvensleben",
      title: "Personalreferentin",
    });
    const english = [
      line([["Marcus O’Connell-", 190]], { size: 25 }),
      line([["Byrne | Data Engineer", 160]], { size: 25 }),
      line([["48 Harcourt Street – Dublin D02 XK72", 180]]),
    ];
    expect(findName(english, undefined, { bodySize: 10 })).toEqual({
      firstName: "Marcus",
      lastName: "O’Connell-Byrne",
      title: "Data Engineer",
    });
    expect(isName("MARCUS O'CONNELL")).toBe(true);
  });

  it("reads Europass name rows, surname first", () => {
    expect(
      labelledNameParts([
        line([
          ["Surname(s) / First name(s)", 60],
          ["Raman, Priya", 200],
        ]),
      ]),
    ).toEqual({
      firstName: "Priya",
      lastName: "Raman",
    });
    expect(
      labelledNameParts([
        line([
          ["Name:", 60],
          ["von Alvensleben, Miriam", 200],
        ]),
      ]),
    ).toEqual({
      firstName: "Miriam",
      lastName: "von Alvensleben",
    });
  });
});

describe("entry-line roles", () => {
  it("reads a company line with its town and the position on the next line", () => {
    expect(workRoles(["Cascadia Outfitters — Portland, OR", "Senior Product Designer"])).toMatchObject({
      position: "Senior Product Designer",
      company: "Cascadia Outfitters",
    });
    expect(workRoles(["Förde Werbeagentur — Kiel", "Werkstudentin Grafikdesign"])).toEqual({
      position: "Werkstudentin Grafikdesign",
      company: "Förde Werbeagentur",
      place: "Kiel",
    });
    expect(workRoles(["Leinetal Versicherung AG — Hannover", "Personalreferentin"])).toMatchObject({
      position: "Personalreferentin",
      company: "Leinetal Versicherung AG",
    });
  });

  it("keeps a bullet beside the wrapped end of a period as a task (moderncv)", () => {
    const [entry] = groupEntries([
      line([["04/2021 – Projektleiterin Kontraktlogistik, Nordhafen Reederei AG, Hamburg", 75]]),
      line([
        ["heute", 95],
        ["• Leitung von Anlaufprojekten", 133],
      ]),
      line([["• Steuerung eines Teams", 133]]),
    ]);
    expect(entry?.dates).toMatchObject({ start: "2021-04", current: true });
    expect(entry?.tasks).toEqual(["Leitung von Anlaufprojekten", "Steuerung eines Teams"]);
    expect(workRoles(entry?.headers ?? [])).toMatchObject({
      position: "Projektleiterin Kontraktlogistik",
      company: "Nordhafen Reederei AG",
    });
  });

  it("does not read a position that starts like a month as the end of a wrapped period", () => {
    const [german] = groupEntries([
      line([["10/2019 – Marketing Managerin, Mainufer Food GmbH, Frankfurt am Main", 75]]),
      line([
        ["heute", 95],
        ["• Steuerung von Agenturen", 133],
      ]),
    ]);
    expect(german?.dates).toMatchObject({ start: "2019-10", current: true });
    expect(workRoles(german?.headers ?? [])).toMatchObject({
      position: "Marketing Managerin",
      company: "Mainufer Food GmbH",
    });
    const [english] = groupEntries([
      line([["03/2015 – Junior Analyst, Pennine Building Society, Leeds", 75]]),
      line([
        ["09/2019", 83],
        ["• Analysed branch profitability", 133],
      ]),
    ]);
    expect(english?.dates).toMatchObject({ start: "2015-03", end: "2019-09" });
    expect(english?.headers[0]).toBe("Junior Analyst, Pennine Building Society, Leeds");
  });

  it("joins a header that wrapped after a comma", () => {
    const [entry] = groupEntries([
      line([["09/2016 – Data Engineer, Liffey Analytics Ltd,", 75]], { right: 540, limit: 545 }),
      line([
        ["06/2019", 83],
        ["Dublin", 131],
      ]),
    ]);
    expect(entry?.headers).toEqual(["Data Engineer, Liffey Analytics Ltd, Dublin"]);
    expect(entry?.dates).toMatchObject({ start: "2016-09", end: "2019-06" });
  });
});

describe("date forms", () => {
  it("reads the year of a period that wrapped onto the institution's line (Europass)", () => {
    const [german] = groupEntries([
      line([
        ["Oktober 2012 – Dezember", 79],
        ["M.Sc. Betriebswirtschaftslehre", 203],
      ]),
      line([["2014 Goethe-Universität Frankfurt", 175]]),
    ]);
    expect(german?.headers).toEqual(["M.Sc. Betriebswirtschaftslehre", "Goethe-Universität Frankfurt"]);
    expect(german?.dates).toMatchObject({ start: "2012-10", end: "2014-12" });
    const [english] = groupEntries([
      line([
        ["September 2013 – June", 79],
        ["BSc Accounting and Finance", 203],
      ]),
      line([["2016 University of Leeds", 175]]),
    ]);
    expect(english?.headers).toEqual(["BSc Accounting and Finance", "University of Leeds"]);
    expect(english?.dates).toMatchObject({ start: "2013-09", end: "2016-06" });
  });

  it("reads 'bis heute', 'seit' with two-digit years and 'now'", () => {
    expect(findDateRange("03.2019 bis heute")).toMatchObject({ start: "2019-03", current: true });
    expect(findDateRange("09.2016 bis 02.2019")).toMatchObject({ start: "2016-09", end: "2019-02" });
    expect(findDateRange("seit 04/21")).toMatchObject({ start: "2021-04", current: true });
    expect(findDateRange("2019 – now")).toMatchObject({ start: "2019", current: true });
  });
});

describe("language forms", () => {
  it("reads a mother-tongue label run into its value", () => {
    expect(extractLanguages([line([["Muttersprache Deutsch", 133]])])).toEqual([
      { name: "Deutsch", level: "Muttersprache" },
    ]);
    expect(extractLanguages([line([["Mother tongue English", 133]])])).toEqual([
      { name: "English", level: "Mother tongue" },
    ]);
  });

  it("reads a list label run into its value", () => {
    expect(extractLanguages([line([["Other languages Swedish – Basic", 117]])])).toEqual([
      { name: "Swedish", level: "Basic" },
    ]);
    expect(extractLanguages([line([["Weitere Sprachen Englisch – C1", 117]])])).toEqual([
      { name: "Englisch", level: "C1" },
    ]);
  });

  it("reads a 'Languages' group of programming languages under Skills as skills", async () => {
    const cv = await parseCv(
      makeDocx([
        { text: "Marcus O'Connell", style: "Title" },
        { text: "Skills", style: "Heading1" },
        { text: "Languages", style: "Heading2" },
        { text: "Python, SQL, Scala" },
        { text: "Sprachen", style: "Heading1" },
        { text: "Englisch – Muttersprache" },
      ]),
    );
    expect(cv.skills.map((s) => `${s.category}: ${s.name}`)).toEqual([
      "Languages: Python",
      "Languages: SQL",
      "Languages: Scala",
    ]);
    expect(cv.languages).toEqual([{ name: "Englisch", level: "Muttersprache" }]);
  });

  it("takes Europass language rows out of the skills part", async () => {
    const cv = await parseCv(
      makeDocx([
        { text: "Priya Raman", style: "Title" },
        { text: "Personal skills", style: "Heading1" },
        {
          rows: [
            [[{ text: "Mother tongue" }], [{ text: "English" }]],
            [[{ text: "Other languages" }], [{ text: "Tamil – Fluent" }]],
            [[{ text: "Software" }], [{ text: "Power BI, SAP S/4HANA" }]],
          ],
        },
      ]),
    );
    expect(cv.languages).toEqual([
      { name: "English", level: "Mother tongue" },
      { name: "Tamil", level: "Fluent" },
    ]);
    expect(cv.skills.map((s) => [s.category, s.name])).toEqual([
      ["Software", "Power BI"],
      ["Software", "SAP S/4HANA"],
    ]);
  });

  it("reads German Europass rows with a right-aligned label column", async () => {
    const row = (label: string, labelX: number, value: string, y: number) => [
      { text: label, x: labelX, y, bold: false },
      { text: value, x: 203, y },
    ];
    const cv = await parseCv(
      makePdf([
        [
          { text: "Theresa Reichardt", x: 203, y: 800, size: 18, bold: true },
          { text: "Persönliche Fähigkeiten", x: 82, y: 760, size: 12, bold: true },
          ...row("Muttersprache", 118, "Deutsch", 740),
          ...row("Weitere Sprachen", 100, "Englisch – verhandlungssicher (C1)", 726),
          { text: "Spanisch – B1", x: 203, y: 712 },
          ...row("Tools", 168, "Google Analytics, HubSpot", 698),
          ...row("Kompetenzen", 133, "Markenführung, Budgetplanung", 684),
        ],
      ]),
    );
    expect(cv.languages).toEqual([
      { name: "Deutsch", level: "Muttersprache" },
      { name: "Englisch", level: "verhandlungssicher (C1)" },
      { name: "Spanisch", level: "B1" },
    ]);
    expect(cv.skills.map((s) => `${s.category}: ${s.name}`)).toEqual([
      "Tools: Google Analytics",
      "Tools: HubSpot",
      "Kompetenzen: Markenführung",
      "Kompetenzen: Budgetplanung",
    ]);
  });
});

describe("cells of a PDF line", () => {
  it("splits a label set close to its value but not a justified line", async () => {
    // Helvetica-Bold "Systeme" is 41.1 pt wide at 10 pt: the value starts 0.65 em after it. The
    // second line is justified: every word gap is 0.65 em too.
    const doc = await extractPdf(
      makePdf([
        [
          { text: "Systeme", x: 60, y: 800, bold: true },
          { text: "SAP EWM, SAP TM", x: 107.6, y: 800 },
          ...["Entwicklung", "von", "REST-Schnittstellen", "mit", "Spring"].map((text, i) => ({
            text,
            x: [60, 119.85, 142.47, 238.44, 258.27][i] ?? 0,
            y: 780,
          })),
        ],
      ]),
      Date.now() + 10_000,
    );
    expect(doc.lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ["Systeme", "SAP EWM, SAP TM"],
      ["Entwicklung von REST-Schnittstellen mit Spring"],
    ]);
  });
});

describe("names in capitals", () => {
  it("writes a name set in capitals as a name", () => {
    expect(nameCase("OLIVIA")).toBe("Olivia");
    expect(nameCase("O'CONNELL")).toBe("O'Connell");
    expect(nameCase("MCALLISTER")).toBe("McAllister");
    expect(nameCase("SMITH-MCBRIDE")).toBe("Smith-McBride");
    expect(nameCase("MACKAY")).toBe("Mackay");
    expect(nameCase("VON ALVENSLEBEN")).toBe("von Alvensleben");
    expect(nameCase("HOFFMANN-WEISS")).toBe("Hoffmann-Weiss");
    expect(nameCase("McAllister")).toBe("McAllister");
    expect(nameCase("Brückner")).toBe("Brückner");
  });
});

describe("contact lines", () => {
  it("reads a US address with the country after the ZIP code and a phone without a trunk prefix", () => {
    expect(
      extractContact(["1420 NW Everett Street – Portland, OR 97209 – USA", "M (503) 555-0147"]),
    ).toMatchObject({
      street: "NW Everett Street",
      houseNumber: "1420",
      postcode: "97209",
      city: "Portland",
      phone: "(503) 555-0147",
    });
    expect(
      extractContact(["2301 East Cesar Chavez Street, Austin, TX 78702 (USA)", "T 512.555.0178"]),
    ).toMatchObject({
      street: "East Cesar Chavez Street",
      city: "Austin",
      phone: "512.555.0178",
    });
  });

  it("joins an e-mail address that a narrow sidebar wrapped", () => {
    expect(extractContact(["+353 87 4410298", "marcus.oconnell@protonmail.co", "m"]).email).toBe(
      "marcus.oconnell@protonmail.com",
    );
    expect(extractContact(["miriam.alvensleben@web.", "de"]).email).toBe("miriam.alvensleben@web.de");
  });

  it("splits a US state and the country in brackets off a company line", () => {
    expect(companyAndPlace("Lonestar Payments Inc., Austin, TX (USA)")).toEqual({
      company: "Lonestar Payments Inc.",
      place: "Austin, TX (USA)",
    });
  });

  it("keeps every word of a German city before its country in brackets", () => {
    expect(extractContact(["Berger Straße 175, 60385 Frankfurt am Main (Deutschland)"])).toMatchObject({
      street: "Berger Straße",
      houseNumber: "175",
      postcode: "60385",
      city: "Frankfurt am Main",
    });
  });
});

describe("columns of a PDF page", () => {
  it("tells a sidebar on the right from the date column beside the main text", async () => {
    const main = column(
      [
        ["Siobhan Keane", 43, { size: 24, bold: true }],
        ["Work History", 43, { size: 13, bold: true, gap: 6 }],
        ["Lee Valley Foods Ltd, Cork", 43, { bold: true }],
        ["Operations Coordinator", 43],
        ["– Scheduled production across two plants", 54],
        ["Atlantic Broadband Ireland, Galway", 43, { bold: true }],
        ["Customer Service Team Lead", 43],
        ["– Led a team of nine agents", 54],
        ["Education", 43, { size: 13, bold: true, gap: 6 }],
        ["University College Cork", 43, { bold: true }],
        ["BComm Business Information Systems", 43],
      ],
      800,
      16,
    );
    const yOf = (text: string) => main.find((r) => r.text.startsWith(text))?.y ?? 0;
    const dates = [
      { text: "2018 – now", x: 318, y: yOf("Lee Valley") },
      { text: "2014 – 2018", x: 318, y: yOf("Atlantic") },
      { text: "2010 – 2014", x: 318, y: yOf("University") },
    ];
    // The sidebar has its own line rhythm (13 pt against 16 pt).
    const side = column(
      [
        ["Contact", 430, { bold: true }],
        ["12 Douglas Street", 430],
        ["Cork T12 W8CY", 430],
        ["+353 21 4937710", 430],
        ["Skills", 430, { bold: true, gap: 8 }],
        ["Systems", 430, { bold: true }],
        ["• SAP MM", 430],
        ["• Microsoft Excel", 430],
        ["Methods", 430, { bold: true }],
        ["• Lean Six Sigma", 430],
      ],
      793,
      13,
    );
    const cv = await parseCv(makePdf([[...main, ...dates, ...side]]));
    expect(cv.work.map((w) => [w.position, w.start, w.current])).toEqual([
      ["Operations Coordinator", "2018", true],
      ["Customer Service Team Lead", "2014", false],
    ]);
    expect(cv.skills.map((s) => `${s.category}: ${s.name}`)).toEqual([
      "Systems: SAP MM",
      "Systems: Microsoft Excel",
      "Methods: Lean Six Sigma",
    ]);
  });
});

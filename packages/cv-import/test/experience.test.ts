import { describe, expect, it } from "vitest";
import { toEducation } from "../src/education.ts";
import { groupEntries } from "../src/entries.ts";
import { companyAndPlace, positionAndCompany, stripPlace, toWork, workRoles } from "../src/experience.ts";
import { readPlace, splitPlace } from "../src/places.ts";
import { line } from "./lines.ts";

describe("position and company", () => {
  it("splits one-line headers and drops places and labels", () => {
    expect(positionAndCompany(["Data Analyst · Nordlicht Versicherung AG, Kiel"])).toEqual({
      position: "Data Analyst",
      company: "Nordlicht Versicherung AG",
    });
    expect(positionAndCompany(["Backend Developer at Fernweh Travel Ltd"])).toEqual({
      position: "Backend Developer",
      company: "Fernweh Travel Ltd",
    });
    expect(positionAndCompany(["Kunde: Stadtwerke Ulm GmbH", "SAP-Berater"])).toEqual({
      position: "SAP-Berater",
      company: "Stadtwerke Ulm GmbH",
    });
    expect(stripPlace("Bäckerei Krume KG | Bamberg")).toBe("Bäckerei Krume KG");
  });

  it("splits a company from its town at an em dash, an en dash or a pipe as at a comma", () => {
    for (const separator of [" — ", " – ", " | ", ", "]) {
      expect(workRoles(["Account Manager", `Northwind Traders${separator}Manchester`])).toEqual({
        position: "Account Manager",
        company: "Northwind Traders",
        place: "Manchester",
      });
      expect(companyAndPlace(`Müller & Söhne${separator}Reutlingen`)).toEqual({
        company: "Müller & Söhne",
        place: "Reutlingen",
      });
    }
    // A dash inside a name with no town after it stays.
    expect(companyAndPlace("Kraft – Werk für Design").company).toBe("Kraft – Werk für Design");
  });
});

describe("groupEntries", () => {
  it("reads 'position + period / company / bullets' entries", () => {
    const entries = groupEntries([
      line([
        ["Teamleiterin Vertrieb", 50],
        ["04/2019 – heute", 420],
      ]),
      line([["Muster Handels GmbH, Mainz", 50]]),
      line([["• Aufbau eines Vertriebsteams mit acht Personen", 60]]),
      line([["• Einführung eines CRM-Systems", 60]]),
      line([
        ["Vertriebsmitarbeiterin", 50],
        ["08/2015 – 03/2019", 420],
      ]),
      line([["Beispiel AG, Wiesbaden", 50]]),
      line([["• Betreuung von Großkunden", 60]]),
    ]).map(toWork);
    expect(entries).toEqual([
      {
        position: "Teamleiterin Vertrieb",
        company: "Muster Handels GmbH",
        place: "Mainz",
        start: "2019-04",
        end: null,
        current: true,
        tasks: ["Aufbau eines Vertriebsteams mit acht Personen", "Einführung eines CRM-Systems"],
      },
      {
        position: "Vertriebsmitarbeiterin",
        company: "Beispiel AG",
        place: "Wiesbaden",
        start: "2015-08",
        end: "2019-03",
        current: false,
        tasks: ["Betreuung von Großkunden"],
      },
    ]);
  });

  it("reads 'position / company / period' entries without bullets (indented tasks)", () => {
    const entries = groupEntries([
      line([["Store Manager", 220]]),
      line([["Greenleaf Retail plc", 220]]),
      line([["Mar 2016 – Jan 2020", 220]]),
      line([["Ran a team of 14", 232]]),
      line([["Assistant Manager", 220]]),
      line([["Corner Shop Ltd", 220]]),
      line([["2012 – 2016", 220]]),
    ]).map(toWork);
    expect(entries.map((e) => [e.position, e.company, e.start, e.end, e.tasks.length])).toEqual([
      ["Store Manager", "Greenleaf Retail plc", "2016-03", "2020-01", 1],
      ["Assistant Manager", "Corner Shop Ltd", "2012", "2016", 0],
    ]);
  });

  it("reads a date column with a wrapped end and glued periods", () => {
    const entries = groupEntries([
      line([
        ["Januar 2020 – Juli", 40],
        ["Projektleiter · Hafenbau GmbH, Kiel", 140],
      ]),
      line([
        ["2023", 40],
        ["Steuerung von Bauprojekten", 152],
      ]),
      line([["Mai 2017 – Dez 2019 Bauleiter · Nordbau AG", 40]]),
      line([["Bauüberwachung", 152]]),
    ]).map(toWork);
    expect(entries.map((e) => [e.position, e.company, e.start, e.end, e.tasks])).toEqual([
      ["Projektleiter", "Hafenbau GmbH", "2020-01", "2023-07", ["Steuerung von Bauprojekten"]],
      ["Bauleiter", "Nordbau AG", "2017-05", "2019-12", ["Bauüberwachung"]],
    ]);
  });

  it("reads education entries in either order", () => {
    const entries = groupEntries([
      line([
        ["2012 – 2016", 50],
        ["B.Sc. Maschinenbau", 150],
      ]),
      line([["Hochschule Esslingen", 150]]),
      line([
        ["2014", 50],
        ["University of Glasgow", 150],
      ]),
      line([["MSc Data Science", 150]]),
    ]).map(toEducation);
    expect(entries).toEqual([
      { institution: "Hochschule Esslingen", subject: "B.Sc. Maschinenbau", start: "2012", end: "2016" },
      { institution: "University of Glasgow", subject: "MSc Data Science", start: null, end: "2014" },
    ]);
  });
});

describe("one-line headers with a comma", () => {
  it("splits only when one side is an organisation", () => {
    expect(positionAndCompany(["Software Engineer, Acme Software Ltd"])).toEqual({
      position: "Software Engineer",
      company: "Acme Software Ltd",
    });
    expect(positionAndCompany(["Referentin für Presse, Marketing und Events"])).toEqual({
      position: "Referentin für Presse, Marketing und Events",
      company: "",
    });
  });
});

describe("entry-line roles", () => {
  it("strips the city and the country in brackets into the place", () => {
    expect(workRoles(["Leitstandfahrer", "Ostsee Fähren AG, Rostock (Deutschland)"])).toEqual({
      position: "Leitstandfahrer",
      company: "Ostsee Fähren AG",
      place: "Rostock (Deutschland)",
    });
    expect(workRoles(["Kundenberaterin", "Sparkasse Vogelsberg, Lauterbach, Deutschland"])).toMatchObject({
      company: "Sparkasse Vogelsberg",
      place: "Lauterbach, Deutschland",
    });
  });

  it("reads the company line before the job title (US order) and drops a location line", () => {
    expect(workRoles(["Pinecrest Logistics Inc.", "Denver, CO", "Operations Analyst"])).toEqual({
      position: "Operations Analyst",
      company: "Pinecrest Logistics Inc.",
      place: "Denver, CO",
    });
    expect(workRoles(["Harbourview Analytics", "Junior Data Scientist"])).toMatchObject({
      position: "Junior Data Scientist",
      company: "Harbourview Analytics",
    });
    expect(workRoles(["Zwiebelturm Brauerei KG", "Brauerin und Mälzerin"])).toMatchObject({
      position: "Brauerin und Mälzerin",
      company: "Zwiebelturm Brauerei KG",
    });
  });

  it("does not take the location on the right for the company", () => {
    expect(workRoles(["Lagerlogistiker", "Cork (Ireland)", "Shannon Freight Ltd"])).toEqual({
      position: "Lagerlogistiker",
      company: "Shannon Freight Ltd",
      place: "Cork (Ireland)",
    });
  });

  it("splits 'Position, Company', 'Position at Company' and 'Position | Company | City'", () => {
    expect(workRoles(["Senior Interaction Designer, Bluefinch"])).toMatchObject({
      position: "Senior Interaction Designer",
      company: "Bluefinch",
    });
    expect(workRoles(["Support Engineer at Quillbeam"])).toMatchObject({
      position: "Support Engineer",
      company: "Quillbeam",
    });
    expect(workRoles(["Werkstudentin | Kranich Robotik | Bremen"])).toEqual({
      position: "Werkstudentin",
      company: "Kranich Robotik",
      place: "Bremen",
    });
    expect(workRoles(["Marlowe Freight | Dispatch Coordinator | Austin, TX"])).toEqual({
      position: "Dispatch Coordinator",
      company: "Marlowe Freight",
      place: "Austin, TX",
    });
  });
});

describe("places", () => {
  it("reads 'City (Country)', 'City, Country', US 'City, ST 12345' and a country alone", () => {
    expect(readPlace("Graz (Österreich)")).toEqual({ city: "Graz", country: "Österreich" });
    expect(readPlace("Limerick, Ireland")).toEqual({ city: "Limerick", country: "Ireland" });
    expect(readPlace("Portland, OR 97201")).toEqual({ city: "Portland", country: "" });
    expect(readPlace("Schweiz")).toEqual({ city: "", country: "Schweiz" });
    expect(readPlace("Kranich Robotik")).toBeUndefined();
    expect(splitPlace("Hafenbetriebe Süd GmbH, Frankfurt am Main (Deutschland)")).toEqual({
      rest: "Hafenbetriebe Süd GmbH",
      place: "Frankfurt am Main (Deutschland)",
    });
    expect(splitPlace("Muster GmbH (Deutschland)").rest).toBe("Muster GmbH");
  });
});

describe("job titles the vocabulary gained in round three", () => {
  it.each(["Digital Marketing Executive", "Senior Clinical Psychologist", "Audit Clerk", "Erzieherin"])(
    "reads %s as the position beside a company and a town",
    (title) => {
      expect(workRoles(["Kestrel Travel Group", "Bristol", title])).toEqual({
        position: title,
        company: "Kestrel Travel Group",
        place: "Bristol",
      });
    },
  );
});

describe("a school's name wrapped onto the next line", () => {
  it("joins a bare school kind with its name, and leaves a complete school and its place alone", () => {
    const entry = (headers: string[]) => ({ headers, tasks: [], dates: undefined });
    expect(
      toEducation(entry(["B.A. Logistikmanagement (berufsbegleitend), Hochschule", "Bremen"])),
    ).toMatchObject({
      institution: "Hochschule Bremen",
      subject: "B.A. Logistikmanagement (berufsbegleitend)",
    });
    expect(toEducation(entry(["BSc Biochemistry", "University of", "Manchester"]))).toMatchObject({
      institution: "University of Manchester",
    });
    expect(toEducation(entry(["Abitur, Altes Gymnasium Oldenburg"]))).toMatchObject({
      institution: "Altes Gymnasium Oldenburg",
      subject: "Abitur",
    });
  });
});

import { describe, expect, it } from "vitest";
import { groupEntries } from "../src/entries.ts";
import { toWork } from "../src/experience.ts";
import { line } from "./lines.ts";

const read = (lines: ReturnType<typeof line>[]) =>
  groupEntries(lines)
    .map(toWork)
    .map((w) => ({
      position: w.position,
      company: w.company,
      place: w.place,
      start: w.start,
      end: w.end,
      tasks: w.tasks,
    }));

describe("entry layouts", () => {
  it("reads day-month-year periods in a date column without leaving the day as a company", () => {
    expect(
      read([
        line([
          ["01/09/2017 – 31/03/2021", 50],
          ["Softwareentwicklerin", 200],
        ]),
        line([["Acme GmbH, Basel (Schweiz)", 200]]),
        line([["• Entwicklung der Kunden-App", 210]]),
        line([
          ["15.04.2021 - 30.06.2023", 50],
          ["Teamleiterin", 200],
        ]),
        line([["Beta AG, Zürich", 200]]),
      ]),
    ).toEqual([
      {
        position: "Softwareentwicklerin",
        company: "Acme GmbH",
        place: "Basel (Schweiz)",
        start: "2017-09",
        end: "2021-03",
        tasks: ["Entwicklung der Kunden-App"],
      },
      {
        position: "Teamleiterin",
        company: "Beta AG",
        place: "Zürich",
        start: "2021-04",
        end: "2023-06",
        tasks: [],
      },
    ]);
  });

  it("takes the place under the period in a narrow date column as the place, not the position", () => {
    const lines = [
      line([
        ["2019 – 2021", 50],
        ["Software Developer", 150],
      ]),
      line([
        ["Winterthur", 50],
        ["Acme GmbH", 150],
      ]),
      line([["• Built the customer app", 160]]),
      line([
        ["2016 – 2019", 50],
        ["Junior Developer", 150],
      ]),
      line([["Lugano", 50]]),
      line([["Beta AG", 150]]),
      line([["• Fixed bugs", 160]]),
    ];
    expect(read(lines)).toEqual([
      {
        position: "Software Developer",
        company: "Acme GmbH",
        place: "Winterthur",
        start: "2019",
        end: "2021",
        tasks: ["Built the customer app"],
      },
      {
        position: "Junior Developer",
        company: "Beta AG",
        place: "Lugano",
        start: "2016",
        end: "2019",
        tasks: ["Fixed bugs"],
      },
    ]);
  });

  it("keeps each period with its own entry when the date line comes above the title", () => {
    const lines = [
      line([["03/2020 – heute", 50]]),
      line([["Projektleiterin", 50]]),
      line([["Gamma GmbH", 50]]),
      line([["08/2016 – 02/2020", 50]]),
      line([["Referentin", 50]]),
      line([["Delta AG", 50]]),
      line([["10/2014 – 07/2016", 50]]),
      line([["Trainee", 50]]),
      line([["Epsilon KG", 50]]),
    ];
    expect(read(lines).map((w) => [w.position, w.company, w.start, w.end])).toEqual([
      ["Projektleiterin", "Gamma GmbH", "2020-03", null],
      ["Referentin", "Delta AG", "2016-08", "2020-02"],
      ["Trainee", "Epsilon KG", "2014-10", "2016-07"],
    ]);
  });

  it("reads the Europass editor's entries: period and place on one line above the title", () => {
    const lines = [
      line([
        ["01/09/2017 – 31/03/2021", 50],
        ["München, Deutschland", 300],
      ]),
      line([["Softwareentwicklerin", 50]]),
      line([["Nordwind GmbH", 50]]),
      line([["• Entwicklung der Kunden-App", 55]]),
      line([["• Betreuung von Werkstudierenden", 55]]),
      line([
        ["01/04/2021 – Aktuell", 50],
        ["Augsburg, Deutschland", 300],
      ]),
      line([["Teamleiterin", 50]]),
      line([["Südlicht AG", 50]]),
      line([["• Leitung eines Teams von sechs Personen", 55]]),
    ];
    expect(read(lines)).toEqual([
      {
        position: "Softwareentwicklerin",
        company: "Nordwind GmbH",
        place: "München, Deutschland",
        start: "2017-09",
        end: "2021-03",
        tasks: ["Entwicklung der Kunden-App", "Betreuung von Werkstudierenden"],
      },
      {
        position: "Teamleiterin",
        company: "Südlicht AG",
        place: "Augsburg, Deutschland",
        start: "2021-04",
        end: null,
        tasks: ["Leitung eines Teams von sechs Personen"],
      },
    ]);
  });
});

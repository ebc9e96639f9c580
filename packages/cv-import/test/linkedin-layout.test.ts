import { describe, expect, it } from "vitest";
import { extractContact } from "../src/contact.ts";
import { isDuration, withoutDuration } from "../src/dates.ts";
import { groupEntries } from "../src/entries.ts";
import { toWork } from "../src/experience.ts";
import { readCv } from "../src/parse.ts";
import { readPlace } from "../src/places.ts";
import { line } from "./lines.ts";

const heading = (text: string, column: "main" | "side" = "main") =>
  line([[text, column === "main" ? 200 : 30]], { size: 14, emphasis: true, column });

describe("LinkedIn's export layout", () => {
  it("tells lengths of time from dates", () => {
    expect(isDuration("1 year 9 months")).toBe(true);
    expect(isDuration("1 Jahr 9 Monate")).toBe(true);
    expect(isDuration("(10 months)")).toBe(true);
    expect(isDuration("2019 – 2021")).toBe(false);
    expect(withoutDuration("March 2019 - Present (5 years 2 months)")).toBe("March 2019 - Present");
    expect(withoutDuration("Januar 2020 - Dezember 2020 (1 Jahr)")).toBe("Januar 2020 - Dezember 2020");
  });

  it("reads several roles under one company with the company right", () => {
    const work = groupEntries([
      line([["Northwind Traders", 200]]),
      line([["1 year 9 months", 200]]),
      line([["Senior Analyst", 200]]),
      line([["March 2023 - Present (1 year 2 months)", 200]]),
      line([["Analyst", 200]]),
      line([["August 2022 - February 2023 (7 months)", 200]]),
      line([["Contoso Ltd", 200]]),
      line([["Intern", 200]]),
      line([["Juni 2021 - Juli 2022 (1 Jahr 2 Monate)", 200]]),
    ]).map(toWork);
    expect(work.map((w) => [w.position, w.company, w.start, w.end])).toEqual([
      ["Senior Analyst", "Northwind Traders", "2023-03", null],
      ["Analyst", "Northwind Traders", "2022-08", "2023-02"],
      ["Intern", "Contoso Ltd", "2021-06", "2022-07"],
    ]);
  });

  it("joins a profile address wrapped over two lines before its '(LinkedIn)' label", () => {
    const contact = extractContact(["www.linkedin.com/in/marcus-", "whitfield-8a1b2c (LinkedIn)"]);
    expect(contact.socialLinks).toEqual(["www.linkedin.com/in/marcus-whitfield-8a1b2c"]);
    const broken = extractContact(["www.linkedin.com/in/marcuswhitf", "ield8a1b2c (LinkedIn)"]);
    expect(broken.socialLinks).toEqual(["www.linkedin.com/in/marcuswhitfield8a1b2c"]);
  });

  it("takes the location line under the headline as the city", () => {
    const cv = readCv({
      format: "pdf",
      bodySize: 10,
      links: [],
      lines: [
        heading("Contact", "side"),
        line([["marcus.whitfield@example.com", 30]], { column: "side" }),
        line([["Marcus Whitfield", 200]], { size: 24 }),
        line([["Senior Data Analyst at Northwind Traders", 200]]),
        line([["Austin, Texas, United States", 200]]),
        heading("Experience"),
        line([["Northwind Traders", 200]]),
        line([["Senior Data Analyst", 200]]),
        line([["March 2023 - Present (1 year 2 months)", 200]]),
      ],
    });
    expect(cv.city).toBe("Austin");
    expect(cv.work[0]).toMatchObject({ position: "Senior Data Analyst", company: "Northwind Traders" });
  });

  it("reads a location of city, region and country", () => {
    expect(readPlace("Austin, Texas, United States")).toEqual({ city: "Austin", country: "United States" });
    expect(readPlace("München, Bayern, Deutschland")).toEqual({ city: "München", country: "Deutschland" });
    expect(readPlace("Sales, Marketing, Finance")).toBeUndefined();
    // A company and its place are no location of three parts.
    expect(readPlace("Sparkasse Vogelsberg, Lauterbach, Deutschland")).toBeUndefined();
  });

  it("keeps each role's place line and unbulleted description with that role", () => {
    const work = groupEntries([
      line([["Northwind Traders", 200]]),
      line([["1 year 9 months", 200]]),
      line([["Senior Analyst", 200]]),
      line([["March 2023 - Present (1 year 2 months)", 200]]),
      line([["Austin, Texas, United States", 200]]),
      line([["Built the weekly sales dashboard used by forty stores.", 200]]),
      line([["Analyst", 200]]),
      line([["August 2022 - February 2023 (7 months)", 200]]),
      line([["Dallas, Texas, United States", 200]]),
      line([["Taff Valley Brewing Co.", 200]]),
      line([["Brand Executive", 200]]),
      line([["June 2016 - July 2022 (6 years 2 months)", 200]]),
    ]).map(toWork);
    expect(work.map((w) => [w.position, w.company, w.place, w.tasks])).toEqual([
      [
        "Senior Analyst",
        "Northwind Traders",
        "Austin, Texas, United States",
        ["Built the weekly sales dashboard used by forty stores."],
      ],
      ["Analyst", "Northwind Traders", "Dallas, Texas, United States", []],
      ["Brand Executive", "Taff Valley Brewing Co.", undefined, []],
    ]);
  });
});

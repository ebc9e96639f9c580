import { describe, expect, it } from "vitest";
import { checkOutput } from "../support/cv-round-trip.ts";

// The output check of issue 28's round trip; the round trip itself runs over every document of
// the development sets in cv-round-trip-set{1,2,3}.test.ts.
describe("the output check itself", () => {
  const truth = {
    firstName: "Tobias",
    lastName: "Kettler",
    email: "t@example.de",
    phone: "0157 33018842",
    street: "",
    houseNumber: "",
    postcode: "",
    city: "",
    title: "",
    website: null,
    socialLinks: [],
    work: [
      {
        position: "Techniker",
        company: "Ostalb GmbH",
        start: "2017",
        end: "2020",
        current: false,
        tasks: [],
      },
    ],
    education: [],
    skills: [{ name: "Pneumatik", category: "Fachkenntnisse" }],
    languages: [{ name: "Englisch", level: "Grundkenntnisse" }],
  };

  it("finds what is missing and what is invented", () => {
    const bad = checkOutput(
      truth,
      "Tobias Kettler Techniker Ostalb GmbH 01/2017 – 01/2020 Pneumatik Gute Kenntnisse Englisch Gute Kenntnisse Verfügbarkeit Verfügbar Festanstellung",
      "de",
    );
    expect(bad.contact.missing).toEqual(["t@example.de", "0157 33018842"]);
    expect(bad.invented).toEqual([
      "2× level 50",
      "month in 2017",
      "month in 2020",
      "verfügbar",
      "festanstellung",
    ]);
    const good = checkOutput(
      truth,
      "Tobias Kettler E-Mail t@example.de Mobil 0157 / 33018842 Techniker Ostalb GmbH 2017 – 2020 Pneumatik Englisch Grundkenntnisse",
      "de",
    );
    expect(good).toMatchObject({ invented: [], contact: { missing: [] }, listed: { missing: [] } });
  });
});

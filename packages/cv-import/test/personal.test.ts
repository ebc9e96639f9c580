import { makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv } from "../src/parse.ts";
import { extractPersonal, readDate } from "../src/personal.ts";
import { toProfileDraft } from "../src/profile-draft.ts";

describe("birth date and birth name", () => {
  it.each([
    ["geb. 12.03.1990 in Leipzig", "1990-03-12"],
    ["Geburtsdatum: 01.11.1985", "1985-11-01"],
    ["Geburtsdatum  3. Mai 1979", "1979-05-03"],
    ["geboren am 29.02.1992", "1992-02-29"],
    ["Date of birth: 12 March 1990", "1990-03-12"],
    ["Born: March 12, 1990", "1990-03-12"],
    ["born 05/07/1988, Dublin", "1988-07-05"],
    ["DOB 1991-04-30", "1991-04-30"],
    ["Erika Muster · geb. 12.03.1990 · ledig", "1990-03-12"],
  ])("reads the date from %j", (text, date) => {
    expect(extractPersonal([text]).birthDate).toBe(date);
  });

  it.each([
    ["Geburtsname: Schneider", "Schneider"],
    ["Erika Muster, geb. Schneider", "Schneider"],
    ["Birth name: Walsh-Byrne", "Walsh-Byrne"],
    ["Jane Doe (née Smith)", "Smith"],
  ])("reads the birth name from %j", (text, name) => {
    expect(extractPersonal([text]).birthName).toBe(name);
  });

  it("takes no date without a birth label, no impossible date and no name from a date", () => {
    expect(extractPersonal(["Leipzig, 20.11.2026", "01/2018 – 12/2020", "Geburtsdatum: 31.02.1990"])).toEqual(
      {
        birthDate: "",
        birthName: "",
      },
    );
    expect(extractPersonal(["geb. 12.03.1990"]).birthName).toBe("");
    expect(readDate("12.03.1990")).toBe("1990-03-12");
    expect(readDate("Leipzig")).toBe("");
  });

  it("carries them from a PDF into the profile draft, and leaves them out when the CV has none", async () => {
    const page = [
      { text: "Erika Muster", x: 50, y: 800, size: 22, bold: true },
      { text: "erika.muster@example.de", x: 50, y: 770 },
      { text: "Geburtsdatum: 12.03.1990", x: 50, y: 756 },
      { text: "Geburtsname: Schneider", x: 50, y: 742 },
      { text: "Berufserfahrung", x: 50, y: 710, size: 13, bold: true },
      { text: "Sachbearbeiterin", x: 50, y: 690 },
      { text: "Stadtverwaltung Jena", x: 50, y: 676 },
      { text: "01/2018 – heute", x: 420, y: 690 },
    ];
    const parsed = await parseCv(makePdf([page]));
    expect([parsed.birthDate, parsed.birthName]).toEqual(["1990-03-12", "Schneider"]);
    expect(toProfileDraft(parsed)).toMatchObject({ birthdate: "1990-03-12", birthname: "Schneider" });
    const without = await parseCv(makePdf([page.filter((r) => !/^Geburts/.test(r.text))]));
    expect("birthDate" in without || "birthName" in without).toBe(false);
    expect(toProfileDraft(without)).toMatchObject({ birthdate: null, birthname: "" });
  });
});

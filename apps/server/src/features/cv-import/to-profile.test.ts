import { type ParsedCv, toProfileDraft } from "@jah/cv-import";
import { describe, expect, it } from "vitest";
import { toImportedProfile } from "./to-profile.ts";

const PARSED: ParsedCv = {
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna@example.de",
  phone: "",
  street: "",
  houseNumber: "",
  postcode: "",
  city: "",
  title: "",
  website: null,
  socialLinks: [],
  work: [],
  education: [],
  skills: [],
  languages: [],
};

describe("imported fields of a CV import", () => {
  it("asks to check a name the parser was unsure of", () => {
    const draft = toProfileDraft({ ...PARSED, nameUnsure: true });
    const { importedFields } = toImportedProfile(draft, "de", "cv.pdf");
    expect(importedFields).toEqual(["vorname", "name", "email", "check:vorname", "check:name"]);
  });

  it("marks only what it filled when it was sure", () => {
    const { importedFields } = toImportedProfile(toProfileDraft(PARSED), "de", "cv.pdf");
    expect(importedFields.filter((f) => f.startsWith("check:"))).toEqual([]);
    // A value the forms refuse (or none) is not asked about either.
    const empty = toProfileDraft({ ...PARSED, firstName: "", lastName: "", nameUnsure: true });
    expect(toImportedProfile(empty, "de", "cv.pdf").importedFields).toEqual(["email"]);
  });

  it("keeps text every database can store: NUL bytes and other controls out, lone surrogates replaced", () => {
    const draft = toProfileDraft({
      ...PARSED,
      firstName: "An\u0000na",
      lastName: "Schmidt\u0007",
      work: [
        {
          position: "Entwick\u0000lerin",
          company: "Muster\uD800 GmbH",
          start: "2019-01",
          end: null,
          current: true,
          tasks: ["Pla\u0000nung"],
        },
      ],
      skills: [{ name: "Type\u0001Script", category: "" }],
    });
    const { imported } = toImportedProfile(draft, "de", "cv\u0000.pdf");
    expect(imported.fields).toMatchObject({ vorname: "Anna", name: "Schmidt" });
    expect(JSON.stringify(imported)).not.toMatch(/\\u00(0[0-8bcef]|1[0-9a-f])|\\ud[89ab]/i);
    expect(imported.skills.map((s) => s.name)).toEqual(["TypeScript"]);
  });
});

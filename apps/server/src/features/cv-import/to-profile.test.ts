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
});

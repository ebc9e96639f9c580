import { type ProfileDraft, toProfileDraft } from "@jah/cv-import";
import { describe, expect, it } from "vitest";
import { toImportedProfile } from "../../src/features/cv-import/to-profile.ts";

// Issue 28: what the CV printed is printed again, nothing is invented. The birth date and birth
// name a CV printed are shown on the new profile's CV; a CV without them leaves them private.
const parsed = {
  firstName: "Erika",
  lastName: "Muster",
  email: "erika@example.de",
  phone: "",
  street: "",
  houseNumber: "",
  postcode: "",
  city: "",
  title: "",
  website: null,
  socialLinks: [],
  work: [
    {
      position: "Sachbearbeiterin",
      company: "Stadt Jena",
      start: "2018",
      end: null,
      current: true,
      tasks: [],
    },
  ],
  education: [],
  skills: [],
  languages: [],
};

function imported(draft: ProfileDraft) {
  return toImportedProfile(draft, "de", "lebenslauf.pdf");
}

describe("an import's personal data", () => {
  it("shows the birth date and birth name the CV printed, and marks them as imported", () => {
    const { imported: profile, importedFields } = imported(
      toProfileDraft({ ...parsed, birthDate: "1990-03-12", birthName: "Schneider" }),
    );
    expect(profile.fields).toMatchObject({
      birthdate: "1990-03-12",
      birthdate_public: true,
      birthname: "Schneider",
      birthname_public: true,
      email_public: true,
    });
    expect(importedFields).toEqual(expect.arrayContaining(["birthdate", "birthname"]));
  });

  it("keeps them empty and private when the CV has none, and invents no job type", () => {
    const { imported: profile, importedFields } = imported(toProfileDraft(parsed));
    expect(profile.fields).toMatchObject({
      birthdate: null,
      birthdate_public: false,
      birthname: "",
      birthname_public: false,
    });
    expect(importedFields).not.toContain("birthdate");
    expect(importedFields).not.toContain("birthname");
    expect(profile.workexperiences.map((w) => w.position_type)).toEqual([""]);
  });

  it("drops a birth date the profile's rules refuse instead of failing the import", () => {
    const { imported: profile } = imported({ ...toProfileDraft(parsed), birthdate: "1990-02-31x" });
    expect(profile.fields).toMatchObject({ birthdate: null, birthdate_public: false });
  });
});

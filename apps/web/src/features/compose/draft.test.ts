import { describe, expect, it } from "vitest";
import { defaultSubject, fillLetter, templatesFor, unfilledPlaceholders } from "./draft.ts";
import { makeLetter } from "./testing/compose-fixtures.ts";

describe("mail drafts", () => {
  it("offers active letters only, those in the language first", () => {
    const letters = [
      makeLetter({ id: 1, title: "B German", cover_letter_language: "de" }),
      makeLetter({ id: 2, title: "A English", cover_letter_language: "en" }),
      makeLetter({ id: 3, title: "A German", cover_letter_language: "de" }),
      makeLetter({ id: 4, title: "Old", cover_letter_language: "en", active: false }),
    ];
    expect(templatesFor(letters, "en").map((l) => l.id)).toEqual([2, 3, 1]);
    expect(templatesFor(letters, "de").map((l) => l.id)).toEqual([3, 1, 2]);
  });

  it("writes the default subject in the letter's language", () => {
    expect(defaultSubject("de", " Tester ")).toBe("Bewerbung als Tester");
    expect(defaultSubject("en", "Tester")).toBe("Application for Tester");
    expect(defaultSubject("en", "")).toBe("Application");
  });

  it("fills from the application and lists what is left, once each", () => {
    const source = {
      recipient_name: "Max",
      recipient_salutation: "male" as const,
      page: "",
      job_title: "Dev",
    };
    const letter = makeLetter({ id: 1, text: "{salutation} {jobtitle} {portal} {portal}", formal: false });
    expect(fillLetter(source, letter)).toEqual({
      text: "Hallo Max, Dev {portal} {portal}",
      missing: ["{portal}"],
    });
    expect(
      unfilledPlaceholders(source, "de", true, "Betreff {lastname}", "Text {portal} {lastname}"),
    ).toEqual(["{lastname}", "{portal}"]);
  });
});

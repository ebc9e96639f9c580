import { describe, expect, it } from "vitest";
import { closingFor, letterDate, letterParts } from "../src/letter/letter-text.ts";

describe("letterParts", () => {
  it("takes salutation and closing out of the text and drops the name under the closing", () => {
    const parts = letterParts(
      "Sehr geehrte Frau Müller,\n\nErster Absatz.\n\nZweiter\nAbsatz.\n\nMit freundlichen Grüßen\n\nMiriam Keller",
    );
    expect(parts).toEqual({
      salutation: "Sehr geehrte Frau Müller,",
      paragraphs: ["Erster Absatz.", "Zweiter\nAbsatz."],
      closing: "Mit freundlichen Grüßen",
    });
  });

  it("leaves a text without salutation and closing whole", () => {
    expect(letterParts("One.\n\nTwo.")).toEqual({
      salutation: null,
      paragraphs: ["One.", "Two."],
      closing: null,
    });
  });
});

describe("closingFor", () => {
  it("writes the German closing without a comma (DIN 5008)", () => {
    expect(closingFor("Mit freundlichen Grüßen,", "de", true)).toBe("Mit freundlichen Grüßen");
    expect(closingFor(null, "de", false)).toBe("Mit freundlichen Grüßen");
  });

  it("writes the British closing with a comma, sincerely to a named reader and faithfully otherwise", () => {
    expect(closingFor(null, "en", true)).toBe("Yours sincerely,");
    expect(closingFor(null, "en", false)).toBe("Yours faithfully,");
    expect(closingFor("Kind regards", "en", false)).toBe("Kind regards,");
  });
});

describe("letterDate", () => {
  it("writes the date out in the letter's language", () => {
    const date = new Date("2026-12-07T10:00:00Z");
    expect(letterDate(date, "de")).toBe("7. Dezember 2026");
    expect(letterDate(date, "en")).toBe("7 December 2026");
  });
});

import { describe, expect, it } from "vitest";
import {
  fillPlaceholders,
  fillPlaceholdersStrict,
  type PlaceholderData,
  salutationLine,
  splitName,
  UnfilledPlaceholdersError,
} from "./placeholders.ts";

const base: PlaceholderData = {
  recipient_name: "Jürgen Müller",
  recipient_salutation: "male",
  page: "StepStone",
  job_title: "Backend-Entwickler (m/w/d)",
  language: "de",
  formal: true,
};

describe("splitName", () => {
  it("splits at the first space: the rest is the last name, particles included", () => {
    expect(splitName("Anna von Bergen")).toEqual({ firstname: "Anna", lastname: "von Bergen" });
    expect(splitName("Max Müller")).toEqual({ firstname: "Max", lastname: "Müller" });
  });
  it("ignores extra, leading and trailing spaces", () => {
    expect(splitName("  Anna   von    Bergen ")).toEqual({ firstname: "Anna", lastname: "von Bergen" });
    expect(splitName("Anna\tSchmidt")).toEqual({ firstname: "Anna", lastname: "Schmidt" });
  });
  it("keeps a single word as the first name and answers empty for no name", () => {
    expect(splitName("Müller")).toEqual({ firstname: "Müller", lastname: "" });
    expect(splitName("")).toEqual({ firstname: "", lastname: "" });
    expect(splitName(null)).toEqual({ firstname: "", lastname: "" });
    expect(splitName("   ")).toEqual({ firstname: "", lastname: "" });
  });
});

describe("salutationLine", () => {
  const line = (over: Partial<PlaceholderData>) => salutationLine({ ...base, ...over });

  it("greets formally in German with Herr or Frau and the last name", () => {
    expect(line({})).toBe("Sehr geehrter Herr Müller,");
    expect(line({ recipient_name: "Erika Musterfrau", recipient_salutation: "female" })).toBe(
      "Sehr geehrte Frau Musterfrau,",
    );
    expect(line({ recipient_name: "Anna von Bergen", recipient_salutation: "female" })).toBe(
      "Sehr geehrte Frau von Bergen,",
    );
  });

  it("greets formally in English with Mr or Ms", () => {
    expect(line({ language: "en", recipient_name: "John Smith" })).toBe("Dear Mr Smith,");
    expect(line({ language: "en", recipient_name: "Jane Smith", recipient_salutation: "female" })).toBe(
      "Dear Ms Smith,",
    );
  });

  it("uses a single word as the last name in a formal greeting", () => {
    expect(line({ recipient_name: "Müller" })).toBe("Sehr geehrter Herr Müller,");
    expect(line({ language: "en", recipient_name: "Smith", recipient_salutation: "female" })).toBe(
      "Dear Ms Smith,",
    );
  });

  it("greets informally with the first name", () => {
    expect(line({ formal: false, recipient_name: "Max Mustermann" })).toBe("Hallo Max,");
    expect(line({ formal: false, language: "en", recipient_name: "Max Mustermann" })).toBe("Hi Max,");
    expect(line({ formal: false, recipient_name: "Jörg", recipient_salutation: "none" })).toBe("Hallo Jörg,");
  });

  it("greets neutrally when no name is known, whatever the salutation", () => {
    for (const recipient_salutation of ["male", "female", "none", "", null] as const) {
      expect(line({ recipient_name: "", recipient_salutation })).toBe("Sehr geehrte Damen und Herren,");
      expect(line({ recipient_name: " ", recipient_salutation, language: "en" })).toBe("Dear Hiring Team,");
      expect(line({ recipient_name: null, recipient_salutation, formal: false })).toBe("Hallo,");
      expect(line({ recipient_name: undefined, recipient_salutation, formal: false, language: "en" })).toBe(
        "Hello,",
      );
    }
  });

  it("greets a named person without a known salutation gender-neutrally with the full name", () => {
    expect(line({ recipient_name: "Alex Schmidt", recipient_salutation: "none" })).toBe(
      "Guten Tag Alex Schmidt,",
    );
    expect(line({ recipient_name: "Alex  Schmidt", recipient_salutation: "", language: "en" })).toBe(
      "Dear Alex Schmidt,",
    );
  });
});

describe("fillPlaceholders", () => {
  const template =
    "{salutation}\n\nhiermit bewerbe ich mich als {jobtitle}, gefunden auf {portal}. Viele Grüße an {firstname} {lastname}.";

  it("fills every placeholder and keeps the rest of the text, line breaks and umlauts included", () => {
    expect(fillPlaceholders(template, base)).toEqual({
      text: "Sehr geehrter Herr Müller,\n\nhiermit bewerbe ich mich als Backend-Entwickler (m/w/d), gefunden auf StepStone. Viele Grüße an Jürgen Müller.",
      missing: [],
    });
  });

  it("matches names regardless of case and spaces inside the braces", () => {
    const filled = fillPlaceholders("{FirstName} {LASTNAME} { jobtitle } {Portal}", base);
    expect(filled).toEqual({ text: "Jürgen Müller Backend-Entwickler (m/w/d) StepStone", missing: [] });
  });

  it("fills a placeholder as often as it appears", () => {
    expect(fillPlaceholders("{firstname}, {firstname}!", base).text).toBe("Jürgen, Jürgen!");
  });

  it("reports unknown placeholders and known ones without data, once each, and leaves them in the text", () => {
    const filled = fillPlaceholders("{salutation} {lastname} {foo} {lastname} {jobtitle} {portal}", {
      ...base,
      recipient_name: "Müller",
      job_title: "  ",
      page: null,
    });
    expect(filled.text).toBe("Sehr geehrter Herr Müller, {lastname} {foo} {lastname} {jobtitle} {portal}");
    expect(filled.missing).toEqual(["{lastname}", "{foo}", "{jobtitle}", "{portal}"]);
  });

  it("never reports the salutation: without a name it is the neutral greeting", () => {
    const filled = fillPlaceholders("{salutation}", { ...base, recipient_name: "" });
    expect(filled).toEqual({ text: "Sehr geehrte Damen und Herren,", missing: [] });
  });

  it("does not take values for placeholders: a name with braces stays literal text", () => {
    const filled = fillPlaceholders("{firstname}", { ...base, recipient_name: "{lastname} X" });
    expect(filled).toEqual({ text: "{lastname}", missing: [] });
  });

  it("leaves long or multi-line braces alone (ordinary text, not placeholders)", () => {
    const text = 'JSON: {\n  "a": 1\n} and {this brace holds far more than forty characters of text}';
    expect(fillPlaceholders(text, base)).toEqual({ text, missing: [] });
  });

  it("in strict mode throws with the list of what is left", () => {
    expect(() =>
      fillPlaceholders("Hi {firstname} {nope}", { ...base, recipient_name: "" }, { strict: true }),
    ).toThrow(UnfilledPlaceholdersError);
    let thrown: unknown;
    try {
      fillPlaceholdersStrict("Hi {firstname} {nope}", { ...base, recipient_name: "" });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as UnfilledPlaceholdersError).missing).toEqual(["{firstname}", "{nope}"]);
    expect(fillPlaceholdersStrict("{salutation} {jobtitle}", { ...base, language: "en" })).toBe(
      "Dear Mr Müller, Backend-Entwickler (m/w/d)",
    );
  });
});

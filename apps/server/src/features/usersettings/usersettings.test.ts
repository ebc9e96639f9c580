import { describe, expect, it } from "vitest";
import { languageFromHeader } from "./usersettings.ts";

describe("languageFromHeader", () => {
  it("takes the first supported language", () => {
    expect(languageFromHeader("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(languageFromHeader("fr-FR,en-GB;q=0.8")).toBe("en");
    expect(languageFromHeader("fr-FR")).toBeUndefined();
    expect(languageFromHeader(undefined)).toBeUndefined();
  });
});

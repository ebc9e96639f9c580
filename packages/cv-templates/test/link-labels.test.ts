import { describe, expect, it } from "vitest";
import { buildCvModel } from "../src/model.ts";
import { sampleProfile } from "../src/sample.ts";

describe("link labels on the CV", () => {
  it("names the site where the profile stores only its id (as an import does), and keeps a user's own name", () => {
    const profile = sampleProfile("en");
    const link = (key_name: string, value: string, id: number) => ({
      id,
      key_name,
      value,
      date: "2026-11-26",
    });
    profile.socialmedias = [
      link("linkedin", "https://www.linkedin.com/in/ada", 1),
      link("generic", "https://github.com/ada", 2),
      link("", "https://www.xing.com/profile/Ada", 3),
      link("Portfolio", "https://ada.design", 4),
    ];
    expect(buildCvModel(profile).links.map((l) => [l.label, l.value])).toEqual([
      ["LinkedIn", "linkedin.com/in/ada"],
      ["github.com", "github.com/ada"],
      ["XING", "xing.com/profile/Ada"],
      ["Portfolio", "ada.design"],
    ]);
  });
});

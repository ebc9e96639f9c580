import { describe, expect, it } from "vitest";
import { coverLetterCreateSchema, coverLetterEditSchema, NEW_COVER_LETTER } from "./coverletters.ts";

describe("cover letter schemas", () => {
  it("requires title and text with the spec's message", () => {
    const result = coverLetterCreateSchema.safeParse({ title: " ", text: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ title: "Required", text: "Required" });
    const missing = coverLetterCreateSchema.safeParse({});
    expect(missing.error!.issues.map((i) => i.message)).toEqual(["Required", "Required"]);
  });

  it("fills the defaults of a new letter: informal, active, German", () => {
    expect(coverLetterCreateSchema.parse({ title: "Hello", text: "Body" })).toEqual({
      title: "Hello",
      text: "Body",
      formal: false,
      active: true,
      cover_letter_language: "de",
    });
    expect(NEW_COVER_LETTER).toEqual({
      title: "",
      text: "",
      formal: false,
      active: true,
      cover_letter_language: "de",
    });
  });

  it("accepts formal and active as 1/0 and as booleans", () => {
    const parsed = coverLetterCreateSchema.parse({ title: "T", text: "X", formal: 1, active: "0" });
    expect(parsed).toMatchObject({ formal: true, active: false });
    expect(coverLetterCreateSchema.parse({ title: "T", text: "X", formal: false }).formal).toBe(false);
    expect(coverLetterCreateSchema.safeParse({ title: "T", text: "X", formal: "yes" }).success).toBe(false);
  });

  it("allows only de and en", () => {
    expect(
      coverLetterCreateSchema.parse({ title: "T", text: "X", cover_letter_language: "en" })
        .cover_letter_language,
    ).toBe("en");
    const bad = coverLetterCreateSchema.safeParse({ title: "T", text: "X", cover_letter_language: "fr" });
    expect(bad.error!.issues[0]!.message).toBe("Language must be de or en");
  });

  it("needs a positive id to edit", () => {
    expect(coverLetterEditSchema.safeParse({ id: 0, title: "T", text: "X" }).success).toBe(false);
    expect(coverLetterEditSchema.parse({ id: "7", title: "T", text: "X" }).id).toBe(7);
  });
});

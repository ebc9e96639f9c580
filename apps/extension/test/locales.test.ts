import { describe, expect, it } from "vitest";
import { format, messagesOf } from "./i18n.ts";

const en = messagesOf("en");
const de = messagesOf("de");
const placeholdersOf = (entry: { placeholders?: Record<string, { content: string }> } | undefined) =>
  JSON.stringify(entry?.placeholders ?? {});

describe("the extension's texts", () => {
  it("has every key in both languages", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("has no empty text and the same placeholders in both languages", () => {
    for (const key of Object.keys(en)) {
      expect(en[key]?.message.trim(), key).not.toBe("");
      expect(de[key]?.message.trim(), key).not.toBe("");
      expect(placeholdersOf(de[key]), key).toBe(placeholdersOf(en[key]));
      for (const name of Object.keys(en[key]?.placeholders ?? {})) {
        expect(en[key]?.message, key).toContain(`$${name.toUpperCase()}$`);
        expect(de[key]?.message, key).toContain(`$${name.toUpperCase()}$`);
      }
    }
  });

  it("is translated, not copied (only symbols and names may read the same)", () => {
    const same = Object.keys(en).filter((key) => en[key]?.message === de[key]?.message);
    expect(same.sort()).toEqual(["fitValue", "trackedStatus"]);
  });

  it("speaks to the user formally in German", () => {
    for (const [key, entry] of Object.entries(de)) {
      expect(entry.message, key).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
    }
  });

  it("fills placeholders in order", () => {
    expect(format(en, "connectedText", ["https://jobs.example.org", "ada@example.org"])).toBe(
      "Connected to https://jobs.example.org as ada@example.org.",
    );
    expect(format(de, "errorTooLong", ["300"])).toBe("Höchstens 300 Zeichen.");
  });
});

import { describe, expect, it } from "vitest";
import { contactRow } from "../src/parts/contact-row.ts";

describe("contactRow", () => {
  const lines = [
    { label: "E-Mail", value: "annelie@example.de" },
    { label: "Adresse", value: "Karl-Liebknecht-Straße 131, 04275 Leipzig" },
  ];

  it("breaks only between values: the spaces inside a value do not break", () => {
    const row = contactRow(lines, "  |  ");
    expect(row).toBe("annelie@example.de  |  Karl-Liebknecht-Straße\u00a0131,\u00a004275\u00a0Leipzig");
    expect(row.split("  |  ").every((value) => !value.includes(" "))).toBe(true);
  });

  it("keeps a label with its value", () => {
    expect(contactRow(lines.slice(0, 1), " · ", true)).toBe("E-Mail:\u00a0annelie@example.de");
  });
});

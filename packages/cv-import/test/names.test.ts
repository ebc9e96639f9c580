import { describe, expect, it } from "vitest";
import { findName, isName, labelledName, splitName } from "../src/names.ts";
import type { Line } from "../src/types.ts";

function line(text: string, size = 10, page = 1): Line {
  return {
    text,
    cells: [{ text, x: 50 }],
    x: 50,
    right: 0,
    limit: 0,
    size,
    emphasis: false,
    headingStyle: false,
    bullet: false,
    gapBefore: 0,
    page,
    column: "main",
  };
}

describe("names", () => {
  it("splits particles into the surname and keeps umlauts and ß", () => {
    expect(splitName("Clara von Hohenfels")).toEqual({ firstName: "Clara", lastName: "von Hohenfels" });
    expect(splitName("Pieter van der Berg")).toEqual({ firstName: "Pieter", lastName: "van der Berg" });
    expect(splitName("Jörg Weißmüller")).toEqual({ firstName: "Jörg", lastName: "Weißmüller" });
    expect(splitName("Dr. Anna-Lena Schröder")).toEqual({ firstName: "Anna-Lena", lastName: "Schröder" });
    expect(splitName("Mary Ellen O'Connor")).toEqual({ firstName: "Mary Ellen", lastName: "O'Connor" });
  });

  it("tells names from headings and sentences", () => {
    expect(isName("Sophie de la Cruz")).toBe(true);
    expect(isName("Lebenslauf")).toBe(false);
    expect(isName("Curriculum Vitae")).toBe(false);
    expect(isName("Ich bin motiviert und zuverlässig")).toBe(false);
    expect(isName("Berufserfahrung")).toBe(false);
  });

  it("takes the biggest name near the top and the line under it as headline", () => {
    const lines = [
      line("Lebenslauf", 12),
      line("Friederike Großmann", 24),
      line("Senior Data Engineer", 13),
      line("Hauptstraße 1, 10115 Berlin"),
    ];
    expect(findName(lines, undefined)).toEqual({
      firstName: "Friederike",
      lastName: "Großmann",
      title: "Senior Data Engineer",
    });
  });

  it("reads 'Name – Headline' lines and labelled names", () => {
    const lines = [line("Tom Becker – Projektmanager (PMP)", 14), line("Kontakt")];
    expect(findName(lines, undefined)).toEqual({
      firstName: "Tom",
      lastName: "Becker",
      title: "Projektmanager (PMP)",
    });
    const table: Line = {
      ...line("Name  Ella Hartmann"),
      cells: [
        { text: "Name", x: 50 },
        { text: "Ella Hartmann", x: 150 },
      ],
    };
    expect(labelledName([table])).toBe("Ella Hartmann");
  });
});

import { describe, expect, it } from "vitest";
import {
  findName,
  isName,
  labelledName,
  labelledNameParts,
  splitName,
  withoutMiddleInitials,
} from "../src/names.ts";
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

function row(...cells: string[]): Line {
  return { ...line(cells.join("  ")), cells: cells.map((text, i) => ({ text, x: 50 + i * 150 })) };
}

describe("name finder", () => {
  it("never takes a section heading or a document title for the name", () => {
    const german = [
      line("LEBENSLAUF", 18),
      line("Persönliche Daten", 14),
      line("Gerlinde Sauerbrey", 11),
      line("Am Anger 4, 99084 Erfurt"),
    ];
    expect(findName(german, undefined)).toMatchObject({ firstName: "Gerlinde", lastName: "Sauerbrey" });
    const english = [line("Technical Skills", 14), line("Brandon Kowalczyk", 11), line("Go, Rust")];
    expect(findName(english, undefined)).toMatchObject({ firstName: "Brandon", lastName: "Kowalczyk" });
    expect(findName([line("Angaben zur Person", 16)], undefined).lastName).toBe("");
  });

  it("weighs a known first name and the e-mail address above the bigger type", () => {
    const lines = [line("Senior Cloud Architect", 16), line("Wiebke Tallhoff", 12), line("+49 170 1234567")];
    expect(findName(lines, undefined)).toMatchObject({ firstName: "Wiebke", lastName: "Tallhoff" });
    const byMail = [line("Gesundheit Pflege Dienste", 14), line("Quirin Ostendorp", 11)];
    expect(findName(byMail, undefined, { email: "q.ostendorp@example.org" })).toMatchObject({
      firstName: "Quirin",
      lastName: "Ostendorp",
    });
  });

  it("finds the name in a cell of a table row beside the contact data", () => {
    const lines = [row("Declan Fitzgerald", "declan.fitz@example.ie"), line("Experience", 14)];
    expect(findName(lines, undefined)).toMatchObject({ firstName: "Declan", lastName: "Fitzgerald" });
  });
});

describe("labelled names", () => {
  it("reads 'Name: Nachname, Vorname' and surname-first labels", () => {
    expect(labelledNameParts([line("Name: Rautenberg, Marlene")])).toEqual({
      firstName: "Marlene",
      lastName: "Rautenberg",
    });
    expect(labelledNameParts([row("Nachname(n) / Vorname(n)", "Brökelmann, Jost")])).toEqual({
      firstName: "Jost",
      lastName: "Brökelmann",
    });
    expect(labelledNameParts([row("Surname, Firstname", "O'Hanlon, Aoife")])).toEqual({
      firstName: "Aoife",
      lastName: "O'Hanlon",
    });
  });

  it("joins separate first-name and surname rows", () => {
    expect(
      labelledNameParts([
        row("Vorname", "Ansgar"),
        row("Geburtsdatum", "1.1.1990"),
        row("Nachname", "Wiesel"),
      ]),
    ).toEqual({
      firstName: "Ansgar",
      lastName: "Wiesel",
    });
    expect(labelledNameParts([line("Last name: Whitcombe"), line("First name: Harriet")])).toEqual({
      firstName: "Harriet",
      lastName: "Whitcombe",
    });
    expect(labelledNameParts([line("Firma: Beispiel GmbH")])).toBeUndefined();
  });
});

describe("middle initials", () => {
  it("are no part of the given name; a leading initial is", () => {
    expect(withoutMiddleInitials("Marcus D.")).toBe("Marcus");
    expect(withoutMiddleInitials("Jean-François P.")).toBe("Jean-François");
    expect(withoutMiddleInitials("Mary A. B.")).toBe("Mary");
    expect(withoutMiddleInitials("Lea Marie")).toBe("Lea Marie");
    expect(withoutMiddleInitials("J. Robert")).toBe("J. Robert");
  });
});

describe("a US résumé's name with a middle initial", () => {
  it("gives the first name without the initial", () => {
    expect(
      findName([line("Marcus D. Whitfield", 24), line("marcus.whitfield@example.com")], undefined),
    ).toMatchObject({
      firstName: "Marcus",
      lastName: "Whitfield",
    });
  });
});

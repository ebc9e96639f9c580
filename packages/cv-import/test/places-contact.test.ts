import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { extractContact, findAddress, labelledCity } from "../src/contact.ts";
import { workRoles } from "../src/experience.ts";
import { parseCv } from "../src/index.ts";
import { isUsState, readPlace } from "../src/places.ts";

describe("places in addresses (issue 16)", () => {
  it.each([
    ["Hamburg (Deutschland)", "Hamburg"],
    ["Wien (Österreich)", "Wien"],
    ["Lisbon, Portugal", "Lisbon"],
    ["München, Germany", "München"],
    ["Kraków, Polen", "Kraków"],
  ])("reads the city of %s", (text, city) => {
    expect(extractContact([text])).toMatchObject({ city, postcode: "" });
  });

  it("reads US 'City, ST 12345' and ZIP+4 with the state codes from the vocabulary", () => {
    expect(extractContact(["2200 Pecan Street", "Austin, TX 78701-1234"])).toMatchObject({
      street: "Pecan Street",
      houseNumber: "2200",
      postcode: "78701-1234",
      city: "Austin",
    });
    expect(findAddress(["88 Harbor Way, Portland, Maine 04101"])).toMatchObject({
      postcode: "04101",
      city: "Portland",
    });
    // "XY" is no state: no US address is read from it.
    expect(findAddress(["Springfield, XY 12345"]).postcode).not.toBe("12345");
    expect(isUsState("TX")).toBe(true);
    expect(isUsState("Texas")).toBe(true);
    expect(isUsState("Bayern")).toBe(false);
    expect(readPlace("Austin, Texas")).toEqual({ city: "Austin", country: "" });
  });

  it("reads Irish Eircodes, also alone after 'Dublin 2'", () => {
    expect(extractContact(["1 Grand Canal Square", "Dublin 2, D02 X285"])).toMatchObject({
      street: "Grand Canal Square",
      houseNumber: "1",
      postcode: "D02 X285",
      city: "Dublin",
    });
    expect(extractContact(["Kent Road, Cork T12 AB34"])).toMatchObject({
      postcode: "T12 AB34",
      city: "Cork",
    });
    expect(extractContact(["8 Kings Road, Dublin 6W, D6W Y2K8"])).toMatchObject({
      postcode: "D6W Y2K8",
      city: "Dublin",
    });
  });

  it("reads UK postcodes and German, Austrian and Swiss postcodes", () => {
    expect(extractContact(["10 Downing Street", "London SW1A 2AA"])).toMatchObject({
      postcode: "SW1A 2AA",
      city: "London",
    });
    expect(extractContact(["Hauptstraße 5", "12345 Berlin"])).toMatchObject({
      street: "Hauptstraße",
      postcode: "12345",
      city: "Berlin",
    });
    expect(extractContact(["CH-8001 Zürich"])).toMatchObject({ postcode: "8001", city: "Zürich" });
    expect(extractContact(["A-1010 Wien"])).toMatchObject({ postcode: "1010", city: "Wien" });
    expect(extractContact(["8001 Zürich (Schweiz)"])).toMatchObject({ postcode: "8001", city: "Zürich" });
  });
});

describe("labelled contact cells", () => {
  it("takes a bare city after a location label, in the same cell or the next", () => {
    expect(labelledCity(["Wohnort: Bremen"])).toBe("Bremen");
    expect(labelledCity(["Wohnort", "Frankfurt am Main"])).toBe("Frankfurt am Main");
    expect(labelledCity(["Location  Boston"])).toBe("Boston");
    expect(labelledCity(["Location:\tAustin, Texas"])).toBe("Austin");
    expect(extractContact(["Telefon:  +49 421 556677", "Wohnort:  Bremen"])).toMatchObject({
      phone: "+49 421 556677",
      city: "Bremen",
    });
  });

  it("does not take the next label, or 'Remote', for a city", () => {
    expect(labelledCity(["Ort", "Telefon", "+49 30 1234567"])).toBe("");
    expect(labelledCity(["Location:", "Phone:", "+1 555 123 4567"])).toBe("");
    expect(labelledCity(["Standort: Remote"])).toBe("");
    expect(extractContact(["Hamburg"]).city).toBe("");
  });
});

describe("the place at the end of a company line", () => {
  it.each([
    [
      ["Disponentin", "Nordhafen Reederei AG, Hamburg (Deutschland)"],
      "Nordhafen Reederei AG",
      "Hamburg (Deutschland)",
    ],
    [["Software Engineer", "Acme Inc., Austin, TX"], "Acme Inc.", "Austin, TX"],
    [["Backend Developer", "Acme Inc. – Austin, TX"], "Acme Inc.", "Austin, TX"],
    [["Entwickler", "Donau Software GmbH, 80331 München"], "Donau Software GmbH", "München"],
    [["Buchhalter", "Alpen Treuhand AG, CH-8001 Zürich"], "Alpen Treuhand AG", "Zürich"],
    [["Analyst", "Tagus Data Lda., Lisbon, Portugal"], "Tagus Data Lda.", "Lisbon, Portugal"],
  ])("%j", (headers, company, place) => {
    expect(workRoles(headers)).toMatchObject({ company, place });
  });

  it("keeps a dash inside a company's name", () => {
    expect(workRoles(["Berater", "Müller – Consulting GmbH"]).company).toBe("Müller – Consulting GmbH");
  });
});

describe("contact blocks in a sidebar or a label table", () => {
  it("reads a right-hand sidebar with labels above their values", async () => {
    const main = column(
      [
        ["Lena Vogt", 50, { size: 24, bold: true }],
        ["Logistikerin", 50, { size: 13 }],
        ["Berufserfahrung", 50, { size: 14, bold: true, gap: 16 }],
        ["Disponentin", 50, { bold: true }],
        ["Nordhafen Reederei AG, Hamburg (Deutschland)", 50],
        ["04/2019 – heute", 50],
        ["• Planung der Containerumläufe", 56],
        ["Ausbildung", 50, { size: 14, bold: true, gap: 16 }],
        ["Kauffrau für Spedition", 50, { bold: true }],
        ["Berufsschule Hamburg", 50],
        ["2015 – 2018", 50],
      ],
      800,
      16,
    );
    const side = column(
      [
        ["KONTAKT", 400, { bold: true, size: 11 }],
        ["Telefon", 400, { bold: true }],
        ["+49 40 7788990", 400],
        ["E-Mail", 400, { bold: true }],
        ["lena.vogt@example.de", 400],
        ["Wohnort", 400, { bold: true }],
        ["Bremen", 400],
      ],
      720,
      13,
    );
    const cv = await parseCv(makePdf([[...main, ...side]]));
    expect(cv).toMatchObject({
      firstName: "Lena",
      lastName: "Vogt",
      phone: "+49 40 7788990",
      email: "lena.vogt@example.de",
      city: "Bremen",
    });
    expect(cv.work[0]).toMatchObject({
      position: "Disponentin",
      company: "Nordhafen Reederei AG",
      place: "Hamburg (Deutschland)",
    });
  });

  it("reads a DOCX table with label cells and values beside them", async () => {
    const row = (label: string, value: string) => [[{ text: label }], [{ text: value }]];
    const cv = await parseCv(
      makeDocx([
        { text: "Daniel Reyes", style: "Title" },
        {
          rows: [
            row("Phone", "+1 512 555 0142"),
            row("E-Mail", "d.reyes@example.com"),
            row("Address", "2200 Pecan Street, Austin, TX 78701"),
          ],
        },
        { text: "Experience", style: "Heading1" },
        { text: "Software Engineer\tMar 2020 – Present", bold: true },
        { text: "Acme Inc., Austin, TX" },
        { text: "Built the billing service", bullet: true },
      ]),
    );
    expect(cv).toMatchObject({
      firstName: "Daniel",
      lastName: "Reyes",
      phone: "+1 512 555 0142",
      email: "d.reyes@example.com",
      street: "Pecan Street",
      houseNumber: "2200",
      postcode: "78701",
      city: "Austin",
    });
    expect(cv.work[0]).toMatchObject({
      position: "Software Engineer",
      company: "Acme Inc.",
      place: "Austin, TX",
    });
  });

  it("reads a German table with Anschrift and Wohnort cells", async () => {
    const row = (label: string, value: string) => [[{ text: label }], [{ text: value }]];
    const cv = await parseCv(
      makeDocx([
        { text: "Lebenslauf", style: "Title" },
        { text: "Persönliche Daten", style: "Heading1" },
        {
          rows: [
            row("Name:", "Greta Lindqvist"),
            row("Anschrift:", "Mariahilfer Straße 12, A-1060 Wien"),
            row("Telefon:", "+43 660 1234567"),
            row("Wohnort:", "Wien"),
          ],
        },
      ]),
    );
    expect(cv).toMatchObject({
      street: "Mariahilfer Straße",
      houseNumber: "12",
      postcode: "1060",
      city: "Wien",
      phone: "+43 660 1234567",
    });
  });
});

describe("Canadian addresses", () => {
  it("reads city and postal code after the province, the street before them", () => {
    expect(extractContact(["455 Spadina Avenue", "Toronto, ON M5S 2G8"])).toMatchObject({
      street: "Spadina Avenue",
      houseNumber: "455",
      postcode: "M5S 2G8",
      city: "Toronto",
    });
    // As our own templates print it (their no-break spaces reach the parser as spaces), without the province.
    expect(extractContact(["455 Spadina Avenue, Toronto M5S 2G8"])).toMatchObject({
      street: "Spadina Avenue",
      houseNumber: "455",
      postcode: "M5S 2G8",
      city: "Toronto",
    });
    // A four-digit house number is no Swiss postcode here.
    expect(extractContact(["1280 Homer Street, Vancouver, BC V6B 2Y5, Canada"])).toMatchObject({
      street: "Homer Street",
      houseNumber: "1280",
      postcode: "V6B 2Y5",
      city: "Vancouver",
    });
  });
});

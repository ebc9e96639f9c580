import { describe, expect, it } from "vitest";
import { extractContact, findAddress, findPhone, splitStreet } from "../src/contact.ts";

describe("findPhone", () => {
  it.each([
    ["Tel.: +49 (0)30 12345678", "+49 (0)30 12345678"],
    ["Mobil 0172 / 987 65 43", "0172 / 987 65 43"],
    ["+43 660 1234567", "+43 660 1234567"],
    ["+41 78 765 43 21", "+41 78 765 43 21"],
    ["Phone: 07700 900123", "07700 900123"],
    ["+44 (0)20 7946 0958", "+44 (0)20 7946 0958"],
  ])("%s", (text, expected) => expect(findPhone(text)).toBe(expected));

  it("does not take dates or postcodes for phones", () => {
    expect(findPhone("geboren 03.04.1990")).toBe("");
    expect(findPhone("80331 München")).toBe("");
    expect(findPhone("2015 – 2018")).toBe("");
  });
});

describe("addresses", () => {
  it("splits German, Austrian and Swiss streets and postcodes", () => {
    expect(findAddress(["Lindenallee 14b", "80331 München"])).toEqual({
      street: "Lindenallee",
      houseNumber: "14b",
      postcode: "80331",
      city: "München",
    });
    expect(findAddress(["Mariahilfer Straße 101/3, A-1060 Wien, Österreich"])).toMatchObject({
      street: "Mariahilfer Straße",
      houseNumber: "101/3",
      postcode: "1060",
      city: "Wien",
    });
    expect(findAddress(["Bahnhofstrasse 5, CH-8001 Zürich"])).toMatchObject({
      postcode: "8001",
      city: "Zürich",
    });
    expect(findAddress(["Am Alten Markt 2", "14467 Potsdam"])).toMatchObject({
      street: "Am Alten Markt",
      houseNumber: "2",
    });
  });

  it("keeps a bracketed part of a city's name", () => {
    expect(findAddress(["Große Ulrichstraße 3", "06108 Halle (Saale)"])).toMatchObject({
      city: "Halle (Saale)",
      houseNumber: "3",
    });
  });

  it("reads British and Irish addresses with the number first", () => {
    expect(findAddress(["42 Harbour Road, Bristol BS1 4DJ, United Kingdom"])).toEqual({
      street: "Harbour Road",
      houseNumber: "42",
      postcode: "BS1 4DJ",
      city: "Bristol",
    });
    expect(findAddress(["17A Mill Lane", "Leeds LS1 5AB"])).toMatchObject({
      houseNumber: "17A",
      city: "Leeds",
    });
    expect(splitStreet("Flat 3, 8 Kings Road")).toBeDefined();
  });
});

describe("extractContact", () => {
  it("finds e-mail, phone, site and social links among labelled pieces", () => {
    const contact = extractContact([
      "Jonas Brandt",
      "Ulmenweg 3 · 50667 Köln · Tel. 0221 555 12 34 · jonas.brandt@example.org",
      "www.jonasbrandt.dev | linkedin.com/in/jonas-brandt | https://github.com/jbrandt",
    ]);
    expect(contact).toMatchObject({
      email: "jonas.brandt@example.org",
      phone: "0221 555 12 34",
      street: "Ulmenweg",
      houseNumber: "3",
      postcode: "50667",
      city: "Köln",
      website: "www.jonasbrandt.dev",
    });
    expect(contact.socialLinks).toEqual(["linkedin.com/in/jonas-brandt", "https://github.com/jbrandt"]);
  });

  it("does not take the mail domain, degrees or file names for a website", () => {
    const contact = extractContact(["E-Mail: anna@beispiel.de", "B.Sc. Informatik", "Portfolio.pdf"]);
    expect(contact.website).toBeNull();
  });
});

describe("addresses in new layouts", () => {
  it("drops the country after the city, in brackets or after a comma", () => {
    expect(extractContact(["Mühlgasse 9", "93047 Regensburg (Deutschland)"])).toMatchObject({
      street: "Mühlgasse",
      houseNumber: "9",
      postcode: "93047",
      city: "Regensburg",
    });
    expect(extractContact(["Rosenhang 14, 6020 Innsbruck, Österreich"])).toMatchObject({
      postcode: "6020",
      city: "Innsbruck",
    });
    expect(extractContact(["Am Hafen 3", "15230 Frankfurt (Oder)"]).city).toBe("Frankfurt (Oder)");
  });

  it("reads US 'City, ST 12345' and Irish Eircodes", () => {
    expect(extractContact(["311 Juniper Court", "Boise, ID 83702"])).toMatchObject({
      street: "Juniper Court",
      houseNumber: "311",
      postcode: "83702",
      city: "Boise",
    });
    expect(extractContact(["5 Mill Road, Rathmore, Killarney V93 RT2K"])).toMatchObject({
      street: "Mill Road",
      houseNumber: "5",
      postcode: "V93 RT2K",
      city: "Killarney",
    });
  });

  it("takes the city from 'City, Country' when no postcode is printed", () => {
    expect(extractContact(["Wohnort: Kilkenny, Ireland"]).city).toBe("Kilkenny");
    expect(extractContact(["Linz (Österreich)"]).city).toBe("Linz");
  });
});

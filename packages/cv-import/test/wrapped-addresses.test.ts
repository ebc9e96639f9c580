import { describe, expect, it } from "vitest";
import { extractContact, isContactText } from "../src/contact.ts";

describe("addresses wrapped in a narrow column", () => {
  it("joins an e-mail address wrapped after its domain's dot", () => {
    const contact = extractContact(["Colonnaden 21", "20354 Hamburg", "katharina.vonahlen@mailbox.", "org"]);
    expect(contact.email).toBe("katharina.vonahlen@mailbox.org");
    expect(contact.city).toBe("Hamburg");
  });

  it("joins an e-mail address wrapped at a hyphen of its local part, across another column's text", () => {
    const contact = extractContact([
      "Annelie Kowalczyk-Brandt  0176 28940315",
      "annelie.kowalczyk-",
      "UX-Designerin  brandt@posteo.de",
    ]);
    expect(contact.email).toBe("annelie.kowalczyk-brandt@posteo.de");
    expect(contact.phone).toBe("0176 28940315");
  });

  it("joins an e-mail address wrapped in a cell beside the name and the title", () => {
    const contact = extractContact([
      "Annelie Kowalczyk-Brandt  annelie.kowalczyk-",
      "UX-Designerin  brandt@posteo.de",
      "04275 Leipzig",
    ]);
    expect(contact.email).toBe("annelie.kowalczyk-brandt@posteo.de");
  });

  it("joins a profile address wrapped at a hyphen", () => {
    const contact = extractContact(["linkedin.com/in/katharina-von-", "ahlen", "K E N N T N I S S E"]);
    expect(contact.socialLinks).toEqual(["linkedin.com/in/katharina-von-ahlen"]);
  });

  it("leaves a hyphenated word at a line's end and an unrelated next line alone", () => {
    const contact = extractContact(["Entwicklung von Front-", "und Backend", "anna@example.de"]);
    expect(contact.email).toBe("anna@example.de");
    expect(extractContact(["www.example.de", "Berlin"]).website).toBe("www.example.de");
  });
});

describe("contact text", () => {
  it.each([
    ["Kramgasse 62", true],
    ["455 Spadina Avenue", true],
    ["Cambridge CB1 2LA", true],
    ["owentremblay.ca", true],
    ["annelie.kowalczyk-", true],
    ["Adresse", true],
    ["Pflegefachfrau HF", false],
    ["Senior Data Analyst", false],
    ["UX-Designerin", false],
  ])("%s → %s", (text, expected) => expect(isContactText(text)).toBe(expected));
});

describe("a profile address broken inside its last word", () => {
  it("joins a fragment of a few letters to the address's path, and leaves a word after a site alone", () => {
    expect(
      extractContact(["dribbble.com/svenjalq", "linkedin.com/in/svenjalindqvis", "t"]).socialLinks,
    ).toEqual(["dribbble.com/svenjalq", "linkedin.com/in/svenjalindqvist"]);
    expect(extractContact(["www.example.de", "Berlin"]).website).toBe("www.example.de");
  });
});

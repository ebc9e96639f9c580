import { describe, expect, it } from "vitest";
import { dateRange, fullDate, labelsFor, levelName, money, monthYear } from "../src/labels.ts";

describe("labels", () => {
  it("defaults to German and knows English", () => {
    expect(labelsFor(undefined).experience).toBe("Berufserfahrung");
    expect(labelsFor("fr").education).toBe("Ausbildung");
    expect(labelsFor("en").experience).toBe("Work experience");
    expect(labelsFor("en").hourlyRateOnSite).toBe("Hourly rate on site");
    expect(labelsFor("de").hourlyRateOnSite).toBe("Stundensatz vor Ort");
  });

  it("names the four levels, with the mother tongue for languages", () => {
    expect([25, 50, 75, 100].map((l) => levelName(l, "de", "skill"))).toEqual([
      "Grundkenntnisse",
      "Gute Kenntnisse",
      "Sehr gute Kenntnisse",
      "Experte",
    ]);
    expect(levelName(100, "de", "language")).toBe("Muttersprache");
    expect([25, 50, 75, 100].map((l) => levelName(l, "en", "language"))).toEqual([
      "Basic",
      "Good",
      "Fluent",
      "Native",
    ]);
    expect(levelName(100, "en", "skill")).toBe("Expert");
  });
});

describe("dates and money", () => {
  it("prints month and year", () => {
    expect(monthYear("2019-03-15")).toBe("03/2019");
    expect(monthYear("2019-03-15T10:00:00Z")).toBe("03/2019");
    expect(monthYear(null)).toBe("");
  });

  it("ends a current range with heute / present", () => {
    expect(dateRange("2019-03-01", null, true, labelsFor("de"))).toBe("03/2019 – heute");
    expect(dateRange("2019-03-01", "2021-05-31", false, labelsFor("en"))).toBe("03/2019 – 05/2021");
    expect(dateRange("2019-03-01", "2021-05-31", true, labelsFor("en"))).toBe("03/2019 – present");
  });

  it("formats full dates and euros per language", () => {
    expect(fullDate("1989-07-14", "de")).toBe("14.07.1989");
    expect(fullDate("1989-07-14", "en")).toBe("1989-07-14");
    expect(money(95, "de")).toBe("95 €");
    expect(money(1250, "de")).toBe("1.250 €");
    expect(money(95, "en")).toBe("€95");
    expect(money(92.5, "de")).toBe("92,50 €");
  });

  it("writes euros as Intl.NumberFormat does for de-DE and en-GB", () => {
    const amounts = [
      0, 5, 95, 999, 1000, 1250, 12345, 1234567, 0.5, 92.5, 1234.56, 99.99, 100000.01, -95, -1250.5,
    ];
    for (const amount of amounts) {
      const digits = amount % 1 === 0 ? 0 : 2;
      for (const [lang, locale] of [
        ["de", "de-DE"],
        ["en", "en-GB"],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "EUR",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(money(amount, lang), `${amount} ${lang}`).toBe(intl.format(amount).replace(/\u00a0/g, " "));
      }
    }
  });
});

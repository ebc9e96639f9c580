import { describe, expect, it } from "vitest";
import { isReverseCharge, paymentDataSchema, postalCodeFits, vatNumberFits } from "./billing-details.ts";
import { formatEuros } from "./plans.ts";

describe("payment rules", () => {
  it("shows cents as euros with comma decimals and the euro sign", () => {
    expect(formatEuros(990)).toBe("9,90 €");
    expect(formatEuros(9900)).toBe("99,00 €");
    expect(formatEuros(5)).toBe("0,05 €");
    expect(formatEuros(123456789)).toBe("1.234.567,89 €");
  });

  it.each([
    ["DE", "DE123456789", true],
    ["DE", "de 123 456 789", true],
    ["DE", "DE12345678", false],
    ["AT", "ATU12345678", true],
    ["GR", "EL123456789", true],
    ["NL", "NL852886385B01", true],
    ["NL", "NL852886385", false],
    ["FR", "FRXX123456789", true],
    ["CH", "CHE-123.456.789", true],
    ["DE", "", true],
  ])("VAT number for %s: %s fits %s", (country, vat, fits) => {
    expect(vatNumberFits(country, vat)).toBe(fits);
  });

  it.each([
    ["DE", "80331", true],
    ["DE", "8033", false],
    ["AT", "1010", true],
    ["NL", "1015 CX", true],
    ["PL", "00-950", true],
    ["PL", "00950", false],
    ["NO", "0150", true],
  ])("postal code for %s: %s fits %s", (country, code, fits) => {
    expect(postalCodeFits(country, code)).toBe(fits);
  });

  it("applies reverse charge to EU businesses abroad with a VAT number only", () => {
    const business = { country: "NL", vat_number: "NL852886385B01", company_name: "B.V." };
    expect(isReverseCharge(business)).toBe(true);
    expect(isReverseCharge({ ...business, country: "DE", vat_number: "DE123456789" })).toBe(false);
    expect(isReverseCharge({ ...business, vat_number: "" })).toBe(false);
    expect(isReverseCharge({ ...business, country: "US" })).toBe(false);
  });

  it("names the field that is wrong and stores VAT numbers without spaces", () => {
    const base = {
      first_name: "Anna",
      last_name: "Muster",
      street: "Weg",
      house_number: "1",
      postal_code: "80331",
      city: "München",
      country: "de",
    };
    const ok = paymentDataSchema.parse({ ...base, vat_number: "DE 123 456 789" });
    expect(ok).toMatchObject({ country: "DE", vat_number: "DE123456789" });
    const bad = paymentDataSchema.safeParse({ ...base, postal_code: "1234" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["postal_code"]);
  });
});

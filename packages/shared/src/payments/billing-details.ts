import { z } from "zod";

/**
 * VAT identification number formats of the EU member states (without spaces, with the country
 * prefix; Greece uses EL). The format only: whether a number exists is VIES's business.
 */
export const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  GR: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

export const EU_COUNTRIES = Object.keys(EU_VAT_FORMATS);

/** Postal code formats where we know them; other countries take any short code. */
export const POSTAL_CODE_FORMATS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  LU: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  EE: /^\d{5}$/,
  HR: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/** The VAT number as stored: upper case, no spaces, dots or dashes. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

/** True when the VAT number has the format of the country (empty is fine: consumers have none). */
export function vatNumberFits(country: string, vat: string): boolean {
  if (vat === "") return true;
  const format = EU_VAT_FORMATS[country];
  return format ? format.test(normalizeVatNumber(vat)) : vat.length <= 20;
}

/** True when the postal code has the country's format (any short code where we know none). */
export function postalCodeFits(country: string, code: string): boolean {
  const format = POSTAL_CODE_FORMATS[country];
  return format ? format.test(code.trim().toUpperCase()) : code.trim().length > 0 && code.length <= 12;
}

/** EU business customers outside the seller's country with a VAT number: reverse charge (§13b UStG). */
export function isReverseCharge(details: {
  country: string;
  vat_number: string;
  company_name: string;
}): boolean {
  return (
    details.country !== "DE" &&
    EU_COUNTRIES.includes(details.country) &&
    details.vat_number !== "" &&
    details.company_name !== ""
  );
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) => text(max).min(1, "Required");
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Must be a two-letter country code");

/** Payment data (spec section 3): billing address, VAT number and an optional delivery address. */
/** The payment data's billing fields in form order (spec section 3); the server and the form use these. */
export const BILLING_FIELDS = [
  "first_name",
  "last_name",
  "company_name",
  "street",
  "house_number",
  "postal_code",
  "city",
  "country",
  "vat_number",
] as const;
/** The delivery address fields, in form order. */
export const DELIVERY_FIELDS = [
  "delivery_first_name",
  "delivery_last_name",
  "delivery_company_name",
  "delivery_street",
  "delivery_house_number",
  "delivery_postal_code",
  "delivery_city",
  "delivery_country",
] as const;

export const paymentDataSchema = z
  .object({
    first_name: required(100),
    last_name: required(100),
    company_name: text(200).default(""),
    street: required(200),
    house_number: required(20),
    postal_code: required(12),
    city: required(100),
    country,
    vat_number: text(20).default(""),
    delivery_first_name: text(100).default(""),
    delivery_last_name: text(100).default(""),
    delivery_company_name: text(200).default(""),
    delivery_street: text(200).default(""),
    delivery_house_number: text(20).default(""),
    delivery_postal_code: text(12).default(""),
    delivery_city: text(100).default(""),
    delivery_country: country.or(z.literal("")).default(""),
  })
  .superRefine((data, ctx) => {
    if (!postalCodeFits(data.country, data.postal_code))
      ctx.addIssue({ code: "custom", path: ["postal_code"], message: "Not a postal code of this country" });
    if (!vatNumberFits(data.country, data.vat_number))
      ctx.addIssue({ code: "custom", path: ["vat_number"], message: "Not a VAT number of this country" });
    if (
      data.delivery_postal_code &&
      data.delivery_country &&
      !postalCodeFits(data.delivery_country, data.delivery_postal_code)
    )
      ctx.addIssue({
        code: "custom",
        path: ["delivery_postal_code"],
        message: "Not a postal code of this country",
      });
  })
  .transform((data) => ({ ...data, vat_number: normalizeVatNumber(data.vat_number) }));

export type PaymentDataInput = z.input<typeof paymentDataSchema>;
export type PaymentData = z.output<typeof paymentDataSchema>;

/**
 * A UK postcode ("CB1 2LA", "SW1A 2AA"), an Irish Eircode ("D02 X285") or a Canadian postal code
 * ("K1A 0B1"). Where these are used the house number comes before the street and the code after
 * the city; German, Austrian and Swiss addresses put the number after the street and the
 * postcode before the city. A CV prints its address the way its country writes it, so that the
 * reader (and an applicant tracking system) recognises it.
 */
const POSTCODE_AFTER_CITY =
  /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y](?:\d{2}|6W)\s?[A-Z\d]{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;

const NO_BREAK = "\u00a0";

export type PostalAddress = { street: string; housenumber: string; postcode: string; city: string };

/** The address on one line: "Mill Road 56, 80797 München" or "56 Mill Road, Cambridge CB1 2LA". */
export function postalAddressLine({ street, housenumber, postcode, city }: PostalAddress): string {
  const join = (glue: string, ...parts: string[]) =>
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(glue);
  // Postcode and city stay on one line when a narrow column wraps the address ("EH2 2PR" or
  // "Frankfurt am Main" split over two lines reads as no postcode or another city): their spaces
  // do not break.
  const code = postcode.trim().replace(/\s+/g, NO_BREAK);
  const town = city.trim().replace(/\s+/g, NO_BREAK);
  const parts = POSTCODE_AFTER_CITY.test(postcode.trim())
    ? [join(" ", housenumber, street), join(NO_BREAK, town, code)]
    : [join(" ", street, housenumber), join(NO_BREAK, code, town)];
  return parts.filter(Boolean).join(", ");
}

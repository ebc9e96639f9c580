import { headingKind } from "./headings.ts";
import type { Line } from "./types.ts";

/**
 * A postcode closing a cell after a comma ("Karl-Liebknecht-Straße 22, 04107", "Baker Street 7,
 * SE1 9SG", "Camden Street 104, D02 X285"): German, Austrian, Swiss, UK, Irish, US.
 */
const POSTCODE_END =
  /(?:^|,\s*)(?:(?:D|A|CH)[-–]\s?)?(?:\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y](?:\d{2}|6W)\s?[A-Z\d]{4}|\d{5}(?:-\d{4})?)$/;
/** A place name alone on its line: capitalised words, no digits. */
const BARE_PLACE = /^\p{Lu}[\p{L}.'’ -]{1,40}(?:\s?\([\p{L} .-]+\))?$/u;
/** Short marks after the address on its line: a photo placeholder's initials, an icon. */
const MARK = /^[\p{Lu}\p{So}]{1,3}$/u;

/**
 * A narrow column or a header beside a photo wraps an address after its postcode, putting the
 * city on the next line ("…, 04107" / "Leipzig"). The contact rules read an address on one
 * line, so such a pair is joined there; every other line is kept as it is.
 */
export function joinWrappedPlaces(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const text = line.text.trim();
    const at = previous ? postcodeCell(previous, line) : -1;
    // The place may be followed by more of the contact line ("Köln · 11.03.1987").
    const place = text.split(/\s+[·|•]\s+/)[0] ?? "";
    if (previous && at >= 0 && line.cells.length === 1 && BARE_PLACE.test(place) && !headingKind(place)) {
      const cells = previous.cells.map((c, i) => (i === at ? { ...c, text: `${c.text} ${text}` } : c));
      out[out.length - 1] = { ...previous, cells, text: cells.map((c) => c.text).join("  ") };
    } else out.push(line);
  }
  return out;
}

/** The index of the cell of `line` that ends in a postcode with nothing but marks after it, or -1. */
function postcodeCell(line: Line, next: Line): number {
  if (line.page !== next.page || line.column !== next.column || next.size > line.size + 0.5) return -1;
  for (let i = line.cells.length - 1; i >= 0; i--) {
    const text = line.cells[i]?.text.trim() ?? "";
    if (POSTCODE_END.test(text) && /\p{L}/u.test(text)) return i;
    if (!MARK.test(text)) return -1;
  }
  return -1;
}

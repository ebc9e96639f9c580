import type { CvLine } from "../model.ts";

/**
 * The contact values as one row of a header ("mail · phone · address"). The row wraps only
 * between values: an address broken after its street ("Karl-Liebknecht-Straße 131," / "04275
 * Leipzig") reads as two half addresses to the reader and to an applicant tracking system, so
 * the spaces inside each value do not break.
 */
export function contactRow(lines: CvLine[], separator: string, withLabel = false): string {
  return lines
    .map((line) => (withLabel ? `${line.label}: ${line.value}` : line.value).replace(/ /g, "\u00a0"))
    .join(separator);
}

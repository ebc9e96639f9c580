import { inlineText } from "../html-text.ts";
import { SHORT_FIELD_MAX } from "../job-posting.ts";

// Labels that pages put in front of a value ("Standort: Berlin").
const LABEL =
  /^(?:standort|arbeitsort|einsatzort|ort|location|job location|unternehmen|company|arbeitgeber|firma)\s*:\s*/i;

/** A short field's value as one line: markup and labels gone, within the form's limit. */
export function cleanShort(value: string): string {
  return inlineText(value, SHORT_FIELD_MAX * 2)
    .replace(LABEL, "")
    .replace(/^[\s·•|,–-]+|[\s·•|,–-]+$/g, "")
    .slice(0, SHORT_FIELD_MAX)
    .trim();
}

/**
 * The hiring company a career site's name stands for ("ACME Careers", "Karriere bei ACME"); "" for a
 * name that sounds like a job board ("Jobbörse", "Stellenmarkt").
 */
export function companyFromSiteName(siteName: string): string {
  const name = cleanShort(siteName);
  if (
    /job-?b(?:ö|oe)rse|stellen(?:markt|b(?:ö|oe)rse|portal)|job-?(?:board|portal|suche)|^jobs?$/i.test(name)
  )
    return "";
  return name
    .replace(/^(?:karriere|careers?|jobs)\s+(?:bei|at)\s+/i, "")
    .replace(/\s+(?:karriere|careers?|jobs|stellenangebote)$/i, "");
}

import { JOB_DESCRIPTION_MAX_LENGTH, JOB_TEXT_MAX_LENGTH } from "@jah/shared";
import { htmlToText, inlineText } from "./html-text.ts";
import type { JsonObject } from "./json-ld.ts";

/** The application fields a job page can fill. */
export type JobFields = {
  job_title: string;
  hireing_company: string;
  location: string;
  job_description: string;
};

// The limits the application form enforces, so an imported job can be saved as it is.
export const SHORT_FIELD_MAX = JOB_TEXT_MAX_LENGTH;
export const DESCRIPTION_MAX = JOB_DESCRIPTION_MAX_LENGTH;

/** Maps a schema.org JobPosting to the application fields; a missing property gives an empty string. */
export function jobFromPosting(posting: JsonObject): JobFields {
  return {
    job_title: inlineText(textOf(posting.title) || textOf(posting.name), SHORT_FIELD_MAX),
    hireing_company: inlineText(nameOf(posting.hiringOrganization), SHORT_FIELD_MAX),
    location: inlineText(locationOf(posting), SHORT_FIELD_MAX),
    job_description: htmlToText(textOf(posting.description), DESCRIPTION_MAX),
  };
}

function locationOf(posting: JsonObject): string {
  const places = asList(posting.jobLocation).map(placeText);
  const remote = asList(posting.jobLocationType).some(
    (type) => typeof type === "string" && type.trim().toUpperCase() === "TELECOMMUTE",
  );
  if (remote) places.push("Remote");
  return unique(places).join("; ");
}

function placeText(place: unknown): string {
  if (!isObject(place)) return textOf(place);
  const addresses = asList(place.address).map(addressText).filter(Boolean);
  return addresses[0] ?? textOf(place.name);
}

// "City, Region" reads best in the list; the region only when it adds something, the country only
// when nothing more precise is known.
function addressText(address: unknown): string {
  if (!isObject(address)) return textOf(address);
  const locality = textOf(address.addressLocality);
  const region = textOf(address.addressRegion);
  if (locality) return region && !sameText(region, locality) ? `${locality}, ${region}` : locality;
  return region || nameOf(address.addressCountry);
}

/** A string, or the `name` of an object (Organization, Country), or the first of a list of those. */
function nameOf(value: unknown): string {
  const first = asList(value)[0];
  return isObject(first) ? textOf(first.name) || textOf(first.legalName) : textOf(first);
}

function textOf(value: unknown): string {
  const first = asList(value)[0];
  if (typeof first === "string") return first.trim();
  if (typeof first === "number") return String(first);
  if (isObject(first) && "@value" in first) return textOf(first["@value"]);
  return "";
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

import { readFileSync } from "node:fs";
import { clean, fold } from "./text.ts";

/** Country names (folded), from `vocabulary/countries.txt`. */
const COUNTRIES: ReadonlySet<string> = new Set(
  readFileSync(new URL("../vocabulary/countries.txt", import.meta.url), "utf8")
    .split("\n")
    .map((l) => fold(l.replace(/#.*/, "").trim()))
    .filter((l) => l !== ""),
);

/** US states from `vocabulary/us-states.txt`: the two-letter postal codes and the names. */
const US_STATE_ROWS = readFileSync(new URL("../vocabulary/us-states.txt", import.meta.url), "utf8")
  .split("\n")
  .map((l) => l.replace(/#.*/, "").trim())
  .filter((l) => /^[A-Z]{2}\s+\S/.test(l));
/** US state codes ("TX"): "Austin, TX" and "Austin, TX 78701" are places. */
export const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATE_ROWS.map((l) => l.slice(0, 2)));
const US_STATE_NAMES: ReadonlySet<string> = new Set(US_STATE_ROWS.map((l) => fold(l.slice(2).trim())));
const US_STATES = [...US_STATE_CODES].join("|");

/** Whether a text is a US state, by code ("TX") or name ("Texas"). */
export function isUsState(text: string): boolean {
  const t = clean(text);
  return US_STATE_CODES.has(t) || US_STATE_NAMES.has(fold(t));
}

/** A city word group: capitalised words, particles and hyphens allowed ("Frankfurt am Main"). */
const CITY = "\\p{Lu}[\\p{L}.'’-]*(?:\\s(?:am|an|im|in|ob|bei|upon|on|de|sur|\\p{Lu}[\\p{L}.'’-]*)){0,3}";

/** Whether a text is a country name ("Deutschland", "Ireland", "USA"). */
export function isCountry(text: string): boolean {
  return COUNTRIES.has(fold(clean(text)));
}

const CITY_REGION_COUNTRY = new RegExp(`^(${CITY}),\\s*(\\p{Lu}[^,]{1,40}),\\s*([^,]{2,40})$`, "u");
const ONE_WORD_CITY = /^\p{Lu}[\p{L}'’-]+(?:\s(?:am|an|im|upon|on|de|sur)\s\p{Lu}[\p{L}'’-]+)?$/u;
const CITY_COUNTRY = new RegExp(`^(${CITY})\\s*(?:\\(([^()]{2,40})\\)|,\\s*([^,]{2,40}))$`, "u");
const CITY_STATE = new RegExp(`^(${CITY}),\\s*(?:${US_STATES})(?:\\s+\\d{5}(?:-\\d{4})?)?$`, "u");

/**
 * A place as a CV prints it beside an entry: "Hamburg (Deutschland)", "Dublin, Ireland",
 * "Austin, TX", a country alone, "Remote". Returns the city (or the country when no city is
 * named), or undefined when the text is not recognisably a place. A bare city name is not
 * recognised: it cannot be told from a company's name without a gazetteer.
 */
export function readPlace(text: string): { city: string; country: string } | undefined {
  const t = clean(text);
  if (isCountry(t)) return { city: "", country: t };
  // "Austin, Texas, United States", "München, Bayern, Deutschland": city, region and country, as
  // LinkedIn prints a location.
  // The city one word (with a particle) or the region a US state: "Sparkasse Vogelsberg, Lauterbach,
  // Deutschland" is a company and its place.
  const regional = CITY_REGION_COUNTRY.exec(t);
  if (
    regional?.[1] &&
    regional[2] &&
    isCountry(regional[3] ?? "") &&
    (ONE_WORD_CITY.test(regional[1]) || isUsState(regional[2]))
  )
    return { city: clean(regional[1]), country: clean(regional[3] ?? "") };
  if (CITY_STATE.test(t)) return { city: clean(t.split(",")[0] ?? ""), country: "" };
  // "Austin, TX (USA)": a state and the country in brackets after it.
  const bracketed = /^(.*\S)\s*\(([^()]{2,40})\)$/u.exec(t);
  if (bracketed?.[1] && isCountry(bracketed[2] ?? "") && CITY_STATE.test(bracketed[1]))
    return { city: clean(bracketed[1].split(",")[0] ?? ""), country: clean(bracketed[2] ?? "") };
  const m = CITY_COUNTRY.exec(t);
  const country = m?.[2] ?? m?.[3];
  if (m?.[1] && country && (isCountry(country) || (m[3] && isUsState(country))))
    return { city: clean(m[1]), country: isCountry(country) ? clean(country) : "" };
  return undefined;
}

/**
 * Splits a place off the end of a text: "Nordhafen AG, Kiel (Deutschland)" → Nordhafen AG and
 * Kiel (Deutschland); "Acme Inc., Austin, TX" → Acme Inc. and Austin, TX. `bareCity` also takes
 * a single capitalised city after the last comma, for texts known to name an organisation.
 */
export function splitPlace(text: string, bareCity = false): { rest: string; place: string } {
  const t = clean(text);
  const commas = [...t.matchAll(/,\s*/g)].map((m) => m.index ?? 0);
  // Try the longest tail first: "Austin, TX" before "TX".
  for (const at of commas) {
    const tail = t.slice(at + 1).trim();
    const rest = t.slice(0, at).trim();
    if (rest === "") continue;
    if (readPlace(tail)) return { rest: clean(rest), place: clean(tail) };
  }
  const bracket = /^(.*\S)\s+(\p{Lu}[\p{L}.'’ -]{1,40}\s*\(([^()]+)\))$/u.exec(t);
  const legalForm = /^(?:GmbH|AG|SE|KG|UG|mbH|Ltd|Inc|LLC|plc|Corp|Co)\b/;
  if (bracket?.[1] && bracket[2] && !legalForm.test(bracket[2]) && readPlace(bracket[2]))
    return { rest: clean(bracket[1]), place: clean(bracket[2]) };
  const country = /^(.*\S)\s*\(([^()]+)\)$/u.exec(t);
  if (country?.[1] && isCountry(country[2] ?? ""))
    return { rest: clean(country[1]), place: country[2] ?? "" };
  const last = commas.at(-1);
  if (bareCity && last !== undefined) {
    const tail = t.slice(last + 1).trim();
    if (new RegExp(`^${CITY}$`, "u").test(tail) && tail.split(/\s+/).length <= 4)
      return { rest: clean(t.slice(0, last)), place: tail };
  }
  return { rest: t, place: "" };
}

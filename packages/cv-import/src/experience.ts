import type { Entry } from "./entries.ts";
import { readPlace, splitPlace } from "./places.ts";
import { clean } from "./text.ts";
import { isPlace, ORGANISATION } from "./town.ts";
import type { ParsedWork } from "./types.ts";
import { isJobTitle } from "./vocabulary.ts";

// ORGANISATION is read by the education rules too.
export { ORGANISATION };

/** Legal forms: the surest sign of a company name. */
const LEGAL_FORM =
  /\b(GmbH|AG|SE|KG|KGaA|OHG|UG|mbH|e\.\s?V\.|eG|Ltd|Limited|plc|Inc|LLC|LLP|Corp|S\.A\.|B\.V\.|N\.V\.)(?![\p{L}])/u;

const CLIENT_LABEL =
  /^(?:auftraggeber|kunde|client|customer|arbeitgeber|employer|firma|company|unternehmen|projekt|project)\s*:\s*/i;
/** Separators between position and company on one line. */
const SPLIT = /\s+[·|•@]\s+|\s+[–—]\s+|,?\s+(?:at|bei)\s+(?=\p{Lu})/u;

/** A company's address at the end of its line: a German, Austrian or Swiss postcode and the city. */
const POSTAL_PLACE =
  /^(.*\S),\s*(?:(?:D|A|CH)[-–]\s?)?\d{4,5}\s+(\p{Lu}[\p{L}.'’-]*(?:\s(?:am|an|im|in|ob|bei|\p{Lu}[\p{L}.'’-]*)){0,3}(?:\s?\([^()]+\))?)$/u;

/** "Company, City (Country)" or "Company | City" → Company and the place; a label such as "Kunde:" is dropped. */
export function companyAndPlace(text: string): { company: string; place: string } {
  let t = text.replace(CLIENT_LABEL, "");
  let place = "";
  const pipe = t.split(/\s+[|·•]\s+/);
  if (pipe.length > 1) {
    t = pipe[0] ?? t;
    place = clean(pipe.slice(1).find((p) => readPlace(p) || isPlace(p)) ?? "");
  }
  // "Acme Inc. – Austin, TX": a dash before a place.
  const dash = /^(.*\S)\s+[–—-]\s+([^–—]+)$/u.exec(t);
  if (dash?.[1] && dash[2] && readPlace(dash[2]))
    return { company: clean(dash[1]), place: place || clean(dash[2]) };
  // "Beta GmbH, 80331 München", "Gamma AG, CH-8001 Zürich": the postcode is no part of the place.
  const postal = POSTAL_PLACE.exec(t);
  if (postal?.[1] && postal[2])
    return { company: clean(postal[1]), place: place || splitPlace(postal[2]).rest };
  const split = splitPlace(t);
  if (split.place) return { company: split.rest, place: place || split.place };
  // "Company, City" and "Company — City" / "Company – City": an em or en dash splits like a comma.
  const comma = /^(.*\S)(?:,|\s+[–—])\s*(\p{Lu}[\p{L}.' -]{1,40})$/u.exec(t);
  if (comma?.[1] && comma[2] && isPlace(comma[2])) return { company: clean(comma[1]), place: comma[2] };
  return { company: clean(t), place };
}

/** "Company, City" or "Company | City" → Company; a label such as "Kunde:" is dropped. */
export function stripPlace(text: string): string {
  return companyAndPlace(text).company;
}

/** How much a text reads as an organisation rather than a job title (above 0: organisation). */
function companyScore(text: string): number {
  let score = 0;
  if (LEGAL_FORM.test(text)) score += 3;
  else if (ORGANISATION.test(text)) score += 2;
  if (CLIENT_LABEL.test(text)) score += 3;
  if (isJobTitle(text)) score -= 3;
  return score;
}

type Roles = { position: string; company: string; place: string };

/** Position and company from two texts in either order: the one that reads more as an organisation is the company. */
function ordered(a: string, b: string, place: string): Roles {
  const [position, company] = companyScore(a) > companyScore(b) ? [b, a] : [a, b];
  const read = companyAndPlace(company);
  return { position: clean(position), company: read.company, place: place || read.place };
}

/** Position, company and place from an entry's header texts, in whatever order the layout puts them. */
export function workRoles(headers: string[]): Roles {
  // A header that is only a place ("Hamburg (Deutschland)", "Austin, TX") is the entry's place.
  const place = headers.slice(0, 4).find((h) => readPlace(h)) ?? "";
  const heads = headers.filter((h) => h !== place);
  const [first = "", second = "", third = ""] = heads;
  const parts = first.split(SPLIT);
  if (parts.length > 1 && !CLIENT_LABEL.test(first)) {
    // "Position | Company | City": the place goes, the other two are told apart by their words.
    const named = parts.filter((p) => !readPlace(p));
    const partPlace = parts.find((p) => readPlace(p)) ?? "";
    const [a = "", ...rest] = named;
    // "Company — City" with the position on the next line: the line held one role and a place.
    if (rest.length === 0 && partPlace && second) return ordered(a, second, place || partPlace);
    // "Förde Werbeagentur — Kiel" over "Werkstudentin Grafikdesign": a town the place vocabulary
    // does not know, told apart by the job title on the next line.
    const town = rest[0] ?? "";
    if (rest.length === 1 && second && isPlace(town) && isJobTitle(second) && !isJobTitle(a)) {
      return { position: clean(second), company: companyAndPlace(a).company, place: place || town };
    }
    if (rest.length > 1 && isPlace(rest.at(-1) ?? "")) {
      return { ...ordered(a, rest.slice(0, -1).join(" · "), place || partPlace), place: rest.at(-1) ?? "" };
    }
    return ordered(a, rest.join(" · "), place || partPlace);
  }
  // "Software Engineer, Acme Ltd" or "Senior Designer, Acme": a comma splits when one side names
  // an organisation, or when the left is a job title and no other line names the company.
  const comma = /^([^,]+),\s+(.+)$/.exec(first);
  if (comma?.[1] && comma[2] && !readPlace(comma[2])) {
    const [left, right] = [comma[1], comma[2]];
    const names = (re: RegExp) => re.test(right) && !re.test(left);
    // A lower-case word on the left or "und" on the right makes the comma part of a list.
    const titled =
      isJobTitle(left) &&
      !isJobTitle(right) &&
      !/(?:^|\s)\p{Ll}/u.test(left) &&
      !/\b(?:und|and|sowie|or|oder)\b/.test(right) &&
      (!second || companyScore(second) < 0);
    if (names(LEGAL_FORM) || names(ORGANISATION) || (titled && /^\p{Lu}/u.test(right))) {
      const read = companyAndPlace(right);
      if (titled && second && !readPlace(second)) return { position: clean(left), ...read };
      return { position: clean(left), company: read.company, place: place || read.place };
    }
  }
  if (!second) return { position: clean(first), company: "", place };
  // A company line with its city on the right and the job title on the next line.
  if (
    third &&
    !isJobTitle(first) &&
    !isJobTitle(second) &&
    isJobTitle(third) &&
    third.split(/\s+/).length <= 6
  ) {
    const [company, other] = companyScore(second) > companyScore(first) ? [second, first] : [first, second];
    return { ...ordered(third, company, place), place: place || (isPlace(other) ? other : "") };
  }
  return ordered(first, second, place);
}

/** Position and company from an entry's header texts. */
export function positionAndCompany(headers: string[]): { position: string; company: string } {
  const { position, company } = workRoles(headers);
  return { position, company };
}

/** A work entry from one dated entry of an experience section. */
export function toWork(entry: Entry): ParsedWork {
  const roles = workRoles(entry.headers);
  // A role under a company printed once above several roles: its header is the position.
  const { position, company } = entry.company ? { position: roles.position, company: entry.company } : roles;
  const place = entry.place ?? roles.place;
  return {
    position,
    company,
    ...(place ? { place } : {}),
    start: entry.dates?.start ?? null,
    end: entry.dates?.current ? null : (entry.dates?.end ?? null),
    current: entry.dates?.current ?? false,
    tasks: entry.tasks,
  };
}

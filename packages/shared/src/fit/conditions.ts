import places from "./data/places.json" with { type: "json" };
import data from "./data/work-modes.json" with { type: "json" };
import { fold } from "./text.ts";

export type WorkMode = "remote" | "hybrid" | "onsite" | "unknown";
export type Contract = "freelance" | "permanent" | "both" | "unknown";

const compile = (list: string[]) => new RegExp(list.join("|"), "i");
const REMOTE = compile(data.remote);
const HYBRID = compile(data.hybrid);
const ONSITE = compile(data.onsite);
const FREELANCE = compile(data.freelance);
const PERMANENT = compile(data.permanent);
const NATIONWIDE = compile(data.nationwide.map((w) => `\\b${w}\\b`));

/** How the job is done, from an explicit flag or else from the ad's words. */
export function workMode(
  remote: boolean | WorkMode | null | undefined,
  location: string,
  text: string,
  /** The ad rules remote work out ("Homeoffice ist nicht möglich"); its words are blanked in `text`. */
  noRemote = false,
): WorkMode {
  if (remote === true) return "remote";
  if (typeof remote === "string" && remote !== "unknown") return remote;
  const place = fold(location);
  const all = fold(text);
  // Ruled out, remote work leaves an on-site job, or a hybrid one if the ad still offers some days.
  if (noRemote) return HYBRID.test(all) && !/\bremote\b/.test(all) ? "hybrid" : "onsite";
  // An ad whose location says "Remote" is remote; "remote" in its text alone often means some days.
  if (/\bremote\b/.test(place) && !/hybrid/.test(place)) return "remote";
  if (REMOTE.test(all)) return "remote";
  if (ONSITE.test(all) && !/\b(remote|home ?office|mobil(es)? arbeit)/.test(all)) return "onsite";
  if (HYBRID.test(`${place} ${all}`)) return "hybrid";
  if (ONSITE.test(all) || remote === false) return "onsite";
  return "unknown";
}

/** Whether the ad is for freelancers, for employees, or does not say. */
export function contractOf(text: string): Contract {
  const all = fold(text);
  const freelance = FREELANCE.test(all);
  const permanent = PERMANENT.test(all);
  return freelance && permanent ? "both" : freelance ? "freelance" : permanent ? "permanent" : "unknown";
}

/** True when a profile's places of work say "anywhere in the country" or similar. */
export function isNationwide(places: string): boolean {
  return NATIONWIDE.test(fold(places));
}

/** A 5-digit German postcode in a text, if any. */
export function postcodeIn(text: string): string | undefined {
  return /\b(\d{5})\b/.exec(text)?.[1];
}

const PLACE_NAMES = new Map(
  places.same.flatMap((group) => group.map((name) => [fold(name), group.map(fold)])),
);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** True when a location text names the place, under any of its names ("Munich" for München). */
export function namesPlace(location: string, place: string): boolean {
  const where = fold(location);
  const names = PLACE_NAMES.get(fold(place)) ?? [fold(place)];
  return names.some((n) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(n)}($|[^\\p{L}])`, "u").test(where));
}

/** The fields of a stored ad that a second sighting (another source, or the same again) can improve. */
export type MergeableAd = {
  company: string;
  location: string;
  description: string;
  remote: boolean | null;
  validThrough: string | null;
};

/**
 * Words that name an intermediary rather than the employer: staffing and recruiting agencies, job
 * boards. German compounds carry them inside a word ("Personaldienstleistungen"), so they match anywhere.
 */
const INTERMEDIARY =
  /personal(dienst|service|leasing|vermittlung|beratung|management)|zeitarbeit|arbeitnehmerüberlassung|recruit|staffing|headhunt|jobbörse|stellenbörse|stellenmarkt|job ?board|jobportal|executive search|talent ?solutions/i;

/** Places that name a whole country or region: the poorest place an ad can have. */
const BARE_REGION =
  /^(deutschland|germany|österreich|oesterreich|austria|schweiz|switzerland|suisse|united kingdom|uk|great britain|england|de|at|ch|dach|europe|europa|eu|remote|worldwide|weltweit|bundesweit|deutschlandweit)$/i;

/** A German, Austrian or Swiss postcode, or a UK outward code. */
const POSTCODE = /\b\d{4,5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\b/;

/** True when the name is missing or is an agency's or board's, not the employer's own. */
export function isIntermediary(company: string, sourceName: string): boolean {
  const name = company.trim();
  if (!name) return true;
  if (sourceName && name.toLowerCase() === sourceName.trim().toLowerCase()) return true;
  return INTERMEDIARY.test(name);
}

/** How much a place says: 0 nothing, 1 a country or region, 2 a city, 3 a postcode with its city. */
export function placeDetail(location: string): number {
  const place = location.trim();
  if (!place) return 0;
  const parts = place
    .split(/[,;/|]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.every((p) => BARE_REGION.test(p))) return 1;
  return POSTCODE.test(place) ? 3 : 2;
}

/** The later of two end dates; an unknown end (null) gives way to a known one. */
function laterEnd(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/**
 * One ad seen twice (from two sources, or again from its own): each field takes the better of the two
 * versions instead of whichever was stored first. The richer place (a postcode and city over a bare
 * country), the employer's own name over an agency's or board's, the longer description, remote when
 * either says so, and the later end date; the ad's own source may also move its end date earlier, and
 * any source may report it ended.
 */
export function mergeAds(
  stored: MergeableAd & { sourceName: string },
  incoming: MergeableAd & { sourceName: string },
  sameSource: boolean,
  now = new Date(),
): MergeableAd {
  const storedAgency = isIntermediary(stored.company, stored.sourceName);
  const incomingAgency = isIntermediary(incoming.company, incoming.sourceName);
  const company = storedAgency && !incomingAgency ? incoming.company : stored.company || incoming.company;
  const location =
    placeDetail(incoming.location) > placeDetail(stored.location) ? incoming.location : stored.location;
  const description =
    incoming.description.trim().length > stored.description.trim().length
      ? incoming.description
      : stored.description;
  const remote =
    stored.remote === true || incoming.remote === true
      ? true
      : stored.remote === false || incoming.remote === false
        ? false
        : null;
  // An end already passed when reported means the ad was taken down: it wins, so an ended ad is never
  // kept alive by another source's older copy.
  const ended = incoming.validThrough !== null && incoming.validThrough < now.toISOString();
  const validThrough =
    sameSource || ended
      ? (incoming.validThrough ?? stored.validThrough)
      : laterEnd(stored.validThrough, incoming.validThrough);
  return { company, location, description, remote, validThrough };
}

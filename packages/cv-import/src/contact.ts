import { isCountry, isUsState, readPlace, splitPlace } from "./places.ts";
import { clean } from "./text.ts";

/** Contact data found in a CV's head or contact section. */
export type Contact = {
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  website: string | null;
  socialLinks: string[];
};

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
/** International (+49, 0049) or national (0…) numbers with the usual separators; 7 to 15 digits. */
const PHONE = /(?<![\d./])(?:(?:\+|00)\d{1,3}[\s./-]*(?:\(0\)\s*)?|\(?0)\d[\d\s()./-]{4,18}\d/g;
const NANP_PHONE = /(?<![\d.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[\s.-]\d{4}(?![\d])/;
const SOCIAL_HOSTS =
  /(?:linkedin\.com|xing\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|stackoverflow\.com)/i;
const TLDS =
  "de|com|net|org|io|ch|at|uk|co\\.uk|ie|eu|ca|us|dev|app|me|info|design|studio|tech|online|site|page|xyz|nl|fr|it|es|pl|cz|se|dk|no|fi|be|lu|li|biz|work|digital|cloud|ai|art|blog|portfolio";
const URL_RE = new RegExp(
  `(?<![@\\p{L}\\d.])(?:https?:\\/\\/)?(?:www\\.)?[a-z\\d][a-z\\d-]*(?:\\.[a-z\\d-]+)*\\.(?:${TLDS})(?![\\p{L}\\d@-])(?:\\/[^\\s,;|·]*)?`,
  "giu",
);
const WEB_RE = /(?<![@\p{L}\d.])(?:https?:\/\/|www\.)[^\s,;|·]+/giu;

/**
 * UK postcodes ("M4 1HN", "SW1A 2AA") and Irish Eircodes: a routing key of a letter and two digits
 * (or D6W), a space, four letters or digits ("D02 X285", "T12 AB34").
 */
const UK_POSTCODE =
  /\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y](?:\d{2}|6W)\s?(?=[A-Z\d]{0,3}\d|[A-Z]{4}\b)[A-Z\d]{4})\b/;
/** German (5 digits), Austrian and Swiss (4 digits) postcodes before the city, with D-/A-/CH- prefixes. */
const DACH_POSTCODE =
  /(?<![\d+/.-])(?:(?:D|A|CH)[-–]\s?)?(\d{4,5})\s+(\p{Lu}[\p{L}.'-]*(?:\s(?:am|an|im|in|ob|bei|a\.|i\.|\/)?\s?\p{Lu}?[\p{L}.'-]*)?(?:\s?\([\p{L} .-]+\))?)/u;
/** A city before a postcode in its own part, with a Dublin district number ("Dublin 6W"). */
const CITY_BEFORE_CODE = /^\p{Lu}[\p{L}.'’ -]{1,30}?(?:\s\d{1,2}[Ww]?)?$/u;
const STREET_WORD =
  /(?:stra(?:ss|ß)e|str\.|weg|gasse|platz|allee|ring|damm|ufer|\b(?:street|st|road|rd|lane|ln|avenue|ave|drive|dr|square|sq|court|ct|place|pl|terrace|way|close|crescent|park|row|boulevard|blvd|hill)\.?)$/iu;
const STREET_FIRST = /^(.*?\p{L}[\p{L}.'-]*\.?)\s+(\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?)$/u;
const NUMBER_FIRST = /^(\d{1,4}[A-Za-z]?)\s+(\p{L}.*)$/u;

/**
 * Sites of the tools that made the CV, printed in their footers ("europass.europa.eu", "Seite 1 / 2"):
 * page furniture, never the person's website.
 */
const TOOL_HOSTS =
  /^(?:https?:\/\/)?(?:www\.)?(?:europass\.(?:europa\.eu|cedefop\.europa\.eu)|europa\.eu\/europass|cedefop\.europa\.eu)(?:[/?#]|$)/i;

/** Labels before a value ("Tel.:", "E-Mail", "Mobil") that are not part of it. */
const LABEL =
  /^(?:tel(?:efon)?\.?|phone|mobil(?:e)?|handy|mob\.?|fon|e-?mail|mail|web(?:site)?|homepage|internet|(?:wohn|post|privat|heimat|melde)?(?:adresse|anschrift)|(?:home |postal |mailing |current )?address|wohnort|profile?s?|links?|linkedin|xing|github|portfolio)(?:\s*:\s*|\s+)/i;

/** Cells and separated parts of the texts, with their labels still on. */
function rawPieces(texts: string[]): string[] {
  return texts
    .flatMap((t) => t.split(/\s+[|·•]\s+|\s{2,}|\t|\s+[⌂☎✉⌘↗✆📞📧🌐]\s*|^[⌂☎✉⌘↗✆📞📧🌐]\s*/u))
    .map((p) => p.replace(/^[^\p{L}\d+(]+/u, "").trim())
    .filter((p) => p !== "");
}

/** Pieces of text that may hold one contact value each: cells split at separators and labels. */
export function contactPieces(texts: string[]): string[] {
  return rawPieces(texts)
    .map((p) => p.replace(LABEL, "").trim())
    .filter((p) => p !== "");
}

/** Labels of the place a person lives in; the value follows in the same cell or the next one. */
const LOCATION_LABEL =
  /^(?:wohnort|ort|stadt|standort|wohnhaft in|city|location|based in|residence|place of residence|lives in|hometown)\s*(?::\s*|$)/i;
/** Any contact label alone in its cell ("Telefon:", "E-Mail"): the next cell is its value, not a place. */
const ANY_LABEL =
  /^(?:tel(?:efon)?\.?|phone|mobil(?:e)?|handy|fon|e-?mail|mail|web(?:site)?|homepage|(?:wohn|post|privat|heimat|melde)?(?:adresse|anschrift)|(?:home |postal |mailing |current )?address|wohnort|ort|stadt|city|location|geburtsdatum|date of birth|nationalit(?:y|ät)|staatsangehörigkeit|linkedin|xing|github)\s*:?$/i;
/** Not a city, though a location label may stand before it. */
const NO_CITY = /^(?:remote|hybrid|home\s?-?office|worldwide|weltweit|anywhere|flexibel|flexible|n\/a)$/i;
const BARE_CITY =
  /^\p{Lu}[\p{L}.'’-]*(?:[\s-](?:am|an|im|in|ob|bei|upon|on|de|sur|\p{Lu}[\p{L}.'’-]*)){0,3}(?:\s?\([\p{L} .-]+\))?$/u;

/**
 * The city after a location label ("Wohnort: Bremen", a table cell "Location" beside "Boston"):
 * the label vouches for a bare city name, which unlabelled text cannot.
 */
export function labelledCity(texts: string[]): string {
  const pieces = rawPieces(texts);
  for (let i = 0; i < pieces.length; i++) {
    const m = LOCATION_LABEL.exec(pieces[i] ?? "");
    if (!m) continue;
    const next = pieces[i + 1] ?? "";
    const value = clean((pieces[i] ?? "").slice(m[0].length) || (ANY_LABEL.test(next) ? "" : next));
    if (!value) continue;
    const address = findAddress([value]);
    if (address.city) return address.city;
    const place = readPlace(value);
    if (place?.city) return place.city;
    const city = splitPlace(value).rest;
    if (BARE_CITY.test(city) && !NO_CITY.test(city) && city.split(/\s+/).length <= 4 && !EMAIL.test(city))
      return city;
  }
  return "";
}

/**
 * A narrow sidebar wraps a long e-mail address: "marcus.oconnell@protonmail.co" / "m". A line of
 * one short lower-case fragment after a line ending in an address continues it.
 */
function joinWrappedAddresses(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const previous = out.at(-1);
    if (previous && wrapsInto(previous.trim(), text.trim())) {
      out[out.length - 1] = `${previous.trim()}${text.trim()}`;
    } else out.push(text);
  }
  return joinWrappedLocalParts(out);
}

/**
 * Whether `next` continues an address wrapped at the end of `previous`: the domain of an e-mail
 * ("…@mailbox." / "org"), a web address broken at a hyphen or slash ("linkedin.com/in/katharina-von-"
 * / "ahlen"). The parts only make sense together: the fragment is short, lower case, no word of its own.
 */
function wrapsInto(previous: string, next: string): boolean {
  // LinkedIn's export prints a site's kind after it ("…/in/marcus-" / "whitfield-1234 (LinkedIn)"):
  // a fragment with that label continues any address with a path, wherever the column broke it.
  const labelled = /^[a-z0-9._/-]{1,40}\s*\((?:linkedin|personal|company|portfolio|blog|other|website)\)$/i;
  if (labelled.test(next))
    return /(?:^|\s)(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*$/i.test(previous);
  if (!/^[a-z0-9._/-]{1,24}$/.test(next)) return false;
  if (/\S+@\S+\.[a-z]*$/i.test(previous)) return /^[a-z0-9.-]{1,12}$/.test(next);
  const url = /(?:^|\s)(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*[-/_.]$/i.test(previous);
  // A profile address broken inside its last word by a narrow column ("…/in/svenjalindqvis" /
  // "t"): a fragment of a few letters or digits, nothing a line of its own would say.
  const brokenPath =
    /^[a-z0-9]{1,4}$/.test(next) &&
    /(?:^|\s)(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*\/[\w-]+$/i.test(previous);
  return url || brokenPath;
}

/**
 * An e-mail address wrapped at a hyphen or dot of its local part ("annelie.kowalczyk-" /
 * "brandt@posteo.de"), perhaps with another column's text between the parts: a lone fragment of
 * address characters ending in "-" or "." (a line, or a line's last cell) is joined to the address
 * that follows it closely.
 */
function joinWrappedLocalParts(texts: string[]): string[] {
  const out = [...texts];
  for (let i = 0; i < out.length; i++) {
    // Only a line or a cell (after a wide gap, "  ") of nothing but the fragment: "Front-" ending
    // a sentence is no address. A header sets the address in a cell beside the name and title.
    const line = out[i]?.trim() ?? "";
    const fragment = /(^|\s{2,})([a-z0-9][a-z0-9._%+-]*[-.])$/.exec(line);
    if (!fragment?.[2] || fragment.index === undefined) continue;
    for (let k = i + 1; k <= i + 2 && k < out.length; k++) {
      const rest = /(^|\s)([a-z0-9._%+-]+@[\p{L}\d.-]+\.[a-z]{2,})/iu.exec(out[k] ?? "");
      if (!rest?.[2] || rest.index === undefined) continue;
      const start = rest.index + (rest[1]?.length ?? 0);
      const text = out[k] ?? "";
      out[k] = `${text.slice(0, start)}${fragment[2]}${text.slice(start)}`;
      out[i] = line.slice(0, fragment.index);
      break;
    }
  }
  return out;
}

/** Reads e-mail, phone, address and links from the texts of the head and contact section. */
export function extractContact(texts: string[]): Contact {
  const pieces = contactPieces(joinWrappedAddresses(texts));
  const contact: Contact = {
    email: "",
    phone: "",
    street: "",
    houseNumber: "",
    postcode: "",
    city: "",
    website: null,
    socialLinks: [],
  };
  for (const piece of pieces) {
    const email = EMAIL.exec(piece)?.[0];
    if (email && !contact.email) contact.email = email;
    for (const url of findUrls(piece)) {
      if (SOCIAL_HOSTS.test(url)) {
        if (!contact.socialLinks.includes(url)) contact.socialLinks.push(url);
      } else if (!contact.website && !TOOL_HOSTS.test(url)) contact.website = url;
    }
    if (!contact.phone) contact.phone = findPhone(piece);
  }
  // A number whose "+" was lost: a piece of nothing but 9 to 15 digits in groups.
  contact.phone ||=
    pieces.find((p) => /^[\d\s()/-]+$/.test(p) && /^\d{9,15}$/.test(p.replace(/\D/g, ""))) ?? "";
  const address = findAddress(pieces);
  Object.assign(contact, address);
  // A labelled place beats a "City, Country" found without a postcode.
  const labelled = address.postcode ? "" : labelledCity(texts);
  if (labelled) contact.city = labelled;
  return contact;
}

function findUrls(piece: string): string[] {
  const withoutMail = piece.replace(new RegExp(EMAIL.source, "giu"), " ");
  const found = [...withoutMail.matchAll(WEB_RE)].map((m) => m[0]);
  const rest = withoutMail.replace(WEB_RE, " ");
  found.push(...[...rest.matchAll(URL_RE)].map((m) => m[0]));
  return found.map((u) => u.replace(/[.)]+$/, ""));
}

/** A phone number as printed, or "" (dates, postcodes and years are not phones). */
export function findPhone(text: string): string {
  // A North American number needs neither "+" nor a trunk 0: "(503) 555-0147", "512.555.0178".
  const nanp = NANP_PHONE.exec(text)?.[0];
  if (nanp) return nanp.trim();
  for (const m of text.matchAll(PHONE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 16) continue;
    if (/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(candidate)) continue;
    if (/\d{4}\s*[-–]\s*\d{4}/.test(candidate) && !/^[+0]/.test(candidate)) continue;
    return candidate;
  }
  return "";
}

type Address = Pick<Contact, "street" | "houseNumber" | "postcode" | "city">;

/** Street and number, postcode and city; the street is the piece before the postcode. */
export function findAddress(pieces: string[]): Partial<Address> {
  const us = findUsAddress(pieces);
  if (us) return us;
  const parts = pieces.flatMap((p) => p.split(/\s*,\s*/)).filter((p) => !EMAIL.test(p));
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? "";
    if (findPhone(part) === part.trim() && part.trim() !== "") continue;
    const dach = DACH_POSTCODE.exec(part);
    const uk = dach ? undefined : UK_POSTCODE.exec(part);
    if (!dach && !uk) continue;
    let postcode = "";
    let city = "";
    let before = "";
    if (dach) {
      postcode = dach[1] ?? "";
      city = clean(dach[2] ?? "");
      before = part.slice(0, dach.index).trim();
    } else if (uk) {
      postcode = uk[1] ?? "";
      const left = part.slice(0, uk.index).trim();
      const right = part.slice((uk.index ?? 0) + postcode.length).trim();
      city = clean(left || right);
      // "Dublin 2, D02 X285": a postcode alone in its part follows the city (and its district number).
      const previous = parts[i - 1] ?? "";
      const previousName = clean(previous.replace(/\s+\d{1,2}[Ww]?$/, ""));
      if (!city && CITY_BEFORE_CODE.test(previous) && !STREET_WORD.test(previousName)) {
        city = previousName;
        parts.splice(i - 1, 1);
        i--;
      }
      // "14A Thistle Street Glasgow G2 3AB" on one line: the street is everything before the city word.
      if (left && /\d/.test(left)) {
        const words = left.split(/\s+/);
        city = words.pop() ?? "";
        before = words.join(" ");
      }
    }
    if (!city || /\d/.test(city)) continue;
    // "Hamburg (Deutschland)": the country is no part of the city; "Frankfurt (Oder)" is. The
    // city is known to be all that is left, so "Frankfurt am Main (Deutschland)" keeps its "Main".
    const country = /^(.*\S)\s*\(([^()]+)\)$/u.exec(city);
    city = country?.[1] && isCountry(country[2] ?? "") ? clean(country[1]) : splitPlace(city).rest;
    // "12 Harbour View, Salthill, Galway": the street may stand two parts before the city.
    const streetText = before || [parts[i - 1], parts[i - 2]].find((p) => p && splitStreet(p).street) || "";
    const street = splitStreet(streetText);
    return { postcode, city, ...street };
  }
  // No postcode: "Dublin, Ireland" or "Graz (Österreich)" still names the city.
  for (const piece of pieces) {
    const place = readPlace(piece.replace(/^(?:wohnort|ort|location|based in)\s*:?\s*/i, ""));
    if (place?.city) return { city: place.city };
  }
  return {};
}

/** "Columbus, OH 43215": a US city, state and ZIP code. */
const US_COUNTRY_TAIL =
  /\s*(?:[,–—|·-]\s*\(?|\()\s*(?:USA|U\.S\.A?\.?|United States(?: of America)?|Canada|Kanada)\)?\s*$/u;
/** "Portland, OR 97209" after the start, a comma or a dash ("1420 NW Everett Street – Portland, OR 97209"). */
const US_CITY_ZIP =
  /(?:^|,\s*|\s[–—|·]\s+)(\p{Lu}[\p{L}.'’ -]{1,30}),\s*([A-Z]{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+(\d{5}(?:-\d{4})?)$/u;

/** A Canadian address's city, province and postal code: "Toronto, ON M5S 2G8". */
const CA_CITY_CODE =
  /(?:^|,\s*|\s[–—|·]\s+)(\p{Lu}[\p{L}.'’ -]{1,30}),\s*(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u;
/** The same without the province ("Toronto M5S 2G8"), as our own templates print it. */
const CA_CITY_CODE_ONLY = /(?:^|,\s*)(\p{Lu}[\p{L}.'’ -]{1,30}?)()\s+([A-Z]\d[A-Z]\s\d[A-Z]\d)$/u;

/**
 * A US or Canadian address: city and ZIP or postal code from "City, ST 12345" or "City, ON M5S
 * 2G8", the street before it in the same piece or the one before.
 */
function findUsAddress(pieces: string[]): Partial<Address> | undefined {
  for (let i = 0; i < pieces.length; i++) {
    // "…, Portland, OR 97209 – USA", "(USA)": the country after the ZIP code is no part of it.
    const piece = (pieces[i] ?? "").replace(US_COUNTRY_TAIL, "");
    const us = US_CITY_ZIP.exec(piece);
    const m = us?.[2] && isUsState(us[2]) ? us : (CA_CITY_CODE.exec(piece) ?? CA_CITY_CODE_ONLY.exec(piece));
    if (!m?.[1] || !m[3]) continue;
    const words = m[1].trim().split(/\s+/);
    const before = piece.slice(0, m.index).trim();
    // "1420 Maple Avenue Columbus, OH 43215" on one line: the street ends before the city word.
    let streetText = before || pieces[i - 1] || "";
    let city = m[1].trim();
    if (!before && /^\d/.test(city) && words.length > 1) {
      city = words.pop() ?? "";
      streetText = words.join(" ");
    }
    return { postcode: m[3], city: clean(city), ...splitStreet(streetText) };
  }
  return undefined;
}

/** "Lindenweg 12" → Lindenweg / 12; "14A Thistle Street" → Thistle Street / 14A. */
export function splitStreet(text: string): { street: string; houseNumber: string } | Record<string, never> {
  const t = clean(text);
  const first = STREET_FIRST.exec(t);
  if (first?.[1] && first[2]) return { street: clean(first[1]), houseNumber: first[2].replace(/\s+/g, "") };
  const numberFirst = NUMBER_FIRST.exec(t);
  if (numberFirst?.[1] && numberFirst[2])
    return { street: clean(numberFirst[2]), houseNumber: numberFirst[1] };
  return {};
}

/** A street and number alone ("Kramgasse 62", "455 Spadina Avenue", "Mariahilfer Straße 88/12"). */
const STREET_ALONE =
  /^(?:\d{1,4}[A-Za-z]?\s+\p{L}[\p{L}.' -]*|\p{L}[\p{L}.' -]*?(?:stra(?:ss|ß)e|str\.|weg|gasse|platz|allee|ring|damm|ufer)\s+\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?)$/iu;

/**
 * Whether a piece of text is contact data: an e-mail or web address, a phone number, a postcode
 * with its city, a street and number. The headline under a name is none of these.
 */
export function isContactText(text: string): boolean {
  const t = text.trim();
  // A contact label alone, or an address broken at its end ("annelie.kowalczyk-", "…@mailbox.").
  if (ANY_LABEL.test(t) || /^[a-z0-9][a-z0-9._%+@-]*\.[a-z0-9._%+@-]*[-.]$/.test(t)) return true;
  if (EMAIL.test(t) || findUrls(t).length > 0 || findPhone(t) !== "") return true;
  if (findAddress([t]).postcode) return true;
  return STREET_ALONE.test(t) && (/^\d/.test(t) ? STREET_WORD.test(t) : true);
}

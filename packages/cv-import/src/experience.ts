import type { Entry } from "./entries.ts";
import { clean } from "./text.ts";
import type { ParsedWork } from "./types.ts";

/** Legal forms: the surest sign of a company name. */
const LEGAL_FORM =
  /\b(GmbH|AG|SE|KG|KGaA|OHG|UG|mbH|e\.\s?V\.|eG|Ltd|Limited|plc|Inc|LLC|LLP|Corp|S\.A\.|B\.V\.|N\.V\.)(?![\p{L}])/u;

/** Legal forms and words that mark a text as an organisation rather than a job title. */
export const ORGANISATION =
  /\b(GmbH|AG|SE|KG|KGaA|OHG|UG|mbH|e\.\s?V\.|eG|Ltd|Limited|plc|Inc|LLC|LLP|Corp|Co\.|S\.A\.|B\.V\.|N\.V\.|Group|Gruppe|Holding|Bank|Trust|Institut[e]?|University|Universität|Hochschule|College|School|Schule|Agentur|Agency|Klinik|Klinikum|Hospital|Krankenhaus|Stadtwerke|Verlag|Partner|Consulting|Solutions|Systems|Software|Technologies|Services|Media)\b/u;
const CLIENT_LABEL =
  /^(?:auftraggeber|kunde|client|customer|arbeitgeber|employer|firma|company|unternehmen|projekt|project)\s*:\s*/i;
/** Separators between position and company on one line. */
const SPLIT = /\s+[·|•@]\s+|\s+[–—]\s+|,?\s+(?:at|bei)\s+(?=\p{Lu})/u;

/** A place name: up to four words, capitalised except for particles ("Lohr am Main", "Newcastle upon Tyne"). */
function isPlace(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 4 &&
    !ORGANISATION.test(text) &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(am|an|im|in|der|bei|ob|upon|on|de|sur)$/.test(w))
  );
}

/** "Company, City" or "Company | City" → Company; a label such as "Kunde:" is dropped. */
export function stripPlace(text: string): string {
  let t = text.replace(CLIENT_LABEL, "");
  const pipe = t.split(/\s+[|·•]\s+/);
  if (pipe.length > 1) t = pipe[0] ?? t;
  const comma = /^(.*\S),\s*(\p{Lu}[\p{L}.' -]{1,40})$/u.exec(t);
  if (comma?.[1] && comma[2] && isPlace(comma[2])) t = comma[1];
  return clean(t);
}

/** Position and company from an entry's header texts. */
export function positionAndCompany(headers: string[]): { position: string; company: string } {
  const [first = "", second = ""] = headers;
  const parts = first.split(SPLIT);
  if (parts.length > 1 && !CLIENT_LABEL.test(first)) {
    const [a = "", ...rest] = parts;
    const b = rest.join(" · ");
    if (ORGANISATION.test(a) && !ORGANISATION.test(b)) return { position: clean(b), company: stripPlace(a) };
    return { position: clean(a), company: stripPlace(b) };
  }
  // "Software Engineer, Acme Ltd": a comma splits only when one side names an organisation.
  const comma = /^([^,]+),\s+(.+)$/.exec(first);
  const names = (re: RegExp) => comma?.[2] && re.test(comma[2]) && !re.test(comma[1] ?? "");
  if (comma?.[1] && comma[2] && (names(LEGAL_FORM) || names(ORGANISATION))) {
    return { position: clean(comma[1]), company: stripPlace(comma[2]) };
  }
  if (!second) return { position: clean(first), company: "" };
  if ((ORGANISATION.test(first) && !ORGANISATION.test(second)) || CLIENT_LABEL.test(first)) {
    return { position: clean(second), company: stripPlace(first) };
  }
  return { position: clean(first), company: stripPlace(second) };
}

/** A work entry from one dated entry of an experience section. */
export function toWork(entry: Entry): ParsedWork {
  const { position, company } = positionAndCompany(entry.headers);
  return {
    position,
    company,
    start: entry.dates?.start ?? null,
    end: entry.dates?.current ? null : (entry.dates?.end ?? null),
    current: entry.dates?.current ?? false,
    tasks: entry.tasks,
  };
}

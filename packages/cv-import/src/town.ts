import { isJobTitle } from "./vocabulary.ts";

// Kept apart from experience.ts so that entries.ts can tell a town without importing the work rules
// (which import the entries' type).

/** Legal forms and words that mark a text as an organisation rather than a job title. */
export const ORGANISATION =
  /\b(GmbH|AG|SE|KG|KGaA|OHG|UG|mbH|e\.\s?V\.|eG|Ltd|Limited|plc|Inc|LLC|LLP|Corp|Co\.|S\.A\.|B\.V\.|N\.V\.|Group|Gruppe|Holding|Bank|Trust|Institut[e]?|University|Universität|Hochschule|College|School|Schule|Agentur|Agency|Klinik|Klinikum|Hospital|Krankenhaus|Stadtwerke|Verlag|Partner|Consulting|Solutions|Systems|Software|Technologies|Services|Media)\b/u;

/** A place name: up to four words, capitalised except for particles ("Lohr am Main", "Newcastle upon Tyne"). */
export function isPlace(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 4 &&
    !ORGANISATION.test(text) &&
    !isJobTitle(text) &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(am|an|im|in|der|bei|ob|upon|on|de|sur)$/.test(w))
  );
}

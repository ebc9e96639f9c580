import { splitTitles } from "./titles.ts";

/** Particles that belong to the surname: "Anna von Berg" → von Berg. */
export const PARTICLES = new Set([
  "von",
  "van",
  "de",
  "der",
  "den",
  "zu",
  "vom",
  "zum",
  "zur",
  "di",
  "da",
  "del",
  "della",
  "le",
  "la",
  "du",
  "dos",
  "das",
  "ten",
  "ter",
  "af",
  "al",
  "el",
  "bin",
  "ibn",
  // Irish surnames: "Niamh Ó Briain", "Aoife Ní Bhriain", "Seán Mac Aodha".
  "ó",
  "ní",
  "nic",
  "uí",
  "mac",
]);
/** Particles written with a capital even in a name set in capitals ("NIAMH Ó BRIAIN" → Ó). */
export const CAPITAL_PARTICLES = new Set(["ó", "ní", "nic", "uí", "mac"]);
export const HONORIFICS = /^(?:dr\.?|prof\.?|dipl\.?-?\s?\S*|mag\.?|ing\.?|mr\.?|mrs\.?|ms\.?|herr|frau)\s+/i;
/** Words that top a CV but are not a name. */
const NOT_NAME =
  /^(lebenslauf|curriculum vitae|cv|resume|résumé|tabellarischer lebenslauf|bewerbung|profil|profile|kontakt|contact)$/i;
/** A capitalised name word; "O'Connell", "D’Angelo" and "McAllister" carry a second capital. */
export const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*|\p{Lu}+(?:['’]\p{Lu}+)?(?:-\p{Lu}+)*|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+|\p{Lu}['’]\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*)$/u;

/** A document title line ("Lebenslauf", "CV") that is not the person's name. */
export function isDocumentTitle(text: string): boolean {
  return (
    NOT_NAME.test(text.trim()) || /^(tabellarischer\s+)?lebenslauf\b|^curriculum vitae\b/i.test(text.trim())
  );
}

/** A middle initial ("John Q. Public"). */
const INITIAL = /^\p{Lu}\.?$/u;

/**
 * Whether a text reads as a person's name: 2 to 5 capitalised words, particles allowed, and
 * middle initials between the first and the last word.
 */
export function isName(text: string): boolean {
  const t = text.replace(HONORIFICS, "").trim();
  if (isDocumentTitle(t) || t.length > 50) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const middle = (k: number) => k > 0 && k < words.length - 1;
  const named = words.filter((w) => NAME_WORD.test(w) && !INITIAL.test(w));
  return (
    named.length >= 2 &&
    words.every(
      (w, k) =>
        (NAME_WORD.test(w) && !INITIAL.test(w)) ||
        PARTICLES.has(w.toLowerCase()) ||
        (middle(k) && INITIAL.test(w)),
    )
  );
}

/** "Jana Beispiel – Backend-Entwicklerin": a name and a headline on one line. */
export function nameAndTitle(text: string): { name: string; title: string } | undefined {
  const m = /^(.+?)\s+[–—|·-]\s+(.+)$/.exec(text.trim());
  if (m?.[1] && m[2] && isName(splitTitles(m[1]).core)) return { name: m[1], title: m[2] };
  return undefined;
}

import { headingKind } from "./headings.ts";
import { clean, fold } from "./text.ts";
import type { Line } from "./types.ts";
import { isFirstName, isJobTitle } from "./vocabulary.ts";

/** Particles that belong to the surname: "Anna von Berg" → von Berg. */
const PARTICLES = new Set([
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
]);
const HONORIFICS = /^(?:dr\.?|prof\.?|dipl\.?-?\s?\S*|mag\.?|ing\.?|mr\.?|mrs\.?|ms\.?|herr|frau)\s+/i;
/** Words that top a CV but are not a name. */
const NOT_NAME =
  /^(lebenslauf|curriculum vitae|cv|resume|résumé|tabellarischer lebenslauf|bewerbung|profil|profile|kontakt|contact)$/i;
/** A capitalised name word; "O'Connell", "D’Angelo" and "McAllister" carry a second capital. */
const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*|\p{Lu}+(?:['’]\p{Lu}+)?(?:-\p{Lu}+)*|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+|\p{Lu}['’]\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*)$/u;

/** A document title line ("Lebenslauf", "CV") that is not the person's name. */
export function isDocumentTitle(text: string): boolean {
  return (
    NOT_NAME.test(text.trim()) || /^(tabellarischer\s+)?lebenslauf\b|^curriculum vitae\b/i.test(text.trim())
  );
}

/** Whether a text reads as a person's name: 2 to 5 capitalised words, particles allowed. */
export function isName(text: string): boolean {
  const t = text.replace(HONORIFICS, "").trim();
  if (isDocumentTitle(t) || t.length > 50) return false;
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const named = words.filter((w) => NAME_WORD.test(w));
  return named.length >= 2 && words.every((w) => NAME_WORD.test(w) || PARTICLES.has(w.toLowerCase()));
}

/** Splits a full name: the last word and any particles before it are the surname. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.replace(HONORIFICS, "").trim().split(/\s+/);
  let cut = words.length - 1;
  while (cut > 1 && PARTICLES.has((words[cut - 1] ?? "").toLowerCase())) cut--;
  return { firstName: words.slice(0, cut).join(" "), lastName: words.slice(cut).join(" ") };
}

/** "Jana Beispiel – Backend-Entwicklerin": a name and a headline on one line. */
function nameAndTitle(text: string): { name: string; title: string } | undefined {
  const m = /^(.+?)\s+[–—|·-]\s+(.+)$/.exec(text.trim());
  if (m?.[1] && m[2] && isName(m[1])) return { name: m[1], title: m[2] };
  return undefined;
}

/** Whether a line can be the headline under a name (not contact data, not a sentence). */
function isHeadline(text: string): boolean {
  if (/@|https?:|www\.|\d{3}/.test(text) || WEB_ADDRESS.test(text) || text.length > 80) return false;
  if (text.split(/\s+/).length > 8 || /[.!?]$/.test(text)) return false;
  return /\p{L}{3}/u.test(text) && !isDocumentTitle(text) && headingKind(text) === undefined;
}

/** What else the document says about its author, to weigh the name candidates. */
export type NameEvidence = { bodySize?: number; email?: string };

/** A line of nothing but contact data: an address part, a phone number, an e-mail or web address. */
function isContactLine(line: Line): boolean {
  return line.cells.every((c) => CONTACT_LIKE.test(c.text) || WEB_ADDRESS.test(c.text));
}

/** A web address without scheme ("xing.com/profile/…", "W jonas-muster.dev") ending a text. */
const WEB_ADDRESS = /(?:^|\s)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;

/** Lines that carry contact data: the name usually stands right above or beside them. */
const CONTACT_LIKE = /@|\+?\d[\d\s/()-]{6,}\d|https?:|www\.|\b\d{4,5}\s+\p{Lu}/u;

/**
 * A score for a name candidate; higher is likelier, below zero is no name. Big and bold type,
 * an early place, a known first name, the e-mail address and a contact line nearby all count;
 * a job title or an organisation counts against it.
 */
function nameScore(candidate: string, lines: Line[], i: number, evidence: NameEvidence, maxSize: number) {
  const line = lines[i];
  if (!line) return -1;
  const words = candidate.replace(HONORIFICS, "").trim().split(/\s+/);
  let score = 4 * (line.size / maxSize) + (line.emphasis || line.headingStyle ? 1 : 0) - i * 0.05;
  if (evidence.bodySize && line.size > evidence.bodySize * 1.3) score += 1;
  if (isFirstName(words[0] ?? "")) score += 2;
  const local = fold(evidence.email?.split("@")[0] ?? "").replace(/[^a-z]/g, "");
  const inMail = words.filter(
    (w) => fold(w).replace(/[^a-z]/g, "").length >= 3 && local.includes(fold(w).replace(/[^a-z]/g, "")),
  );
  score += 2 * Math.min(inMail.length, 2);
  const near = [lines[i - 1], lines[i + 1], lines[i + 2]].some((l) => l && CONTACT_LIKE.test(l.text));
  if (near) score += 0.5;
  if (isJobTitle(candidate)) score -= 3;
  if (ORGANISATION_WORD.test(candidate)) score -= 3;
  return score;
}

const ORGANISATION_WORD =
  /\b(GmbH|AG|SE|KG|Ltd|Inc|LLC|Group|Gruppe|Bank|University|Universität|Hochschule|College|School|Consulting|Solutions|Systems|Software|Services|Media)\b/u;

/**
 * A name in large type that wrapped onto a second line ("Miriam von" / "Alvensleben", "Florian
 * Hoffmann-" / "Weiß | Pflegefachmann"): both lines in the biggest size, neither a name alone.
 */
function wrappedName(
  line: Line,
  next: Line | undefined,
  maxSize: number,
): { name: string; title: string } | undefined {
  if (!next || line.size < maxSize * 0.8 || Math.abs(next.size - line.size) > 0.5) return undefined;
  const first = line.cells[0]?.text.trim() ?? "";
  const second = next.cells[0]?.text.trim() ?? "";
  if (!first || !second || isName(first) || isDocumentTitle(first) || headingKind(first) !== undefined)
    return undefined;
  const joined = first.endsWith("-") ? `${first}${second}` : `${first} ${second}`;
  return nameAndTitle(joined) ?? (isName(joined) ? { name: joined, title: "" } : undefined);
}

/** Name candidates of one line: the whole line, "Name – Headline", or a cell of a table row. */
function candidates(line: Line): { name: string; title: string }[] {
  const found: { name: string; title: string }[] = [];
  for (const cell of line.cells) {
    const text = cell.text.trim();
    if (headingKind(text) !== undefined || isDocumentTitle(text)) continue;
    const combined = nameAndTitle(text);
    if (combined) found.push(line.cells.length === 1 ? combined : { name: combined.name, title: "" });
    else if (isName(text)) found.push({ name: text, title: "" });
  }
  return found;
}

/**
 * The person's name and headline. A labelled name ("Name:", "Vorname"/"Nachname") wins;
 * otherwise the candidates near the top of the first page are weighed, and the line after the
 * winner is the headline.
 */
export function findName(
  lines: Line[],
  labelled: string | { firstName: string; lastName: string } | undefined,
  evidence: NameEvidence = {},
): { firstName: string; lastName: string; title: string } {
  const top = lines.filter((l) => l.page === 1).slice(0, 40);
  const maxSize = Math.max(1, ...top.map((l) => l.size));
  let title = "";
  let parts: { firstName: string; lastName: string } | undefined;
  if (typeof labelled === "object" && labelled.lastName) parts = labelled;
  else if (typeof labelled === "string" && isName(labelled)) parts = splitName(labelled);
  let nameIndex = -1;
  if (!parts) {
    let best = 0;
    top.forEach((line, i) => {
      // The second line of a wrapped name may come after a contact line set beside it (moderncv).
      const nextIndex = top.findIndex((l, k) => k > i && k <= i + 2 && Math.abs(l.size - line.size) <= 0.5);
      const wrapped = wrappedName(line, top[nextIndex], maxSize);
      for (const candidate of [...candidates(line), ...(wrapped ? [wrapped] : [])]) {
        const score = nameScore(candidate.name, top, i, evidence, maxSize);
        if (score > best) {
          best = score;
          parts = splitName(candidate.name);
          nameIndex = candidate === wrapped ? nextIndex : i;
          title = candidate.title;
        }
      }
    });
  }
  if (!title) {
    // Contact lines may stand between the name and the headline (moderncv sets them on the right).
    const after =
      nameIndex >= 0
        ? (top.slice(nameIndex + 1, nameIndex + 4).find((l) => !isContactLine(l)) ?? top[nameIndex + 1])
        : undefined;
    const docTitle = top.findIndex((l) => isDocumentTitle(l.text));
    const candidate = after ?? (docTitle >= 0 ? top[docTitle + 1] : undefined);
    // Initials in a photo placeholder ("LW") may share the headline's baseline.
    // A web address set on the right of the headline's line (moderncv) is no part of it either.
    const cells =
      candidate?.cells.filter(
        (c, k) => !/^\p{Lu}{1,3}$/u.test(c.text.trim()) && !(k > 0 && WEB_ADDRESS.test(c.text)),
      ) ?? [];
    const text = cells[0]?.text.trim() ?? "";
    const combined = nameAndTitle(text);
    if (combined) title = combined.title;
    else if (cells.length === 1 && isHeadline(text)) title = text;
  }
  const found = parts ?? { firstName: "", lastName: "" };
  return { firstName: nameCase(found.firstName), lastName: nameCase(found.lastName), title };
}

/**
 * A name set in capitals ("OLIVIA HARTWELL", "Name: BRÜCKNER, Henrike") as the person writes it
 * elsewhere: capitals after a start, a hyphen or an apostrophe, particles in lower case.
 */
export function nameCase(name: string): string {
  if (!/\p{Lu}{2}/u.test(name) || name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word) =>
      PARTICLES.has(word) ? word : word.replace(/(^|[-'’])(\p{Ll})/gu, (_, p, c) => p + c.toUpperCase()),
    )
    .join(" ");
}

const FULL_NAME_LABEL = /^(?:name|vor- und nachname|vor- und zuname|full name|vollstaendiger name)$/;
/** Labels that name both parts, surname first ("Name, Vorname", "Nachname(n) / Vorname(n)"). */
const SURNAME_FIRST_LABEL =
  /^(?:name|nachname\(?n?\)?|familienname|surname\(?s?\)?|last name|family name)\s*[,/]\s*(?:vorname\(?n?\)?|first name\(?s?\)?|firstname|given names?|forenames?)$/;
const FIRST_NAME_LABEL = /^(?:vorname\(?n?\)?|rufname|first name\(?s?\)?|firstname|given names?|forenames?)$/;
const LAST_NAME_LABEL = /^(?:nachname\(?n?\)?|familienname|zuname|surname\(?s?\)?|last name|family name)$/;

/** A label and its value: two cells of a table row, or "Label: value" in one text. */
function labelAndValue(line: Line): { label: string; value: string } | undefined {
  const [label, value] = line.cells;
  if (label && value && line.cells.length === 2)
    return {
      label: fold(label.text)
        .replace(/\s*:\s*$/, "")
        .trim(),
      value: value.text.trim(),
    };
  const inline = /^([^:]{2,40}):\s*(.+)$/.exec(line.text.trim());
  if (inline?.[1] && inline[2]) return { label: fold(inline[1]).trim(), value: inline[2].trim() };
  return undefined;
}

/** "Muster, Anna" → Anna / Muster; a value without a comma is read first name first. */
function surnameFirst(value: string): { firstName: string; lastName: string } {
  const comma = /^([^,]+),\s*(.+)$/.exec(value);
  if (comma?.[1] && comma[2]) return { firstName: clean(comma[2]), lastName: clean(comma[1]) };
  return splitName(value);
}

/** The name from labelled rows of a contact table ("Name:", "Vorname"/"Nachname"), if any. */
export function labelledNameParts(lines: Line[]): { firstName: string; lastName: string } | undefined {
  let firstName = "";
  let lastName = "";
  for (const line of lines) {
    const pair = labelAndValue(line);
    if (!pair || pair.value.length > 60 || /@|\d/.test(pair.value)) continue;
    const { label, value } = pair;
    if (SURNAME_FIRST_LABEL.test(label)) return surnameFirst(value);
    if (FULL_NAME_LABEL.test(label)) {
      // "Name: Muster, Anna" puts the surname first; "Name: Anna Muster" does not.
      return value.includes(",") ? surnameFirst(value) : splitName(value);
    }
    if (FIRST_NAME_LABEL.test(label)) firstName ||= clean(value);
    if (LAST_NAME_LABEL.test(label)) lastName ||= clean(value);
    if (firstName && lastName) return { firstName, lastName };
  }
  return undefined;
}

/** A "Name" row of a contact table, if the CV has one, as "First Last". */
export function labelledName(lines: Line[]): string | undefined {
  const parts = labelledNameParts(lines);
  return parts ? `${parts.firstName} ${parts.lastName}`.trim() : undefined;
}

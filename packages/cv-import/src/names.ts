import { headingKind } from "./headings.ts";
import { fold } from "./text.ts";
import type { Line } from "./types.ts";

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
const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}'’]*(?:-\p{Lu}[\p{Ll}'’]*)*|\p{Lu}+(?:-\p{Lu}+)*|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+)$/u;

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
  if (/@|https?:|www\.|\d{3}/.test(text) || text.length > 80) return false;
  if (text.split(/\s+/).length > 8 || /[.!?]$/.test(text)) return false;
  return /\p{L}{3}/u.test(text) && !isDocumentTitle(text) && headingKind(text) === undefined;
}

/**
 * The person's name and headline. A "Name" label wins; otherwise the biggest name-like line near
 * the top of the first page, and the line after it as the headline.
 */
export function findName(
  lines: Line[],
  labelled: string | undefined,
): { firstName: string; lastName: string; title: string } {
  const top = lines.filter((l) => l.page === 1).slice(0, 40);
  let title = "";
  let name = labelled && isName(labelled) ? labelled : undefined;
  let nameIndex = -1;
  if (!name) {
    let best = -1;
    top.forEach((line, i) => {
      const text = line.cells[0]?.text ?? "";
      const combined = line.cells.length === 1 ? nameAndTitle(text) : undefined;
      const candidate = combined?.name ?? (line.cells.length === 1 && isName(text) ? text : undefined);
      if (!candidate) return;
      // Bigger type and an earlier place both point to the name.
      const score = line.size * 10 - i;
      if (score > best) {
        best = score;
        name = candidate;
        nameIndex = i;
        title = combined?.title ?? "";
      }
    });
  }
  if (!title) {
    const after = nameIndex >= 0 ? top[nameIndex + 1] : undefined;
    const docTitle = top.findIndex((l) => isDocumentTitle(l.text));
    const candidate = after ?? (docTitle >= 0 ? top[docTitle + 1] : undefined);
    // Initials in a photo placeholder ("LW") may share the headline's baseline.
    const cells = candidate?.cells.filter((c) => !/^\p{Lu}{1,3}$/u.test(c.text.trim())) ?? [];
    const text = cells[0]?.text.trim() ?? "";
    const combined = nameAndTitle(text);
    if (combined) title = combined.title;
    else if (cells.length === 1 && isHeadline(text)) title = text;
  }
  return { ...splitName(name ?? ""), title };
}

/** A "Name" row of a contact table, if the CV has one. */
export function labelledName(lines: Line[]): string | undefined {
  for (const line of lines) {
    const [label, value] = line.cells;
    if (label && value && /^(name|vor- und nachname|full name)\s*:?$/.test(fold(label.text)))
      return value.text;
    const inline = /^(?:name|full name)\s*:\s*(.+)$/i.exec(line.text);
    if (inline?.[1]) return inline[1].trim();
  }
  return undefined;
}

import { headingKind } from "./headings.ts";
import { findHeadline } from "./name/headline.ts";
import { splitTitles } from "./name/titles.ts";
import {
  CAPITAL_PARTICLES,
  HONORIFICS,
  isDocumentTitle,
  isName,
  nameAndTitle,
  PARTICLES,
} from "./name/words.ts";
import { clean, fold } from "./text.ts";
import type { Line } from "./types.ts";
import { isFirstName, isJobTitle } from "./vocabulary.ts";

export { isDocumentTitle, isName, nameAndTitle } from "./name/words.ts";

/** Splits a full name: the last word and any particles before it are the surname. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.replace(HONORIFICS, "").trim().split(/\s+/);
  let cut = words.length - 1;
  while (cut > 1 && PARTICLES.has((words[cut - 1] ?? "").toLowerCase())) cut--;
  return { firstName: words.slice(0, cut).join(" "), lastName: words.slice(cut).join(" ") };
}

/**
 * The given name without middle initials after it ("Marcus D." → "Marcus", "Jean-François P." →
 * "Jean-François"): the profile and the benchmark's truths record given name and surname only. A
 * leading initial ("J. Robert") is how the person goes by and stays.
 */
export function withoutMiddleInitials(firstName: string): string {
  return firstName.replace(/^(.*\p{L}{2,}\S*)(?:\s+\p{Lu}\.?)+$/u, "$1");
}

/** What else the document says about its author, to weigh the name candidates. */
export type NameEvidence = { bodySize?: number; email?: string };

/** Lines that carry contact data: the name usually stands right above or beside them. */
const CONTACT_LIKE = /@|\+?\d[\d\s/()-]{6,}\d|https?:|www\.|\b\d{4,5}\s+\p{Lu}/u;

/** The words of a text as the e-mail's local part would spell them: folded, letters only. */
function mailForm(word: string): string {
  return fold(word).replace(/[^a-z]/g, "");
}

/**
 * A score for a name candidate; higher is likelier, below zero is no name. Big and bold type,
 * an early place in its column, a known first name, the e-mail address and a contact line nearby
 * all count; a job title, an organisation or a degree counts against it.
 */
function nameScore(candidate: Candidate, lines: Line[], evidence: NameEvidence, maxSize: number) {
  const line = lines[candidate.index];
  if (!line) return -1;
  const words = candidate.name.split(/\s+/);
  let score =
    4 * (candidate.size / maxSize) + (line.emphasis || line.headingStyle ? 1 : 0) - candidate.rank * 0.05;
  if (evidence.bodySize && candidate.size > evidence.bodySize * 1.3) score += 1;
  if (isFirstName(words[0] ?? "")) score += 2;
  // erika.mueller-weiss@ vouches for "Erika Müller-Weiß": umlauts and ß folded as the address spells them.
  const local = mailForm(evidence.email?.split("@")[0] ?? "");
  const inMail = words.filter((w) => mailForm(w).length >= 3 && local.includes(mailForm(w)));
  score += 2 * Math.min(inMail.length, 2);
  const near = [lines[candidate.index - 1], lines[candidate.index + 1], lines[candidate.index + 2]].some(
    (l) => l && CONTACT_LIKE.test(l.text),
  );
  if (near) score += 0.5;
  if (candidate.titles.before.length + candidate.titles.after.length > 0) score += 0.5;
  if (isJobTitle(candidate.name)) score -= 3;
  if (ORGANISATION_WORD.test(candidate.name) || DEGREE_WORD.test(candidate.name)) score -= 3;
  return score;
}

const ORGANISATION_WORD =
  /\b(GmbH|AG|SE|KG|Ltd|Inc|LLC|Group|Gruppe|Bank|University|Universität|Hochschule|College|School|Consulting|Solutions|Systems|Software|Services|Media|Institut|Institute|Akademie|Academy|Klinik|Klinikum|Partnerschaft|Agentur|Personalberatung)\b/iu;
/** Degree and exam lines ("Erstes Juristisches Staatsexamen", "Bachelor of Arts") are no names. */
const DEGREE_WORD =
  /\b(Staatsexamen|Examen|Bachelor|Master|Diplom|Abitur|Ausbildung|Studium|Degree|Certificate|Zertifikat|Prüfung|Juristisches|Juristische)\b/iu;

/** A name candidate: the name as printed without titles, where it stands and how big. */
type Candidate = {
  name: string;
  title: string;
  titles: { before: string[]; after: string[] };
  /** The line of the name (the surname's line of a name on two lines). */
  index: number;
  /** The first line of the name. */
  first: number;
  size: number;
  /** Place of the line in its column on the first page (sidebars are read before or after). */
  rank: number;
};

/** "Annelie Kowalczyk-Brandt 0176 28940315": contact data set on the name's baseline is cut off. */
function withoutContactTail(text: string): string {
  const cut = text.replace(/\s+(?:[+(]?\d|\S*@|https?:|www\.).*$/u, "").trim();
  // A sidebar's heading on the name's baseline ("Thomas Adeyemi-Clarke, PhD CONTACT").
  const words = cut.split(/\s+/);
  for (const k of [words.length - 2, words.length - 1]) {
    if (k >= 2 && headingKind(words.slice(k).join(" ")) !== undefined) return words.slice(0, k).join(" ");
  }
  return cut;
}

/** The name in a cell's text: the whole text or "Name – Headline", titles taken off. */
function readCell(
  text: string,
): { name: string; title: string; before: string[]; after: string[] } | undefined {
  const combined = nameAndTitle(text);
  const raw = combined?.name ?? withoutContactTail(text);
  const { core, before, after } = splitTitles(raw);
  if (!isName(core)) return undefined;
  return { name: core, title: combined?.title ?? "", before, after };
}

/** Name candidates of one line: the whole line, "Name – Headline", or a cell of a table row. */
function lineCandidates(line: Line, index: number, rank: number): Candidate[] {
  const found: Candidate[] = [];
  for (const cell of line.cells) {
    const text = cell.text.trim();
    if (headingKind(text) !== undefined || isDocumentTitle(text)) continue;
    const read = readCell(text);
    if (!read) continue;
    found.push({
      name: read.name,
      title: line.cells.length === 1 ? read.title : "",
      titles: { before: read.before, after: read.after },
      index,
      first: index,
      size: line.size,
      rank,
    });
  }
  return found;
}

/**
 * A name over two lines: wrapped in large type ("Miriam von" / "Alvensleben") or set as a first
 * name over the surname ("Erika" light, "MÜLLER-WEISS" bold below it, perhaps smaller), both in
 * large type and aligned, neither a name alone.
 */
function twoLineName(top: Line[], i: number, maxSize: number, rank: number): Candidate | undefined {
  const line = top[i];
  if (!line?.cells[0] || line.size < maxSize * 0.6) return undefined;
  // The second line of a wrapped name may come after a contact line set beside it (moderncv).
  const k = top.findIndex(
    (l, n) =>
      n > i &&
      n <= i + 2 &&
      l.page === line.page &&
      l.size >= maxSize * 0.6 &&
      (Math.abs(l.size - line.size) <= 0.5 || aligned(l, line)),
  );
  const next = top[k];
  if (!next) return undefined;
  const first = line.cells[0]?.text.trim() ?? "";
  const second = next.cells[0]?.text.trim() ?? "";
  // Initials in a photo placeholder ("LS") start no name.
  if (!first || !second || /^\p{Lu}{1,3}$/u.test(first) || isDocumentTitle(first)) return undefined;
  if (headingKind(first) !== undefined) return undefined;
  if (headingKind(second) !== undefined) return undefined;
  // A monogram of the name set near it ("Olivia Evans" over "OE") is no surname.
  if (isMonogramOf(second, first)) return undefined;
  // "Lea Marie" over "SCHWARZENBACH": a first line that is a name alone still takes a surname in
  // capitals below it, set as big as itself.
  const surname = splitTitles(second).core;
  if (isName(first) && !(/^\p{Lu}[\p{Lu}'’-]+$/u.test(surname) && next.size >= line.size * 0.8))
    return undefined;
  const joined = first.endsWith("-") ? `${first}${second}` : `${first} ${second}`;
  const combined = nameAndTitle(joined);
  const { core, before, after } = splitTitles(combined?.name ?? withoutContactTail(joined));
  if (!isName(core)) return undefined;
  return {
    name: core,
    title: combined?.title ?? "",
    titles: { before, after },
    index: k,
    first: i,
    size: Math.max(line.size, next.size),
    // Placed a little before the first line alone, which it contains.
    rank: rank - 1,
  };
}

/**
 * "OE" for "Olivia Evans": initials of the name's words, as a design sets them for a logo. The
 * first name's initial comes first; of the other words some may be left out ("MV" or "MA" for
 * "Miriam von Alvensleben", as templates take the surname field's first letter, particle or not).
 */
function isMonogramOf(initials: string, name: string): boolean {
  const words = name.split(/[\s-]+/u).filter((w) => /^\p{L}/u.test(w));
  if (words.length < 2 || !/^\p{Lu}{2,4}$/u.test(initials)) return false;
  const letters = words.map((w) => w[0]!.toUpperCase());
  if (letters[0] !== initials[0]) return false;
  let at = 1;
  for (const letter of initials.slice(1)) {
    while (at < letters.length && letters[at] !== letter) at++;
    if (at === letters.length) return false;
    at++;
  }
  return true;
}

/** Lines set one above the other: the same left edge, or the same centre (a centred head). */
function aligned(a: Line, b: Line): boolean {
  if (Math.abs(a.x - b.x) <= 3) return true;
  return a.right > 0 && b.right > 0 && Math.abs(a.x + a.right - (b.x + b.right)) <= 6;
}

/** The result of the name finder; `unsure` when another candidate scored nearly as well. */
export type FoundName = {
  firstName: string;
  lastName: string;
  title: string;
  /** Academic and professional titles printed around the name ("Mag.", "BSc"), as printed. */
  academicTitles?: { before: string[]; after: string[] };
  /** Another candidate scored nearly as well: the editor asks the user to check the name. */
  nameUnsure?: true;
};

/** Scores closer than this leave the finder unsure which candidate is the name. */
const UNSURE_MARGIN = 1;

/**
 * The person's name and headline. A labelled name ("Name:", "Vorname"/"Nachname") wins;
 * otherwise the candidates of the first page are weighed by size, weight, place, the e-mail
 * address and the first-name list, and the short line under the winner is the headline.
 */
export function findName(
  lines: Line[],
  labelled: string | { firstName: string; lastName: string } | undefined,
  evidence: NameEvidence = {},
): FoundName {
  const top = firstPage(lines);
  // Initials in a photo placeholder ("LS" in 30 points) are no measure of the name's size.
  const maxSize = Math.max(1, ...top.filter((l) => /\p{L}{4}/u.test(l.text)).map((l) => l.size));
  let parts: { firstName: string; lastName: string } | undefined;
  if (typeof labelled === "object" && labelled.lastName) parts = labelled;
  else if (typeof labelled === "string" && isName(labelled)) parts = splitName(labelled);
  let winner: Candidate | undefined;
  let unsure = false;
  if (!parts) {
    const ranks = columnRanks(top);
    const scored = top.flatMap((line, i) => {
      const two = twoLineName(top, i, maxSize, ranks[i] ?? i);
      return [...lineCandidates(line, i, ranks[i] ?? i), ...(two ? [two] : [])].map((candidate) => ({
        candidate,
        score: nameScore(candidate, top, evidence, maxSize),
      }));
    });
    let best = 0;
    for (const { candidate, score } of scored) {
      if (score > best) {
        best = score;
        winner = candidate;
      }
    }
    if (winner) {
      parts = splitName(winner.name);
      const chosen = fold(winner.name);
      // Another reading of the same words (the name alone and with its second line) is no rival.
      const rival = Math.max(
        0,
        ...scored
          .filter(({ candidate }) => !overlaps(fold(candidate.name), chosen))
          .map(({ score }) => score),
      );
      unsure = rival > 0 && best - rival < UNSURE_MARGIN;
    }
  }
  const titles = winner ? withTitleLine(top, winner) : { before: [], after: [] };
  const title = winner?.title ? withWrappedTitle(top, winner) : findHeadline(top, winner);
  const found = parts ?? { firstName: "", lastName: "" };
  return {
    firstName: nameCase(withoutMiddleInitials(found.firstName)),
    lastName: nameCase(found.lastName),
    title,
    ...(titles.before.length + titles.after.length > 0 ? { academicTitles: titles } : {}),
    ...(unsure ? { nameUnsure: true as const } : {}),
  };
}

/**
 * "Grace Whitfield | Marketing" over "Manager" in the same large type: a headline set beside the
 * name wraps onto the next line. A few plain words (no contact data, no heading) in the name line's
 * size continue it.
 */
function withWrappedTitle(top: Line[], winner: Candidate): string {
  const line = top[winner.index];
  const next = top[winner.index + 1];
  const rest = next?.cells.length === 1 ? next.text.trim() : "";
  const plain =
    /^[\p{L}&'’ -]+$/u.test(rest) && rest.split(/\s+/).length <= 3 && headingKind(rest) === undefined;
  if (!line || !next || !plain || Math.abs(next.size - line.size) > 0.5 || next.page !== line.page) {
    return winner.title;
  }
  return `${winner.title} ${rest}`;
}

/** Whether two folded names share a word of three letters or more. */
function overlaps(a: string, b: string): boolean {
  const words = new Set(b.split(/[\s-]+/).filter((w) => w.length >= 3));
  return a.split(/[\s-]+/).some((w) => words.has(w));
}

/** The lines of the first page, at most 40 of each column (a long sidebar must not hide the main column). */
function firstPage(lines: Line[]): Line[] {
  const counts = { main: 0, side: 0 };
  return lines.filter((l) => l.page === 1 && ++counts[l.column] <= 40);
}

/** Each line's place within its column: a sidebar read first does not push the main column down. */
function columnRanks(top: Line[]): number[] {
  const counts = { main: 0, side: 0 };
  return top.map((l) => counts[l.column]++);
}

/** "Mag." alone on the line above the name belongs to it. */
function withTitleLine(top: Line[], winner: Candidate): { before: string[]; after: string[] } {
  const above = top[winner.first - 1];
  const own = splitTitles(above?.cells.length === 1 ? (above.cells[0]?.text ?? "") : "");
  const before =
    own.core === "" && own.before.length > 0
      ? [...own.before, ...winner.titles.before]
      : winner.titles.before;
  return { before, after: winner.titles.after };
}

/**
 * A name set in capitals ("OLIVIA HARTWELL", "Name: BRÜCKNER, Henrike", "Bernhard PICHLER") as
 * the person writes it elsewhere: capitals after a start, a hyphen, an apostrophe or "Mc",
 * particles in lower case. Words in mixed case ("McAllister") and initials stay as printed.
 */
export function nameCase(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => {
      if (!/\p{Lu}\p{Lu}/u.test(word) || word !== word.toUpperCase()) return word;
      const lower = word.toLowerCase();
      if (CAPITAL_PARTICLES.has(lower)) return lower.charAt(0).toUpperCase() + lower.slice(1);
      if (PARTICLES.has(lower)) return lower;
      // "MCALLISTER" is McAllister: after "Mc" a capital follows in every such name ("Mac" not:
      // Macey and Mack are names of their own).
      return lower.replace(/((?:^|[-'’])mc|^|[-'’])(\p{Ll})/gu, (_, p: string, c: string) =>
        p.endsWith("mc") ? `${p.slice(0, -2)}Mc${c.toUpperCase()}` : p + c.toUpperCase(),
      );
    })
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

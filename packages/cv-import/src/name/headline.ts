import { isContactText } from "../contact.ts";
import { headingKind } from "../headings.ts";
import type { Line } from "../types.ts";
import { splitTitles } from "./titles.ts";
import { isDocumentTitle, nameAndTitle } from "./words.ts";

/** Where the name was found: the line of its surname and the first line it takes. */
export type NamePlace = { index: number; first: number };

/**
 * The headline (the professional title) of a CV: the short line directly under the name, in the
 * name's block, that is not contact data. Contact lines may stand between the two (moderncv sets
 * them on the right), and a line beside the block (a sidebar's address on the name's height) is
 * not the block's. Without a name, the line under a document title ("Lebenslauf") may be it.
 */
export function findHeadline(top: Line[], place: NamePlace | undefined): string {
  const name = place ? top[place.index] : undefined;
  let candidate: Line | undefined;
  if (place && name) {
    for (const line of top.slice(place.index + 1, place.index + 5)) {
      if (line.page !== name.page) break;
      if (!sameBlock(line, name) || isTitlesOnly(line)) continue;
      if (line.cells.every((c) => isContactText(c.text))) continue;
      candidate = line;
      break;
    }
  } else {
    const docTitle = top.findIndex((l) => isDocumentTitle(l.text));
    candidate = docTitle >= 0 ? top[docTitle + 1] : undefined;
  }
  if (!candidate || (name && candidate.size > name.size)) return "";
  // Initials in a photo placeholder ("LW") may share the headline's baseline, contact data set
  // on the right of it (a web address, a phone) is no part of it either.
  const cells = candidate.cells.filter(
    (c, k) => !/^\p{Lu}{1,3}$/u.test(c.text.trim()) && !(k > 0 && isContactText(c.text)),
  );
  const text = cells[0]?.text.trim() ?? "";
  const combined = nameAndTitle(text);
  if (combined) return combined.title;
  if (cells.length !== 1 || !isHeadline(text)) return "";
  return titleCase(withWrappedPart(top, candidate, text));
}

/**
 * A tracked headline in capitals that a narrow column wrapped ("CONSTRUCTION PROJECT" / "MANAGER"):
 * the next line in the same size and capitals, no contact data, continues it.
 */
function withWrappedPart(top: Line[], line: Line, text: string): string {
  const next = top[top.indexOf(line) + 1];
  const rest = next?.cells.length === 1 ? (next.cells[0]?.text.trim() ?? "") : "";
  const caps = (t: string) => /\p{Lu}{3}/u.test(t) && t === t.toUpperCase();
  if (!next || !rest || next.size !== line.size || next.column !== line.column || !caps(text) || !caps(rest))
    return text;
  const joined = `${text} ${rest}`;
  return isHeadline(rest) && joined.split(/\s+/).length <= 6 ? joined : text;
}

/** Lines of one block overlap horizontally; without positions (DOCX) every line does. */
function sameBlock(line: Line, name: Line): boolean {
  if (line.right <= 0 || name.right <= 0) return true;
  // Contact data set on the name's baseline (a phone on the right) is no part of the name's block.
  const right = name.cells.length > 1 ? (name.cells[1]?.x ?? name.right) : name.right;
  return line.x < right && line.right > name.x;
}

/** "Dipl.-Ing." alone on a line. */
function isTitlesOnly(line: Line): boolean {
  const split = splitTitles(line.text);
  return split.core === "" && split.before.length + split.after.length > 0;
}

/** Whether a text can be the headline under a name (not contact data, not a sentence, no heading). */
function isHeadline(text: string): boolean {
  if (isContactText(text) || /\d{3}/.test(text) || text.length > 80) return false;
  if (text.split(/\s+/).length > 8 || /[.!?]$/.test(text) || /^[•·▪■-]\s/.test(text)) return false;
  return /\p{L}{3}/u.test(text) && !isDocumentTitle(text) && headingKind(text) === undefined;
}

const SMALL_WORDS = new Set(["of", "and", "for", "the", "und", "für", "im", "in", "der", "des"]);

/**
 * A headline set in capitals ("SENIOR DATA ANALYST", a letter-spaced line) as a title is written:
 * words of two letters stay capitals (UX, HR, IT), small words go lower case.
 */
function titleCase(text: string): string {
  if (text !== text.toUpperCase() || !/\p{Lu}{4}/u.test(text)) return text;
  return text
    .split(/(\s+|-)/)
    .map((word, k) => {
      const lower = word.toLowerCase();
      if (word.length <= 2 || /^\s+$|^-$/.test(word)) return word;
      if (k > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("");
}

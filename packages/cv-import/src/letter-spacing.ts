import { segmentWords } from "./name/segment.ts";
import type { Cell, Line } from "./types.ts";
import { isJobTitle } from "./vocabulary.ts";

/**
 * Repairs text set with letter spacing or in small caps before any rule reads it.
 *
 * Tracking (CSS `letter-spacing`, a design tool's tracking) makes pdf.js see every letter as a
 * word: "M A X   M U S T E R" arrives as the cells "M A X" and "M U S T E R", or as one cell
 * "S E N I O R D A T A A N A L Y S T" when the word gaps were not wider than the letter gaps.
 * Kerned pairs stay together ("B E R U F S E R FA H R U N G"). Synthesised small caps may
 * leave a lower-case first letter in front of its capitals ("vON").
 */
export function repairLetterSpacing(lines: Line[]): Line[] {
  const hints = mailHints(lines);
  return lines.map((line) => repairLine(line, hints));
}

/** Words of the e-mail addresses' local parts ("verena.hofstaetter@" → verena, hofstaetter). */
function mailHints(lines: Line[]): string[] {
  const words = new Set<string>();
  for (const line of lines.slice(0, 200)) {
    for (const m of line.text.matchAll(/([\p{L}\d._%+-]+)@[\p{L}\d.-]+/gu)) {
      for (const w of (m[1] ?? "").toLowerCase().split(/[._%+\-\d]+/)) if (w.length >= 2) words.add(w);
    }
  }
  return [...words];
}

function repairLine(line: Line, hints: string[]): Line {
  let changed = false;
  // Several tracked cells are the words already: their gaps were the word spaces.
  const tracked = line.cells.filter((cell) => repairText(cell.text, undefined).spaced).length;
  const cells: (Cell & { spaced: boolean })[] = line.cells.map((cell) => {
    const repaired = repairText(cell.text, tracked > 1 ? undefined : hints);
    if (repaired.text !== cell.text) changed = true;
    // A short tracked word beside a tracked run ("P F L E G E F A C H F R A U  H F") is one too.
    if (tracked > 0 && /^\p{Lu}(?: \p{Lu})?$/u.test(cell.text)) {
      changed = true;
      return { text: cell.text.replace(" ", ""), x: cell.x, spaced: true };
    }
    return { text: repaired.text, x: cell.x, spaced: repaired.spaced };
  });
  if (!changed) return line;
  // Cells of one tracked text are its words: the wider gap between them was the word space.
  const merged: (Cell & { spaced: boolean })[] = [];
  for (const cell of cells) {
    const previous = merged.at(-1);
    if (previous?.spaced && cell.spaced) previous.text = `${previous.text} ${cell.text}`;
    else merged.push({ ...cell });
  }
  const out = merged.map(({ text, x }) => ({ text, x }));
  return { ...line, cells: out, text: out.map((c) => c.text).join("  ") };
}

/** One piece of a tracked run: a letter, or a kerned pair that stayed together. */
const PIECE = /^(?:[\p{L}\d]|\p{Lu}{2,3}|\p{Ll}{2}|\p{Lu}\p{Ll}|[-'’&.@+])$/u;
const LETTER = /^[\p{L}\d]$/u;

/** A piece of a tracked run; three capitals only between single letters ("D ATA S"), not "MBA" after a run. */
function isPiece(tokens: string[], j: number): boolean {
  const token = tokens[j] ?? "";
  if (!/^\p{Lu}{3}$/u.test(token)) return PIECE.test(token);
  return LETTER.test(tokens[j - 1] ?? "") && LETTER.test(tokens[j + 1] ?? "");
}

/**
 * A cell's text with its tracked runs joined. A run is at least three pieces, most of them single
 * letters; a run shorter than the whole cell needs five, so "A B C" inside a sentence stays.
 * `hints` undefined: the run is one word, never split.
 */
export function repairText(
  text: string,
  hints: string[] | undefined = [],
): { text: string; spaced: boolean } {
  const tokens = text.split(" ");
  if (tokens.length < 3 || !/(?:^|\s)[\p{L}\d](?:\s|$)/u.test(text))
    return { text: smallCaps(kerned(text)), spaced: false };
  const out: string[] = [];
  let spaced = false;
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && isPiece(tokens, j)) j++;
    const run = tokens.slice(i, j);
    const letters = run.filter((t) => LETTER.test(t)).length;
    const whole = i === 0 && j === tokens.length;
    // Kerning may keep pairs together ("KO N TA KT"): a whole cell of capitals in ones and twos.
    const pairs = whole && run.length >= 4 && letters >= 1 && run.every((t) => /^\p{Lu}{1,2}$/u.test(t));
    if (pairs || (run.length >= (whole ? 3 : 5) && letters >= run.length * 0.7 && letters >= 3)) {
      out.push(...splitRun(run.join(""), hints));
      spaced = true;
      i = j;
    } else {
      out.push(tokens[i] ?? "");
      i++;
    }
  }
  return { text: smallCaps(out.join(" ")), spaced: spaced && out.length >= 1 };
}

/** Short words a kerned fragment ("Te acher") must not be taken for. */
const SHORT_WORDS = new Set(
  "a an as at be by do go he if im in is it me my no of on or so to up us we am um zu es er wo ab ja".split(
    " ",
  ),
);

/**
 * Kerning in some exports opens a gap after a word's first letters ("Te acher",
 * "Pe rsonalreferentin"). Joined back only when the whole is a job title and the fragment is
 * no word of its own; other text is left alone.
 */
function kerned(text: string): string {
  if (!/(?<!\p{L})\p{Lu}\p{Ll}? \p{Ll}{2}/u.test(text) || text.split(" ").length > 8) return text;
  return text.replace(/(?<!\p{L})(\p{Lu}\p{Ll}?) (\p{Ll}{2,})(?!\p{L})/gu, (all, a: string, b: string) =>
    !SHORT_WORDS.has(a.toLowerCase()) && isJobTitle(a + b) ? a + b : all,
  );
}

/**
 * A joined run whose word gaps were lost: "SeniorSoftwareEngineer" splits at its capitals,
 * "SENIORDATAANALYST" by known words (first names, the e-mail's words, title words); a run
 * no list explains stays one word.
 */
function splitRun(run: string, hints: string[] | undefined): string[] {
  if (/\p{Ll}\p{Lu}/u.test(run) && /^\p{Lu}/u.test(run)) return run.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  if (!hints || run.length < 8 || /[^\p{L}]/u.test(run)) return [run];
  return segmentWords(run, hints) ?? [run];
}

/**
 * Synthesised small caps can leave a word's first letter in lower case before its capitals
 * ("KATHARINA vON AHLEN"): in a line of capitals, such a word is all capitals.
 */
function smallCaps(text: string): string {
  const word = /(?<![\p{L}])\p{Ll}{1,2}\p{Lu}{2,}(?![\p{L}])/gu;
  if (!/\p{Ll}\p{Lu}{2}/u.test(text) || /\p{Ll}/u.test(text.replace(word, ""))) return text;
  return text.replace(word, (w) => w.toUpperCase());
}

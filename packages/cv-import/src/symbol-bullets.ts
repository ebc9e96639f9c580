import { headingKind } from "./headings.ts";
import type { Line } from "./types.ts";

/**
 * Glyphs a symbol font draws as a bullet, as they arrive in the text layer: LaTeX's marvosym and
 * Dingbats bullets come out as ASCII stand-ins (`{`, `§`: characters no line of prose starts
 * with), Wingdings/Symbol bullets as private-use characters (U+E000–U+F8FF), plus Dingbats and
 * geometric shapes and the ordinary bullets when glued to the text without a space.
 */
const GLYPH =
  /^\s*([{§\uE000-\uF8FF\u2700-\u27BF\u25A0-\u25FF\u2022\u2023\u2043\u2219\u00B7\u2981])\s*(?=\S)/u;

/** What follows the glyph must read as text: a letter, a digit or an opening quote or bracket. */
const TEXT_START = /^[\p{L}\p{N}"„“‘(]/u;

/** The glyph at the start of a line and the text after it, when the line is shaped as a list item. */
function leadingGlyph(line: Line): { glyph: string; rest: string } | undefined {
  const first = line.cells[0]?.text ?? "";
  // The glyph alone in its cell (a wide gap to the text) or glued to the text.
  const source = first.length === 1 && line.cells.length > 1 ? `${first} ${line.cells[1]?.text}` : first;
  const match = GLYPH.exec(source);
  if (!match?.[1]) return undefined;
  const rest = source.slice(match[0].length);
  if (!TEXT_START.test(rest)) return undefined;
  // "{" as ordinary text comes with its closing brace; "§ 34c GewO" cites a paragraph.
  if (match[1] === "{" && line.text.includes("}")) return undefined;
  if (match[1] === "§" && /^\d/.test(rest)) return undefined;
  return { glyph: match[1], rest };
}

/**
 * Lines that start with a symbol-font glyph followed by text become list items, with the glyph
 * replaced by "•" so every later rule reads them as bullets. A glyph counts when it starts at least
 * two lines: bullets repeat, while icons before contact data or headings differ line by line. A
 * line that is a known heading keeps its icon.
 */
export function markSymbolBullets(lines: Line[]): Line[] {
  const found = lines.map((line) => (line.bullet ? undefined : leadingGlyph(line)));
  const counts = new Map<string, number>();
  for (const hit of found) if (hit) counts.set(hit.glyph, (counts.get(hit.glyph) ?? 0) + 1);
  return lines.map((line, i) => {
    const hit = found[i];
    if (!hit || (counts.get(hit.glyph) ?? 0) < 2 || headingKind(hit.rest) !== undefined) return line;
    const joined = line.cells[0]?.text.trim().length === 1 && line.cells.length > 1;
    const rest = joined ? line.cells.slice(2) : line.cells.slice(1);
    const cells = [{ text: `• ${hit.rest}`, x: line.cells[0]?.x ?? line.x }, ...rest];
    return { ...line, cells, text: cells.map((c) => c.text).join("  "), bullet: true };
  });
}

import { headingKind, type SectionKind } from "./headings.ts";
import type { Line } from "./types.ts";

export type { SectionKind } from "./headings.ts";

/** A section: its kind, its heading as printed, the heading's font size and the lines under it. */
/** `x`: where the heading stands (PDF points; a DOCX indent). */
export type Section = { kind: SectionKind; heading: string; size: number; lines: Line[]; x?: number };

/** A line that looks like a heading by layout alone: short, upper case, set apart by size or weight. */
function looksLikeHeading(line: Line, bodySize: number): boolean {
  const letters = line.text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || line.cells.length > 1 || /\d|@/.test(line.text)) return false;
  if (line.text.split(/\s+/).length > 4) return false;
  const upper = letters === letters.toUpperCase();
  return (upper || line.headingStyle) && (line.emphasis || line.size > bodySize * 1.1 || line.headingStyle);
}

/** Page furniture that belongs to no section. */
const PAGE_FOOTER = /\b(?:seite|page)\s+\d+\s*(?:\/|von|of)\s*\d+\b/i;

/**
 * Splits the document's lines into sections; lines before the first heading form the `head`.
 * A sidebar and the main column are followed separately, so a sidebar section that runs onto
 * the next page continues there.
 */
export function splitSections(lines: Line[], bodySize: number): { head: Line[]; sections: Section[] } {
  const head: Line[] = [];
  const sections: Section[] = [];
  const currentBy: Partial<Record<Line["column"], Section>> = {};
  // Two headings on one line ("Sprachen   Verfügbarkeit") open two blocks side by side.
  let sideBySide: { at: number; left: Section; right: Section } | undefined;
  for (const line of joinWrappedHeadings(lines)) {
    if (PAGE_FOOTER.test(line.text)) continue;
    const pair = headingPair(line);
    if (pair) {
      const [left, right] = pair.map(([kind, cell]) => ({
        kind,
        heading: cell.text,
        size: line.size,
        lines: [] as Line[],
      }));
      if (!left || !right) continue;
      sections.push(left, right);
      currentBy[line.column] = right;
      sideBySide = { at: line.cells[1]?.x ?? 0, left, right };
      continue;
    }
    if (sideBySide && !(line.cells.length === 1 && headingKind(line.text))) {
      const { at, left, right } = sideBySide;
      const leftCells = line.cells.filter((c) => c.x < at - 2);
      const rightCells = line.cells.filter((c) => c.x >= at - 2);
      if (leftCells.length > 0) left.lines.push(part(line, leftCells));
      if (rightCells.length > 0) right.lines.push(part(line, rightCells));
      continue;
    }
    sideBySide = undefined;
    const current = currentBy[line.column];
    const single = line.cells.length === 1 && !line.bullet;
    let kind = single ? headingKind(line.text) : undefined;
    // Inside a skills section, "IT" or "Tools" set no bigger than its heading name a group;
    // "Zertifikate" only when set smaller (below), as a certifications section of its own follows
    // the skills in the same style.
    if (kind === "skills" && current?.kind === "skills" && !line.headingStyle && line.size <= current.size) {
      kind = undefined;
    }
    // Any other heading word set clearly smaller than the skills heading names a group too
    // ("Bildung", "Sprachen" as a group of skills), since a document's headings share one size.
    if (kind && current?.kind === "skills" && !line.headingStyle && line.size < current.size - 0.5) {
      kind = undefined;
    }
    // Skill groups may be upper case and bold too; in a skills section only a heading's size counts.
    const levelOk = current?.kind !== "skills" || line.size >= current.size - 0.5;
    // A line set in from the section's own heading and no bigger, or smaller than that heading,
    // is part of an entry (a company in capitals, "SAP SE"), not an unknown heading: a
    // document's headings share one style.
    const indented = current?.x !== undefined && line.x > current.x + 20 && line.size <= current.size;
    const smaller = current !== undefined && line.size < current.size - 0.5;
    const entryLine = indented || smaller;
    if (!kind && single && levelOk && !entryLine && looksLikeHeading(line, bodySize)) kind = "other";
    if (kind) {
      const section = { kind, heading: line.text, size: line.size, lines: [], x: line.x };
      sections.push(section);
      currentBy[line.column] = section;
    } else if (current) {
      current.lines.push(line);
    } else {
      head.push(line);
    }
  }
  return { head, sections };
}

/** The two sections of a line that holds two headings side by side, if it is one. */
function headingPair(line: Line): [SectionKind, Line["cells"][number]][] | undefined {
  if (line.cells.length !== 2 || line.bullet) return undefined;
  const kinds = line.cells.map((c) => headingKind(c.text));
  const known = kinds.filter((k) => k !== undefined).length;
  const shouty = line.cells.every((c) => c.text === c.text.toUpperCase() && /\p{L}{3}/u.test(c.text));
  if (known === 2 || (known === 1 && (line.emphasis || shouty))) {
    return line.cells.map((c, i) => [kinds[i] ?? "other", c]);
  }
  return undefined;
}

/** A line cut down to some of its cells. */
function part(line: Line, cells: Line["cells"]): Line {
  const text = cells.map((c) => c.text).join("  ");
  return { ...line, cells, text, x: cells[0]?.x ?? line.x };
}

/** "KENNTNISSE &" over "FÄHIGKEITEN": a narrow column wraps a heading after its connector. */
function joinWrappedHeadings(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (
      previous &&
      previous.cells.length === 1 &&
      line.cells.length === 1 &&
      /(?:&|\bund|\band|\/|-)$/i.test(previous.text.trim()) &&
      previous.size === line.size &&
      previous.emphasis === line.emphasis &&
      headingKind(`${previous.text} ${line.text}`) !== undefined
    ) {
      const text = `${previous.text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...previous, text, cells: [{ text, x: previous.x }] };
    } else out.push(line);
  }
  return out;
}

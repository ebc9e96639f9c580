import { clean, isLevelText, RATING_RE, stripBullet } from "./text.ts";
import type { Line } from "./types.ts";

/** A skill; `level` is the level as printed beside it ("Experte", "Grundkenntnisse"), when there is one. */
export type ParsedSkill = { name: string; category: string; level?: string };

/** Splits a list of skills on commas, semicolons, middle dots and pipes (not inside parentheses). */
export function splitSkills(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;·|•]/.test(ch)) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items
    .map((i) => clean(stripBullet(i.replace(RATING_RE, " "))).replace(/\s+\d{1,3}\s?%$/, ""))
    .filter((i) => i !== "" && i.length <= 60);
}

const CATEGORY_LINE = /^([^:,]{2,40}):\s*(.+)$/;

/**
 * Skills with categories. Categories come from "Category: a, b" lines, from a label cell
 * beside the list, or from a sub-heading line with the skills under it (indented or as pills).
 * Skills without any category get the section's heading.
 */
export function extractSkills(rawLines: Line[], heading: string): ParsedSkill[] {
  const lines = joinWrapped(splitRunLabels(rawLines));
  const skills: ParsedSkill[] = [];
  const baseX = Math.min(...lines.map((l) => l.x));
  let category = "";
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const add = (names: string[], cat: string) => {
      for (const name of names) {
        // "TypeScript (Experte)", "Python – Grundkenntnisse": the level is not part of the name.
        const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(name) ?? /^(.+?)\s+[–—:-]\s+(.+)$/.exec(name);
        const level = bracket?.[2] && isLevelText(bracket[2]) ? bracket[2] : undefined;
        const skill = level && bracket?.[1] ? { name: bracket[1], level } : { name };
        skills.push({ ...skill, category: cat || clean(heading) });
      }
    };
    const labelled = line.cells.length === 1 ? CATEGORY_LINE.exec(line.text) : undefined;
    if (labelled?.[1] && labelled[2]) {
      category = clean(stripBullet(labelled[1]));
      add(splitSkills(labelled[2]), category);
      return;
    }
    const atBase = line.x <= baseX + 3;
    const [first, ...rest] = line.cells;
    if (first && rest.length > 0 && rest.every((c) => isLevelText(c.text))) {
      const level = clean(rest.map((c) => c.text.replace(RATING_RE, " ")).join(" "));
      for (const name of splitSkills(first.text)) {
        skills.push({ name, category: category || clean(heading), ...(level ? { level } : {}) });
      }
      return;
    }
    const valueColumn = rightAlignedLabels(lines, rest[0]?.x);
    if (
      first &&
      rest.length > 0 &&
      (atBase || valueColumn) &&
      !/,/.test(first.text) &&
      looksLikeLabel(first.text, rest)
    ) {
      category = clean(first.text.replace(/:$/, ""));
      add(
        rest.flatMap((c) => splitSkills(c.text)),
        category,
      );
      return;
    }
    const single = line.cells.length === 1 && !line.bullet && !/[,;·|]/.test(line.text);
    // A group label: the skills under it are indented, bulleted, set as pills or level rows, or
    // the label is bold and they are not.
    const opensGroup =
      next !== undefined &&
      (next.x > line.x + 3 ||
        (next.cells.length > 1 && (!atBase || next.cells.slice(1).every((c) => isLevelText(c.text)))) ||
        next.bullet ||
        (line.emphasis && !next.emphasis && !line.text.includes(",")));
    if (single && atBase && opensGroup) {
      category = clean(line.text.replace(/:$/, ""));
      return;
    }
    add(
      line.cells.flatMap((c) => splitSkills(c.text)),
      category,
    );
  });
  return skills;
}

/**
 * A right-aligned label column (Europass): the values of several rows start at one x while
 * their labels start at different x. Rows of skill pills start their pills at one x too.
 */
/**
 * Europass prints a right-aligned label and its skills in one text run ("IT-Kenntnisse SAP HCM,
 * Personio", "Finance Financial Modelling, IFRS"), so the gap between them is lost. Such lines
 * start at different x and their first words end at one edge: estimated from the run's width
 * (characters are taken as equally wide, so within 10 points), two lines or more whose first
 * one or two words end at one edge while the lines start at least 2 points apart are split there
 * into label and value cells.
 */
function splitRunLabels(lines: Line[]): Line[] {
  const runs = lines.filter((l) => l.cells.length === 1 && !l.bullet && l.right > l.x && /,/.test(l.text));
  if (runs.length < 2) return lines;
  const ends = (l: Line) => {
    const charWidth = (l.right - l.x) / l.text.length;
    const spaces = [...l.text.matchAll(/ /g)].map((m) => m.index).slice(0, 2);
    return spaces.map((at) => ({ at, end: l.x + charWidth * at }));
  };
  for (const { end: edge } of runs.flatMap(ends)) {
    const split = new Map<Line, number>();
    for (const l of runs) {
      const hit = ends(l).find((e) => Math.abs(e.end - edge) <= 10);
      if (hit && !/,/.test(l.text.slice(0, hit.at))) split.set(l, hit.at);
    }
    const starts = [...split.keys()].map((l) => l.x);
    if (split.size < 2 || Math.max(...starts) - Math.min(...starts) < 2) continue;
    const valueX = edge + 4;
    return lines.map((l) => {
      const at = split.get(l);
      if (at === undefined) return l;
      const cells = [
        { text: l.text.slice(0, at).trim(), x: l.x },
        { text: l.text.slice(at).trim(), x: valueX },
      ];
      return { ...l, cells, text: cells.map((c) => c.text).join("  ") };
    });
  }
  return lines;
}

function rightAlignedLabels(lines: Line[], valueX: number | undefined): boolean {
  if (valueX === undefined) return false;
  const rows = lines.filter((l) => l.cells.length > 1 && Math.abs((l.cells[1]?.x ?? -99) - valueX) <= 3);
  const starts = rows.map((l) => l.cells[0]?.x ?? 0);
  return rows.length >= 2 && Math.max(...starts) - Math.min(...starts) > 3;
}

/** A label cell is short and names a group; the cells after it hold the skills. */
function looksLikeLabel(label: string, rest: { text: string }[]): boolean {
  return label.length <= 40 && (rest.length === 1 || rest.some((c) => /,/.test(c.text)));
}

/** A list that wrapped inside a bracket or after a comma continues on the next line. */
/**
 * "Medication administration, Critical" / "care": a list line cut by the column's edge mid-item.
 * The next line starts in lower case and its first word would not have fitted on the line before.
 */
function wrappedWord(previous: Line, line: Line, columnRight: number): boolean {
  const before = previous.text.trim();
  const firstWord = line.text.trim().split(/[\s,]+/)[0] ?? "";
  if (!/,/.test(before) || previous.limit <= 0 || previous.right <= 0) return false;
  const charWidth = (previous.right - previous.x) / before.length;
  if (/^\p{Ll}/u.test(firstWord)) return previous.right + (firstWord.length + 1) * charWidth > previous.limit;
  // "HAZOP, Lean Six Sigma Green" / "Belt": a capitalised rest of the last item, when the list
  // line ran to the column's edge and the rest is a few plain words, no group label or list.
  const full = previous.right >= columnRight - 2 * charWidth;
  const rest = line.text.trim();
  return (
    full &&
    !line.emphasis &&
    !line.bullet &&
    !/[,;:·|]/.test(rest) &&
    rest.split(/\s+/).length <= 2 &&
    Math.abs(previous.x - line.x) <= 2
  );
}

function joinWrapped(lines: Line[]): Line[] {
  const out: Line[] = [];
  const columnRight = Math.max(0, ...lines.map((l) => l.right));
  for (const line of lines) {
    const previous = out.at(-1);
    const text = previous?.text ?? "";
    const open = (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
    if (
      previous &&
      previous.cells.length === 1 &&
      line.cells.length === 1 &&
      (open || /,$/.test(text.trim()) || wrappedWord(previous, line, columnRight))
    ) {
      const joined = `${text.trim()} ${line.text.trim()}`;
      out[out.length - 1] = { ...previous, text: joined, cells: [{ text: joined, x: previous.x }] };
    } else out.push(line);
  }
  return out;
}

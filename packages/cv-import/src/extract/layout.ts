import { isDateFragment } from "../dates.ts";
import { headingKind } from "../headings.ts";
import { BULLET_RE, isLevelText } from "../text.ts";
import type { Cell, Line } from "../types.ts";

/** A positioned run of text from the PDF's text layer (y grows upwards, as in PDF space). */
export type Item = { str: string; x: number; y: number; w: number; size: number; font: string };

/**
 * `split`: the x of the column gap found on the page before, if any. A sidebar that runs onto the
 * next page often holds too little there (two lines, no heading) to be told from a table alone.
 */
export type PageInfo = { page: number; width: number; bodyFont: string | undefined; split?: number };

/** The lines of one page and the column gap found on it (for the next page). */
export type PageLayout = { lines: Line[]; split: number | undefined };

/** Lines of one page in reading order: a full-width header, then the sidebar and the main column. */
export function pageLines(items: Item[], info: PageInfo): Line[] {
  return pageLayout(items, info).lines;
}

/**
 * Reading order is taken from the coordinates alone, never from the order in which the items
 * were drawn: design tools export text objects in any order (the name last, a sidebar first).
 */
export function pageLayout(items: Item[], info: PageInfo): PageLayout {
  if (items.length === 0) return { lines: [], split: undefined };
  // Text wraps at the right margin, which mirrors the left one on nearly every CV.
  const margin = Math.min(...items.map((i) => i.x));
  const right = info.width - margin;
  const found = findColumns(items, info.width);
  const { cut } = found;
  const split = found.split ?? continuedSplit(items, info);
  if (split === undefined) return { lines: toLines(items, info, right, "main"), split: undefined };
  const header = items.filter((i) => i.y > cut);
  const body = items.filter((i) => i.y <= cut);
  const left = body.filter((i) => i.x + i.w / 2 < split);
  const rest = body.filter((i) => i.x + i.w / 2 >= split);
  // The column with less text is the sidebar, whichever side it is on.
  const leftIsSide = chars(left) <= chars(rest);
  const lines = [
    ...toLines(header, info, right, "main"),
    ...toLines(left, info, split, leftIsSide ? "side" : "main"),
    ...toLines(rest, info, right, leftIsSide ? "main" : "side"),
  ];
  return { lines, split };
}

/**
 * The previous page's column gap, when this page still has text on both sides of it and nothing
 * crosses it: the sidebar continues. Value columns (dates, levels) are no sidebar here either.
 */
function continuedSplit(items: Item[], info: PageInfo): number | undefined {
  const split = info.split;
  if (split === undefined) return undefined;
  const left = items.filter((i) => i.x + i.w / 2 < split);
  const right = items.filter((i) => i.x + i.w / 2 >= split);
  if (left.length === 0 || right.length === 0) return undefined;
  // No text runs across the gap (a full-width paragraph on this page means the layout changed).
  if (items.some((i) => i.x < split - 4 && i.x + i.w > split + 4)) return undefined;
  if (valueShare(left) > 0.5 || valueShare(right) > 0.5) return undefined;
  return split;
}

/**
 * Columns of a page, possibly under a full-width header (a name banner, a profile paragraph):
 * the split is searched below each wide line near the top, highest cut first.
 */
function findColumns(items: Item[], width: number): { cut: number; split: number | undefined } {
  const whole = columnSplit(items, width);
  if (whole !== undefined) return { cut: Number.POSITIVE_INFINITY, split: whole };
  const top = Math.max(...items.map((i) => i.y));
  const cuts = wideBaselines(
    items.filter((i) => i.y > top - 400),
    width * 0.4,
  );
  for (const y of cuts) {
    const split = columnSplit(
      items.filter((i) => i.y < y - 1),
      width,
    );
    if (split !== undefined) return { cut: y - 1, split };
  }
  return { cut: Number.POSITIVE_INFINITY, split: undefined };
}

/**
 * Baselines (highest first) whose text spans more than `span`: a wide item, or a line of several
 * items (a contact line "mail · phone · street" drawn piece by piece) that crosses the column gap.
 */
function wideBaselines(items: Item[], span: number): number[] {
  const rows: { y: number; from: number; to: number }[] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= 1.5) {
      row.from = Math.min(row.from, item.x);
      row.to = Math.max(row.to, item.x + item.w);
    } else rows.push({ y: item.y, from: item.x, to: item.x + item.w });
  }
  return rows.filter((r) => r.to - r.from > span).map((r) => r.y);
}

/**
 * The x of a gap that separates two independent columns, if the page has one. A gap that no text
 * crosses is not enough: label/value tables and date columns have one too. Independent columns
 * also have their own line rhythm, so most lines of one side share no baseline with the other.
 */
export function columnSplit(items: Item[], width: number): number | undefined {
  // Too few items say nothing; very many (a hostile or generated page) would make this quadratic.
  if (items.length < 12 || items.length > 3_000) return undefined;
  const spans = items.map((i) => [i.x, i.x + i.w] as const).sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let reach = spans[0]?.[1] ?? 0;
  for (const [from, to] of spans) {
    // A gap is 12 points wide, or narrower where a column's left edge is: a sidebar's longest
    // line ("Doctorate in Clinical Psychology (DPsychSc)") may end just short of the main column.
    if (from > reach + 12 || (from > reach + 1 && leftEdgeCount(spans, from) >= 5)) gaps.push([reach, from]);
    reach = Math.max(reach, to);
  }
  let best: number | undefined;
  let bestWidth = 0;
  let bestShared = Number.POSITIVE_INFINITY;
  let bestTorn = Number.POSITIVE_INFINITY;
  let style: BodyStyle | undefined;
  const headed = (side: Item[]) => {
    style ??= bodyStyle(items);
    return hasHeading(side, style);
  };
  for (const [from, to] of gaps) {
    const mid = (from + to) / 2;
    if (mid < width * 0.15 || mid > width * 0.7) continue;
    const left = items.filter((i) => i.x < mid);
    const right = items.filter((i) => i.x >= mid);
    if (left.length < 5 || right.length < 5) continue;
    // Only the lines beside each other tell columns apart: a skills list below a timeline's
    // date column is no sidebar text.
    const leftBeside = beside(left, right);
    const rightBeside = beside(right, left);
    if (leftBeside.length === 0 || rightBeside.length === 0) continue;
    // Checked both ways: right-aligned dates beside a single column share every baseline.
    const shared = Math.max(sharedBaselines(leftBeside, right), sharedBaselines(rightBeside, left));
    // A short sidebar can share the main column's line rhythm (same font, same leading). Then
    // each side carrying section headings of its own tells columns from a table, whose labels or
    // values are never headings on both sides.
    if (shared > 0.4 && !(shared < 0.95 && headed(left) && headed(right))) continue;
    // A column of periods or levels beside the entries is a value column, not a sidebar.
    if (valueShare(leftBeside) > 0.5 || valueShare(rightBeside) > 0.5) continue;
    // Of several gaps, the columns are where no date or level is torn from the line it ends (a
    // right-aligned period beside its position), then where the two sides share the fewest
    // baselines: a date column on the main column's right shares them with it, a sidebar does
    // not. Then the widest. A short sidebar can share as many baselines as the date column, so
    // the torn values decide first.
    const torn = tornValues(left, right);
    const fewer = shared < bestShared - 0.05;
    const better =
      torn < bestTorn ||
      (torn === bestTorn && (fewer || (Math.abs(shared - bestShared) <= 0.05 && to - from > bestWidth)));
    if (better) {
      best = mid;
      bestWidth = to - from;
      bestShared = torn < bestTorn ? shared : Math.min(shared, bestShared);
      bestTorn = torn;
    }
  }
  return best;
}

/** How many items start at `x` (within a point): a column's left edge has many. */
function leftEdgeCount(spans: (readonly [number, number])[], x: number): number {
  return spans.filter(([from]) => Math.abs(from - x) <= 1).length;
}

/**
 * Whether `side` holds a section heading ("KENNTNISSE", "Work Experience"): a known heading word
 * set apart by style (capitals, a larger size or another font than most text) and alone on its
 * line within the side.
 */
function hasHeading(side: Item[], { font, median }: BodyStyle): boolean {
  return side.some((item) => {
    const text = item.str.trim();
    if (text.length < 3 || headingKind(text) === undefined) return false;
    const styled =
      (/\p{Lu}{3}/u.test(text) && text === text.toUpperCase()) ||
      item.size > median * 1.1 ||
      item.font !== font;
    const alone = !side.some((o) => o !== item && Math.abs(o.y - item.y) <= 1.5);
    return styled && alone;
  });
}

type BodyStyle = { font: string | undefined; median: number };

/** The font that covers the most characters and the median size: what body text looks like. */
function bodyStyle(items: Item[]): BodyStyle {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.font, (counts.get(i.font) ?? 0) + i.str.length);
  const sizes = items.map((i) => i.size).sort((a, b) => a - b);
  return {
    font: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0],
    median: sizes[Math.floor(sizes.length / 2)] ?? 0,
  };
}

/** The items of `side` within the vertical extent of `other`. */
function beside(side: Item[], other: Item[]): Item[] {
  const top = Math.max(...other.map((i) => i.y + i.size));
  const bottom = Math.min(...other.map((i) => i.y));
  return side.filter((i) => i.y <= top && i.y >= bottom - i.size);
}

/** The share of items that are periods, levels ("Expert", "C1") or page numbers. */
function valueShare(items: Item[]): number {
  return items.filter((i) => isValueText(i.str)).length / items.length;
}

/** A period, a level ("Expert", "C1") or a page number. */
function isValueText(s: string): boolean {
  return isDateFragment(s) || isLevelText(s) || /^(seite|page)\s+\d+/i.test(s.trim());
}

/**
 * Dates and levels on one side whose line holds text on the other side only: a period or a level
 * that a split would tear from the entry it belongs to. A level beside its language in a sidebar
 * keeps its own side's text on the line and is not torn.
 */
function tornValues(left: Item[], right: Item[]): number {
  const torn = (side: Item[], other: Item[]) =>
    side.filter((item) => {
      if (!isValueText(item.str)) return false;
      const sameLine = (o: Item) => o !== item && Math.abs(o.y - item.y) <= 1.5 && !isValueText(o.str);
      return other.some(sameLine) && !side.some(sameLine);
    }).length;
  return torn(left, right) + torn(right, left);
}

/** The share of `side`'s items that sit on a baseline of `other`. */
function sharedBaselines(side: Item[], other: Item[]): number {
  const ys = other.map((i) => i.y);
  return side.filter((i) => ys.some((y) => Math.abs(y - i.y) <= 1.5)).length / side.length;
}

/** Groups items into lines by baseline, and each line into cells by wide horizontal gaps. */
function chars(items: Item[]): number {
  return items.reduce((n, i) => n + i.str.length, 0);
}

/**
 * How far apart two baselines may be and still be one line. Text of much different sizes is held to
 * the smaller size: a big monogram or icon beside a headline ("OE" in a circle, 26 pt, 11 pt under
 * a 13 pt title) is no part of it, while a superscript stays on its line.
 */
function rowTolerance(a: number, b: number): number {
  const small = Math.min(a, b);
  const big = Math.max(a, b);
  return big > small * 1.5 ? small * 0.6 : big * 0.45;
}

function toLines(items: Item[], info: PageInfo, margin: number, column: Line["column"]): Line[] {
  // Lines wrap before the margin; the longest line seen in the column is the better estimate.
  const limit = Math.min(margin, Math.max(0, ...items.map((i) => i.x + i.w)) + 1);
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= rowTolerance(first.size, item.size)) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  const lines: Line[] = [];
  let prevY: number | undefined;
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    const cells = toCells(row);
    const text = cells.map((c) => c.text).join("  ");
    const size = Math.max(...row.map((i) => i.size));
    const y = row[0]?.y ?? 0;
    const bodyChars = row.filter((i) => i.font === info.bodyFont).reduce((n, i) => n + i.str.length, 0);
    const allChars = row.reduce((n, i) => n + i.str.length, 0);
    const last = row.at(-1);
    lines.push({
      text,
      cells,
      x: row[0]?.x ?? 0,
      right: last ? last.x + last.w : 0,
      limit,
      size,
      emphasis: bodyChars < allChars / 2,
      headingStyle: false,
      bullet: BULLET_RE.test(text),
      gapBefore: prevY === undefined ? 0 : (prevY - y) / size,
      page: info.page,
      column,
    });
    prevY = y;
  }
  return lines;
}

/**
 * Gaps of at least this many font sizes always separate cells; gaps from MEDIUM_GAP on separate
 * them when the row's other word gaps are much narrower (a label column set close to its value,
 * as moderncv does), but not in justified text, where every word gap of the row is wide.
 */
const WIDE_GAP = 0.9;
const MEDIUM_GAP = 0.5;
/** Text that overlaps the text before it by this much is another column's (a label too long for its column). */
const OVERLAP = -0.3;

function toCells(row: Item[]): Cell[] {
  const gaps = row.slice(1).map((item, i) => {
    const before = row[i] as Item;
    return (item.x - (before.x + before.w)) / Math.max(before.size, item.size);
  });
  const spaces = gaps.filter((g) => g > 0.12).sort((a, b) => a - b);
  const splits = (gap: number) => {
    if (gap >= WIDE_GAP || gap <= OVERLAP) return true;
    if (gap < MEDIUM_GAP) return false;
    const median = spaces[Math.floor(spaces.length / 2)] ?? 0;
    return spaces.length <= 1 || gap >= 2 * median;
  };
  const cells: Cell[] = [];
  let current: { text: string; x: number; end: number; size: number } | undefined;
  row.forEach((item, i) => {
    const gap = current ? item.x - current.end : 0;
    if (current && !splits(gaps[i - 1] ?? 0)) {
      const glue = gap > item.size * 0.12 && !current.text.endsWith(" ") && !item.str.startsWith(" ");
      current.text += (glue ? " " : "") + item.str;
      current.end = Math.max(current.end, item.x + item.w);
    } else {
      if (current) cells.push({ text: current.text.replace(/\s+/g, " ").trim(), x: current.x });
      current = { text: item.str, x: item.x, end: item.x + item.w, size: item.size };
    }
  });
  if (current) cells.push({ text: current.text.replace(/\s+/g, " ").trim(), x: current.x });
  return cells.filter((c) => c.text !== "");
}

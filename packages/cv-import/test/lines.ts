import type { Line } from "../src/types.ts";

/** A laid-out line as the PDF reader hands it to the parser: cells at their x, a bullet when it starts with one. */
export function line(cells: [string, number][], extra: Partial<Line> = {}): Line {
  const text = cells.map(([t]) => t).join("  ");
  return {
    text,
    cells: cells.map(([t, x]) => ({ text: t, x })),
    x: cells[0]?.[1] ?? 0,
    right: 0,
    limit: 0,
    size: 10,
    emphasis: false,
    headingStyle: false,
    bullet: /^[•–-] /.test(text),
    gapBefore: 0,
    page: 1,
    column: "main",
    ...extra,
  };
}

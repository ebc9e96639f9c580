import type { Unit } from "./vocabulary.ts";

/** Where in the ad a reason was found: the field, the offsets and a short snippet around it. */
export type AdSpot = {
  field: "title" | "description" | "location";
  start: number;
  end: number;
  text: string;
  snippet: string;
};

const CONTEXT = 40;

/** The spot of units [from, to) of a field's text. */
export function spotOf(
  field: AdSpot["field"],
  text: string,
  units: readonly Unit[],
  from: number,
  to: number,
): AdSpot {
  const start = units[from]!.start;
  const end = units[to - 1]!.end;
  const a = Math.max(0, start - CONTEXT);
  const b = Math.min(text.length, end + CONTEXT);
  const snippet = `${a > 0 ? "…" : ""}${text.slice(a, b).replace(/\s+/g, " ").trim()}${b < text.length ? "…" : ""}`;
  return { field, start, end, text: text.slice(start, end), snippet };
}

import type { Line } from "./types.ts";

// What sits in a CV's margins is not content (issue 28): the signature block under the last section
// (place and date, "Ort, Datum", the signed name), page numbers, and headers or footers that repeat
// on every page with only the page number changing. Left in, they became skills ("Leipzig",
// "20.11.2026") or entries of whatever section came last.

/** "Seite 1 von 2", "Page 2 of 3", "Seite 2", "S. 2/3": a page number with its word. */
const PAGE_WORD = /^(?:seite|page|s\.|p\.)\s*\d{1,3}(?:\s*(?:von|of|\/|aus)\s*\d{1,3})?$/i;
/** A line ending in its page's number and count: the end of a footer. */
const PAGE_AT_END = /(?:^|\s)(?:seite|page)\s*\d{1,3}\s*(?:von|of|\/)\s*\d{1,3}$/i;
/** "2", "- 2 -", "2/3", "2 | 3": a bare page number, taken as one only at the top or bottom of a page. */
const BARE_NUMBER = /^(?:[-–—(]?\s*\d{1,2}\s*[-–—)]?|\d{1,2}\s*(?:\/|\||von|of)\s*\d{1,2})$/i;

/** A date as a signature line writes it: 20.11.2026, 20. November 2026, November 20, 2026, 2026-11-20. */
const DATE =
  /(?:\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{4}|\d{2})|\d{1,2}\.?\s+[A-Za-zäÄ]{3,10}\.?\s+\d{4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4})/;

/** "Leipzig, 20.11.2026", "Leipzig, den 20.11.2026", "Bad Homburg v. d. Höhe, im November 2026", "London, 20 November 2026". */
const PLACE_AND_DATE = new RegExp(
  `^[\\p{Lu}][\\p{L}.' -]{1,40},\\s*(?:den\\s+|im\\s+|am\\s+)?(?:${DATE.source}|[\\p{L}]{3,10}\\s+\\d{4})$`,
  "u",
);

/** The labels printed under the signature line. */
const SIGNATURE_LABEL =
  /^\(?(?:ort,?\s*(?:und\s*)?datum|datum,?\s*(?:und\s*)?ort|ort\/datum|datum,?\s*unterschrift|ort,?\s*datum,?\s*unterschrift|unterschrift|place,?\s*(?:and\s*)?date|date,?\s*(?:and\s*)?place|signature|signed|date|datum)\)?:?$/i;

/** A date alone on a line at the end: the date of a signature block without a place. */
const DATE_ALONE = new RegExp(`^(?:${DATE.source})$`);

/** Whether a line is the place-and-date line or a label of a signature block. */
export function isSignatureLine(text: string): boolean {
  const t = text.trim().replace(/\s+/g, " ");
  return PLACE_AND_DATE.test(t) || SIGNATURE_LABEL.test(t);
}

/** Whether a line says nothing but the page it is on; a bare number counts only at a page's edge. */
export function isPageNumber(text: string, atEdge = true): boolean {
  const t = text.trim().replace(/\s+/g, " ");
  return PAGE_WORD.test(t) || (atEdge && BARE_NUMBER.test(t));
}

/** A short line of words only (a signed name, "i. A. Schmidt"): what follows a place-and-date line. */
function looksLikeSignedName(text: string): boolean {
  const t = text.trim();
  return t.length <= 40 && t.split(/\s+/).length <= 4 && /^[\p{L}][\p{L}.' -]*$/u.test(t);
}

/**
 * The lines without the margins: page numbers, and the signature block (its place-and-date line or
 * label, with the name lines and labels around it, at most three lines after it). A signature block
 * stands after the content, so one is recognised only in the last fifth of the document's lines or on
 * its last page.
 */
export function withoutMargins(lines: Line[]): Line[] {
  const lastPage = Math.max(0, ...lines.map((l) => l.page));
  const tailStart = Math.floor(lines.length * 0.8);
  const drop = new Set<number>();
  const atEdge = (i: number) =>
    [i - 2, i - 1, i + 1, i + 2].some((j) => lines[j] === undefined || lines[j]!.page !== lines[i]!.page);
  lines.forEach((line, i) => {
    const text = line.text.trim();
    if (isPageNumber(text, atEdge(i))) drop.add(i);
    // A footer that ends with its page ("Olivia Hartwell   Page 1 of 1"), even on a one-page CV.
    if (atEdge(i) && PAGE_AT_END.test(text) && text.length <= 120) drop.add(i);
    const nearEnd = i >= tailStart || line.page === lastPage;
    if (!nearEnd || !(isSignatureLine(text) || (DATE_ALONE.test(text) && i >= lines.length - 4))) return;
    drop.add(i);
    // The signed name and the labels beside it ("Max Muster" above or below "Ort, Datum").
    for (const j of [i - 1, i + 1, i + 2, i + 3]) {
      const near = lines[j];
      if (!near || near.page !== line.page || drop.has(j)) continue;
      const t = near.text.trim();
      if (
        isSignatureLine(t) ||
        DATE_ALONE.test(t) ||
        (j > i && looksLikeSignedName(t) && isLastBlock(lines, j))
      )
        drop.add(j);
    }
  });
  return lines.filter((_, i) => !drop.has(i));
}

/** Nothing but signature material follows line `j` (a name line in the middle of content is kept). */
function isLastBlock(lines: Line[], j: number): boolean {
  return lines
    .slice(j + 1)
    .every((l) => isSignatureLine(l.text) || isPageNumber(l.text, false) || looksLikeSignedName(l.text));
}

/**
 * Lines at the top or bottom of a page that name the page and, with digits ignored, come back at the
 * same edge of two or more pages: running headers and footers ("Max Muster · Lebenslauf · Seite 2").
 */
export function runningEdgeLines(lines: Line[]): Set<Line> {
  const byPage = new Map<number, Line[]>();
  for (const line of lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
  if (byPage.size < 2) return new Set();
  const pagesOf = new Map<string, Set<number>>();
  const edges: [Line, string][] = [];
  for (const [page, pageLines] of byPage) {
    const edge = [...pageLines.slice(0, 2), ...pageLines.slice(-2)];
    for (const line of new Set(edge)) {
      // Only a line that names its page changes from page to page; other edge lines must repeat exactly
      // (the caller's rule), so dates at the foot of two pages are never taken for a footer.
      if (!/\b(?:seite|page)\s*\d/i.test(line.text)) continue;
      const key = `${pageLines.indexOf(line) < 2 ? "top" : "bottom"}:${line.text.trim().replace(/\d+/g, "#")}`;
      pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(page));
      edges.push([line, key]);
    }
  }
  return new Set(
    edges
      .filter(([line, key]) => (pagesOf.get(key)?.size ?? 0) >= 2 && line.text.length <= 120)
      .map(([line]) => line),
  );
}

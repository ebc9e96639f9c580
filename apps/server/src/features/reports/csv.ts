/**
 * CSV as Excel and LibreOffice open it without an import dialog: UTF-8 with a byte order mark, commas
 * between cells, CRLF after every line, quotes only where RFC 4180 needs them.
 */

/** Written once at the start: without it Excel reads UTF-8 as the local code page and breaks umlauts. */
export const CSV_BOM = "\uFEFF";

// A spreadsheet runs a cell that starts with one of these as a formula, or drops the character so the
// next one does (tab, CR): a job title "=HYPERLINK(...)" from a job board must stay text (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula starts defused with a leading apostrophe, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

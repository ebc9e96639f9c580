import { CSV_BOM, csvLine } from "./csv.ts";
import { REPORT_COLUMNS, type ReportRow } from "./rows.ts";

/**
 * The export's columns are the columns the reports read, under the API's field names, so the file can
 * be read back by a script.
 */
export const EXPORT_COLUMNS = REPORT_COLUMNS;

/** One application as cells of the export; the timestamp becomes its calendar day. */
export function exportCells(row: ReportRow): Array<string | number | null> {
  return EXPORT_COLUMNS.map((column) => (column === "date" ? row.date.slice(0, 10) : row[column]));
}

/** The whole export as chunks of text, one per page of rows, to be streamed as they come. */
export async function* exportCsv(pages: AsyncIterable<ReportRow[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(EXPORT_COLUMNS);
  for await (const rows of pages) yield rows.map((row) => csvLine(exportCells(row))).join("");
}

import { CSV_BOM, csvLine } from "./csv.ts";
import type { ReportLabels } from "./labels/index.ts";
import type { ReportRow } from "./rows.ts";

/** One line of the proof-of-effort report, in words of the report's language. */
export type ReportEntry = {
  date: string;
  company: string;
  position: string;
  channel: string;
  /** The contact's name with its salutation, and the mail address: each a line of its own where present. */
  contact: string[];
  outcome: string;
};

/** What the job centre wants to see of one application. */
export function reportEntry(row: ReportRow, labels: ReportLabels): ReportEntry {
  const name = row.recipient_name.trim();
  const salutation = labels.salutations[row.recipient_salutation];
  const person = name && salutation ? `${salutation} ${name}` : name;
  return {
    date: labels.formatDate(row.date),
    company: row.hireing_company,
    position: row.job_title,
    // How the application went out; where the user left that empty, the board it was found on says most.
    channel: row.application_channel.trim() || row.page,
    contact: [person, row.mail_address.trim()].filter(Boolean),
    outcome: labels.outcomes[row.status],
  };
}

/** The report's columns in order, with their headers. */
export const REPORT_FIELDS = ["date", "company", "position", "channel", "contact", "outcome"] as const;

/** The proof-of-effort report as CSV chunks: a header line in the language, then a line per application. */
export async function* reportCsv(
  pages: AsyncIterable<ReportRow[]>,
  labels: ReportLabels,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(REPORT_FIELDS.map((field) => labels.columns[field]));
  for await (const rows of pages) {
    yield rows
      .map((row) => {
        const entry = reportEntry(row, labels);
        return csvLine(REPORT_FIELDS.map((f) => (f === "contact" ? entry.contact.join(", ") : entry[f])));
      })
      .join("");
  }
}

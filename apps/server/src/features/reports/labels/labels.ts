import type { ApplicationStatus, Salutation } from "@jah/shared";

/** Every text of the proof-of-effort report in one language. */
export type ReportLabels = {
  /** The document title, also the PDF's metadata title. */
  title: string;
  /** The start of the download's file name: ASCII only, it goes into a header. */
  fileStem: string;
  /** The PDF's document language, for screen readers. */
  locale: string;
  /** Dates as this language's readers expect them, from YYYY-MM-DD. */
  formatDate: (isoDate: string) => string;
  name: string;
  period: string;
  createdOn: string;
  count: string;
  columns: {
    date: string;
    company: string;
    position: string;
    channel: string;
    contact: string;
    outcome: string;
  };
  /** The status as the outcome of an application, in words. */
  outcomes: Record<ApplicationStatus, string>;
  /** The word before a contact's name; empty when the user chose none. */
  salutations: Record<Salutation, string>;
  /** The text in place of the table when the period has no applications. */
  empty: (period: string) => string;
  page: (page: number, pages: number) => string;
  signature: { placeAndDate: string; signature: string };
};

import type { ReportLabels } from "./labels.ts";

/** English. */
export const en: ReportLabels = {
  title: "Record of job search activities",
  locale: "en",
  fileStem: "job-search-record",
  // ISO dates: unambiguous for readers of any English-speaking country.
  formatDate: (date) => date.slice(0, 10),
  name: "Name",
  period: "Period",
  createdOn: "Created on",
  count: "Applications",
  columns: {
    date: "Date",
    company: "Company",
    position: "Position",
    channel: "Channel",
    contact: "Contact",
    outcome: "Outcome",
  },
  outcomes: {
    todo: "to do",
    ready: "prepared",
    applied: "applied",
    waiting: "awaiting reply",
    appointment: "interview",
    canceled: "withdrawn",
    noreply: "no reply",
    rejected: "rejected",
    accepted: "job offer",
  },
  salutations: { male: "Mr", female: "Ms", none: "" },
  empty: (period) => `No applications were recorded in the period ${period}.`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  signature: { placeAndDate: "Place, date", signature: "Signature" },
};

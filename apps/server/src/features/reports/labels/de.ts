import type { ReportLabels } from "./labels.ts";

/** German: the form the Arbeitsagentur and the Jobcenter know. */
export const de: ReportLabels = {
  title: "Nachweis der Eigenbemühungen",
  locale: "de-DE",
  fileStem: "nachweis-eigenbemuehungen",
  formatDate: (date) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`,
  name: "Name",
  period: "Zeitraum",
  createdOn: "Erstellt am",
  count: "Anzahl Bewerbungen",
  columns: {
    date: "Datum",
    company: "Unternehmen",
    position: "Stelle",
    channel: "Art der Bewerbung",
    contact: "Ansprechperson",
    outcome: "Ergebnis",
  },
  outcomes: {
    todo: "offen",
    ready: "vorbereitet",
    applied: "beworben",
    waiting: "wartet auf Antwort",
    appointment: "Vorstellungsgespräch",
    canceled: "abgebrochen",
    noreply: "keine Antwort",
    rejected: "Absage",
    accepted: "Zusage",
  },
  salutations: { male: "Herr", female: "Frau", none: "" },
  empty: (period) => `Im Zeitraum ${period} wurden keine Bewerbungen erfasst.`,
  page: (page, pages) => `Seite ${page} von ${pages}`,
  signature: { placeAndDate: "Ort, Datum", signature: "Unterschrift" },
};

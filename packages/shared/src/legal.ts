/**
 * The legal pages a German operator of a paid service shows (issue 25): Impressum (§5 DDG),
 * Datenschutzerklärung (Art. 13 GDPR), AGB and Widerrufsbelehrung. The operator writes them as
 * Markdown in content/legal/{de,en}/<page>.md.
 */
export const LEGAL_PAGES = ["impressum", "datenschutz", "agb", "widerruf"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Without these the server does not start with PAYMENTS=stripe. */
export const REQUIRED_LEGAL_PAGES: readonly LegalPage[] = ["impressum", "agb"];

/** A legal page as GET /api/legal/{page} answers it: sanitised HTML and the language it is written in. */
export type LegalPageDto = { page: LegalPage; language: "de" | "en"; html: string };

import type { LegalPage } from "@jah/shared";

/** The title of each legal page (literal keys, so the translation check sees them). */
export const LEGAL_TITLE_KEYS: Record<LegalPage, string> = {
  impressum: "Legal.Pages.impressum",
  datenschutz: "Legal.Pages.datenschutz",
  agb: "Legal.Pages.agb",
  widerruf: "Legal.Pages.widerruf",
};

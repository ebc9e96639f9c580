import type { LegalPage } from "@jah/shared";

/** The title of each legal page (literal keys, so the translation check sees them). */
export const LEGAL_TITLE_KEYS: Record<LegalPage, string> = {
  impressum: "Legal.Pages.impressum",
  datenschutz: "Legal.Pages.datenschutz",
  agb: "Legal.Pages.agb",
  widerruf: "Legal.Pages.widerruf",
};

/** What stands in a page's place until the operator publishes it (issue 43). */
export const LEGAL_UNPUBLISHED_KEYS: Record<LegalPage, string> = {
  impressum: "Legal.Unpublished.impressum",
  datenschutz: "Legal.Unpublished.datenschutz",
  agb: "Legal.Unpublished.agb",
  widerruf: "Legal.Unpublished.widerruf",
};

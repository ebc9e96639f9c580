import type { Language } from "@jah/shared";
import { de } from "./de.ts";
import { en } from "./en.ts";
import type { ReportLabels } from "./labels.ts";

export type { ReportLabels } from "./labels.ts";

const LABELS: Record<Language, ReportLabels> = { de, en };

/** The report texts of a language. */
export function labelsFor(language: Language): ReportLabels {
  return LABELS[language];
}

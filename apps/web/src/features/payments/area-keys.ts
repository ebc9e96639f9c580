import type { PremiumArea } from "@jah/shared";

/** The label of each premium area (literal keys, so the translation check sees them). */
export const AREA_KEYS: Record<PremiumArea, string> = {
  applications: "Payments.Areas.Applications",
  document: "Payments.Areas.Document",
  profile: "Payments.Areas.Profile",
  jobs: "Payments.Areas.Jobs",
};

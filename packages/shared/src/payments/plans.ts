/**
 * Paid plans (issue 13). The spec names the feature areas billing, crm, profile, timetracking,
 * projects, document and jobs; this product sells profile, document, jobs and applications.
 */
export const PREMIUM_AREAS = ["applications", "document", "profile", "jobs"] as const;
export type PremiumArea = (typeof PREMIUM_AREAS)[number];

/** The `code` of every 402 answer: the web app opens the upgrade prompt on it. */
export const PAYMENT_REQUIRED_CODE = "payment_required";

/** The body of a 402 answer of a premium endpoint. */
export type PaymentRequiredBody = {
  statusCode: 402;
  error: "Payment Required";
  message: string;
  code: typeof PAYMENT_REQUIRED_CODE;
  /** The feature area the call needs. */
  area: PremiumArea;
};

export type PlanInterval = "month" | "year";

/** One plan as GET /api/payments/plans shows it (prices in cents, gross). */
export type PublicPlan = {
  key: string;
  name: string;
  areas: PremiumArea[];
  /** Profiles the plan allows; null: no limit. */
  profiles: number | null;
  prices: Array<{ interval: PlanInterval; cents: number }>;
};

/** Cents as euros the way the spec shows prices: comma decimals and the euro sign ("9,90 €"). */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${euros},${String(abs % 100).padStart(2, "0")} €`;
}

/** Days a granted free year lasts. */
export const FREE_YEAR_DAYS = 365;
/** The reason of a free-year request: short. */
export const FREE_YEAR_REASON_MAX = 500;

import {
  type PaymentDataInput,
  type PlanInterval,
  PROFILE_LIMIT,
  type PremiumArea,
  type PublicPlan,
} from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { type ApiResponse, apiRequest } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import { fetchJson } from "../../api/helpers.ts";
import { useAppConfig } from "../../api/use-app-config.ts";

/** One payment row (spec section 3: id, date, product_name, price in cents, payload_id). */
export interface PaymentRow {
  id: number;
  date: string;
  product_name: string;
  price: number;
  payload_id: string;
}

/** GET payments/subscriptions: the payments under "settings", the current plan, the free year. */
export interface PaymentsOverview {
  settings: PaymentRow[];
  subscription: {
    plan: string;
    name: string;
    status: string;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
  } | null;
  free_year: {
    status: "open" | "granted" | "refused";
    created_at: string;
    valid_until: string | null;
  } | null;
  /** How many profiles the user may keep now; null: no limit. */
  profile_limit: number | null;
}

export type PaymentDataDto = Required<{ [K in keyof PaymentDataInput]: string }> & {
  has_payment_data: boolean;
};

export const paymentKeys = {
  plans: ["payments", "plans"] as const,
  overview: ["payments", "overview"] as const,
  data: ["payments", "data"] as const,
  freeYearAdmin: ["admin", "freeyear"] as const,
  access: ["payments", "access"] as const,
};

export function usePlans() {
  return useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) => fetchJson<{ plans: PublicPlan[] }>("payments/plans", signal),
  });
}

export function usePaymentsOverview() {
  return useQuery({
    queryKey: paymentKeys.overview,
    queryFn: ({ signal }) => fetchJson<PaymentsOverview>("payments/subscriptions", signal),
  });
}

export function usePaymentData() {
  return useQuery({
    queryKey: paymentKeys.data,
    queryFn: ({ signal }) => fetchJson<PaymentDataDto>("payments/paymentdata", signal),
  });
}

/** POST payments/checkout: the hosted Stripe Checkout address for the plan. */
export function startCheckout(plan: string, interval: PlanInterval): Promise<ApiResponse<{ url: string }>> {
  return apiRequest("payments/checkout", { method: "POST", body: { plan, interval } });
}

/** POST payments/portal: the Stripe customer portal address (change the card, cancel). */
export function openPortal(): Promise<ApiResponse<{ url: string }>> {
  return apiRequest("payments/portal", { method: "POST", body: {} });
}

/** POST payments/newPaymentData or payments/editPaymentData. */
export function savePaymentData(
  values: PaymentDataInput,
  existing: boolean,
): Promise<ApiResponse<PaymentDataDto & { fields?: Record<string, string> }>> {
  return apiRequest(existing ? "payments/editPaymentData" : "payments/newPaymentData", {
    method: "POST",
    body: values,
  });
}

/** POST payments/freeyear: asks for a free year with a short reason. */
export function requestFreeYear(reason: string): Promise<ApiResponse<unknown>> {
  return apiRequest("payments/freeyear", { method: "POST", body: { reason } });
}

/** GET payments/downloadinvoice/{id}: the invoice PDF. */
export function downloadInvoice(row: PaymentRow): Promise<number> {
  return downloadFile(`payments/downloadinvoice/${row.id}`, `invoice-${row.payload_id}.pdf`);
}

/** An open free-year request as admins see it. */
export interface FreeYearRequestRow {
  id: number;
  reason: string;
  created_at: string;
  email: string;
  name: string;
}

export function useFreeYearRequests(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.freeYearAdmin,
    queryFn: ({ signal }) => fetchJson<FreeYearRequestRow[]>("admin/freeyear", signal),
    enabled,
  });
}

export function decideFreeYear(id: number, grant: boolean): Promise<ApiResponse<unknown>> {
  return apiRequest(`admin/freeyear/${grant ? "grant" : "refuse"}/${id}`, { method: "POST", body: {} });
}

/**
 * Whether the user may use the area: always with payments off; otherwise
 * GET usersettings/ispayeduser?area= (200 paid, 402 not), asked without opening the upgrade prompt, so a
 * page can show the premium notice in place instead of calls that would each answer 402.
 */
export function usePremiumAccess(area: PremiumArea = "applications"): { loading: boolean; paid: boolean } {
  const config = useAppConfig();
  const payments = config.data?.payments === true;
  const access = useQuery({
    queryKey: [...paymentKeys.access, area],
    queryFn: async () => {
      const response = await apiRequest(`usersettings/ispayeduser?area=${area}`, { catalogue: false });
      return response.status !== 402;
    },
    enabled: payments,
  });
  if (config.isPending) return { loading: true, paid: false };
  if (!payments) return { loading: false, paid: true };
  // A failed check shows the page as before: the server still answers 402 where it must.
  return { loading: access.isPending, paid: access.data ?? true };
}

/**
 * The profile limit in force: with payments on, what the user's plan allows (PROFILE_LIMIT without a
 * plan; null: no limit). With payments off no limit applies (the server enforces none), so null.
 */
export function useProfileLimit(): number | null {
  const payments = useAppConfig().data?.payments === true;
  const overview = useQuery({
    queryKey: paymentKeys.overview,
    queryFn: ({ signal }) => fetchJson<PaymentsOverview>("payments/subscriptions", signal),
    enabled: payments,
  });
  if (!payments) return null;
  return overview.data ? overview.data.profile_limit : PROFILE_LIMIT;
}

/** GET payments/pricing: the plans for the public pricing page (no session); null while none exist. */
export interface PublicPricing {
  plans: PublicPlan[];
  vatRatePercent: number;
}

export function usePublicPricing(enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.plans, "public"],
    queryFn: async ({ signal }) => {
      const response = await apiRequest<PublicPricing>("payments/pricing", {
        signal,
        withSession: false,
        catalogue: false,
      });
      if (response.status === 404) return null;
      if (!response.ok || !response.data) throw new Error(`pricing: ${response.status}`);
      return response.data;
    },
    enabled,
  });
}

import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { usePaymentData, usePaymentsOverview } from "./api.ts";
import { CancelSubscription } from "./CancelSubscription.tsx";
import { CurrentPlan } from "./CurrentPlan.tsx";
import { FreeYearRequest } from "./FreeYearRequest.tsx";
import { PaymentDataForm } from "./PaymentDataForm.tsx";
import { PaymentsList } from "./PaymentsList.tsx";
import { PricingTable } from "./PricingTable.tsx";

/**
 * Settings, tab Payments (only with PAYMENTS=stripe): the current plan or the pricing table with the
 * free-year request, the payments made with their invoices, and the payment data.
 */
export function PaymentsTab({ navigate }: { navigate?: (url: string) => void }) {
  const { t } = useTranslation();
  const overview = usePaymentsOverview();
  const data = usePaymentData();
  const cancelling = useLocation().pathname.replace(/\/+$/, "").endsWith("/payments/cancel");
  // Data once loaded stays shown (a failed refetch does not take the forms away).
  if (!overview.data) {
    if (overview.isError) return <LoadError text={t("Payments.LoadError")} onRetry={overview.refetch} />;
    return <ListSkeleton rows={3} />;
  }
  if (cancelling) return <CancelSubscription overview={overview.data} />;
  const running =
    overview.data.subscription &&
    ["active", "trialing", "past_due"].includes(overview.data.subscription.status);
  return (
    <Stack gap="xl" data-testid="payments-tab">
      <CurrentPlan overview={overview.data} navigate={navigate} />
      {!running && (
        <Stack gap="md">
          <Title order={3}>{t("Payments.Pricing.Title")}</Title>
          <PricingTable navigate={navigate} />
          <FreeYearRequest freeYear={overview.data.free_year} />
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={3}>{t("Payments.Title")}</Title>
        <PaymentsList rows={overview.data.settings} />
      </Stack>
      <Stack gap="sm">
        <Title order={3}>{t("Payments.Data.Title")}</Title>
        {data.data ? (
          <PaymentDataForm data={data.data} />
        ) : data.isError ? (
          <LoadError text={t("Payments.Data.LoadError")} onRetry={data.refetch} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </Stack>
    </Stack>
  );
}

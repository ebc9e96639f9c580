import { Stack } from "@mantine/core";
import { usePaymentsOverview } from "./api.ts";
import { FreeYearRequest } from "./FreeYearRequest.tsx";
import { PricingTable } from "./PricingTable.tsx";

/**
 * The premium notice inside the upgrade prompt: our own pricing table (Subscribe goes to Stripe
 * Checkout) and the free one-year request.
 */
export function PremiumNotice() {
  const overview = usePaymentsOverview();
  return (
    <Stack gap="lg" data-testid="premium-notice">
      <PricingTable />
      {overview.data && <FreeYearRequest freeYear={overview.data.free_year} />}
    </Stack>
  );
}

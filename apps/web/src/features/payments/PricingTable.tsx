import type { PlanInterval, PublicPlan } from "@jah/shared";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../api/use-app-config.ts";
import { LegalLinks } from "../legal/index.ts";
import { startCheckout, usePlans } from "./api.ts";
import { IntervalControl, PlanCards } from "./PlanCards.tsx";

/** Goes to the hosted Stripe Checkout page (a whole-page navigation: it is Stripe's page). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Our own pricing table (no third-party script): each plan with what it includes and its price from
 * the configured prices, monthly or yearly. Subscribe opens Stripe Checkout.
 */
export function PricingTable({ navigate = goTo }: { navigate?: (url: string) => void }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const vatRate = useAppConfig().data?.vatRatePercent ?? 19;
  const [interval, setInterval] = useState<PlanInterval>("month");
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const list = plans.data?.plans ?? [];

  const subscribe = async (plan: PublicPlan) => {
    setBusy(plan.key);
    setFailed(false);
    try {
      const response = await startCheckout(plan.key, interval);
      if (response.ok && response.data?.url) return navigate(response.data.url);
      setFailed(true);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" data-testid="pricing-table">
      <IntervalControl plans={list} value={interval} onChange={setInterval} />
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t("Payments.Pricing.Failed")}
        </Alert>
      )}
      <PlanCards
        plans={list}
        interval={interval}
        vatRate={vatRate}
        action={(plan, price) => (
          <Button
            color="brand"
            loading={busy === plan.key}
            disabled={!price || price.interval !== interval}
            onClick={() => subscribe(plan)}
            data-testid={`plan-${plan.key}-subscribe`}
          >
            {t("Payments.Pricing.Subscribe")}
          </Button>
        )}
      />
      {/* Before paying: the terms and the withdrawal notice (issue 25). */}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("Legal.CheckoutNote")}
        </Text>
        <LegalLinks pages={["agb", "widerruf", "datenschutz"]} newTab testId="checkout-legal" />
      </Stack>
    </Stack>
  );
}

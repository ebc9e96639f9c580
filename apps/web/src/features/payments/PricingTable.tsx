import { formatEuros, type PlanInterval, type PublicPlan } from "@jah/shared";
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../api/use-app-config.ts";
import { LegalLinks } from "../legal/index.ts";
import { startCheckout, usePlans } from "./api.ts";
import { AREA_KEYS } from "./area-keys.ts";

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
  const hasYearly = list.some((p) => p.prices.some((price) => price.interval === "year"));

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
      {hasYearly && (
        <SegmentedControl
          w="fit-content"
          value={interval}
          onChange={(value) => setInterval(value as PlanInterval)}
          data={[
            { value: "month", label: t("Payments.Pricing.Monthly") },
            { value: "year", label: t("Payments.Pricing.Yearly") },
          ]}
          data-testid="pricing-interval"
        />
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t("Payments.Pricing.Failed")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {list.map((plan) => {
          const price = plan.prices.find((p) => p.interval === interval) ?? plan.prices[0];
          return (
            <Card key={plan.key} withBorder radius="lg" padding="lg" data-testid={`plan-${plan.key}`}>
              <Stack gap="sm">
                <Title order={3}>{plan.name}</Title>
                {price && (
                  <Group gap={4} align="baseline">
                    <Text fz={28} fw={700} data-testid={`plan-${plan.key}-price`}>
                      {formatEuros(price.cents)}
                    </Text>
                    <Text c="dimmed">
                      {price.interval === "year"
                        ? t("Payments.Pricing.PerYear")
                        : t("Payments.Pricing.PerMonth")}
                    </Text>
                    <Text size="sm" c="dimmed" w="100%" data-testid={`plan-${plan.key}-vat`}>
                      {t("Legal.VatIncluded", { rate: vatRate })}
                    </Text>
                  </Group>
                )}
                <List size="sm" spacing={4}>
                  {plan.areas.map((area) => (
                    <List.Item key={area}>{t(AREA_KEYS[area])}</List.Item>
                  ))}
                  {plan.areas.includes("profile") && (
                    <List.Item>
                      {plan.profiles === null
                        ? t("Payments.Pricing.ProfilesUnlimited")
                        : t("Payments.Pricing.Profiles", { count: plan.profiles })}
                    </List.Item>
                  )}
                </List>
                <Button
                  color="brand"
                  loading={busy === plan.key}
                  disabled={!price || price.interval !== interval}
                  onClick={() => subscribe(plan)}
                  data-testid={`plan-${plan.key}-subscribe`}
                >
                  {t("Payments.Pricing.Subscribe")}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
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

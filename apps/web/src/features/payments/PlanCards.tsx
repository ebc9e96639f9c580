import { formatEuros, type PlanInterval, type PublicPlan } from "@jah/shared";
import { Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AREA_KEYS } from "./area-keys.ts";

type PlanPrice = PublicPlan["prices"][number];

/** Monthly or yearly, shown only when some plan has a yearly price. */
export function IntervalControl({
  plans,
  value,
  onChange,
}: {
  plans: PublicPlan[];
  value: PlanInterval;
  onChange: (value: PlanInterval) => void;
}) {
  const { t } = useTranslation();
  if (!plans.some((p) => p.prices.some((price) => price.interval === "year"))) return null;
  return (
    <SegmentedControl
      w="fit-content"
      value={value}
      onChange={(next) => onChange(next as PlanInterval)}
      data={[
        { value: "month", label: t("Payments.Pricing.Monthly") },
        { value: "year", label: t("Payments.Pricing.Yearly") },
      ]}
      data-testid="pricing-interval"
    />
  );
}

/**
 * The plans as cards: what each includes and its gross price for the interval with the VAT it
 * contains, as German law wants prices shown to consumers. Used by the subscription table and the
 * public pricing page; `action` is each card's button.
 */
export function PlanCards({
  plans,
  interval,
  vatRate,
  action,
}: {
  plans: PublicPlan[];
  interval: PlanInterval;
  vatRate: number;
  action: (plan: PublicPlan, price: PlanPrice | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {plans.map((plan) => {
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
              {action(plan, price)}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

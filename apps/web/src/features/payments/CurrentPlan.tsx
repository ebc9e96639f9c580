import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openPortal, type PaymentsOverview } from "./api.ts";
import { goTo } from "./PricingTable.tsx";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** The running plan with its renewal or end date and the way to Stripe's portal; the free year. */
export function CurrentPlan({
  overview,
  navigate = goTo,
}: {
  overview: PaymentsOverview;
  navigate?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { subscription, free_year } = overview;
  const portal = async () => {
    setFailed(false);
    const response = await openPortal();
    if (response.ok && response.data?.url) navigate(response.data.url);
    else setFailed(true);
  };
  const running = subscription && ["active", "trialing", "past_due"].includes(subscription.status);
  return (
    <Stack gap="sm">
      {free_year?.status === "granted" && free_year.valid_until && (
        <Alert color="green" variant="light" data-testid="free-year-granted">
          {t("Payments.FreeYear.Granted", { date: day(free_year.valid_until) })}
        </Alert>
      )}
      {subscription && (
        <Card withBorder radius="lg" data-testid="current-plan">
          <Group justify="space-between">
            <div>
              <Text fw={600}>{subscription.name}</Text>
              <Text size="sm" c="dimmed" data-testid="current-plan-date">
                {!running
                  ? t("Payments.Plan.Ended")
                  : subscription.cancel_at_period_end
                    ? t("Payments.Plan.EndsOn", { date: day(subscription.current_period_end) })
                    : t("Payments.Plan.RenewsOn", { date: day(subscription.current_period_end) })}
              </Text>
              {subscription.status === "past_due" && (
                <Text size="sm" c="red">
                  {t("Payments.Plan.PastDue")}
                </Text>
              )}
            </div>
            <Group gap="sm">
              <Button variant="default" onClick={() => void portal()} data-testid="portal-button">
                {t("Payments.Plan.Portal")}
              </Button>
              {/* §312k BGB: a clearly labelled way to cancel, besides Stripe's portal (issue 25). */}
              {running && !subscription.cancel_at_period_end && (
                <Button
                  component={Link}
                  to="/settings/payments/cancel"
                  variant="outline"
                  color="red"
                  data-testid="cancel-subscription-button"
                >
                  {t("CancelPlan.Button")}
                </Button>
              )}
            </Group>
          </Group>
          {failed && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {t("Payments.Plan.PortalFailed")}
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}

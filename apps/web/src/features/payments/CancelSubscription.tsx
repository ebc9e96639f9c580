import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiRequest } from "../../api/client.ts";
import { formatDate } from "../../i18n/format.ts";
import { type PaymentsOverview, paymentKeys } from "./api.ts";

type Cancelled = { plan: string; current_period_end: string | null };

/**
 * /settings/payments/cancel: the confirmation page of the "Cancel subscription" button (§312k BGB):
 * which plan, the date it would end, one clear button; then the confirmation with the end date and
 * the note that a confirmation mail is on its way.
 */
export function CancelSubscription({ overview }: { overview: PaymentsOverview }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<Cancelled | null>(null);
  const date = (iso: string | null | undefined) => formatDate(iso, i18n.language);
  const subscription = overview.subscription;
  const renewing =
    subscription &&
    ["active", "trialing", "past_due"].includes(subscription.status) &&
    !subscription.cancel_at_period_end;

  const cancel = async () => {
    setBusy(true);
    setFailed(false);
    const response = await apiRequest<Cancelled>("payments/cancel", { method: "POST", body: {} });
    setBusy(false);
    if (response.ok && response.data) {
      setDone(response.data);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.overview });
    } else setFailed(true);
  };

  const back = (
    <Anchor component={Link} to="/settings/payments" data-testid="cancel-back">
      {t("CancelPlan.Back")}
    </Anchor>
  );

  return (
    <Card withBorder radius="lg" p="lg" data-testid="cancel-subscription">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t("CancelPlan.Title")}
        </Title>
        {done ? (
          <Alert color="green" variant="light" role="status" data-testid="cancel-done">
            <Text fw={600}>{t("CancelPlan.Done", { date: date(done.current_period_end) })}</Text>
            <Text size="sm" mt="xs">
              {t("CancelPlan.MailSent")}
            </Text>
          </Alert>
        ) : renewing ? (
          <>
            <Text data-testid="cancel-summary">
              {t("CancelPlan.Summary", {
                plan: subscription.name,
                date: date(subscription.current_period_end),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t("CancelPlan.Hint")}
            </Text>
            {failed && (
              <Alert color="red" variant="light" role="alert">
                {t("CancelPlan.Failed")}
              </Alert>
            )}
            <Group>
              <Button color="red" loading={busy} onClick={() => void cancel()} data-testid="cancel-confirm">
                {t("CancelPlan.Confirm")}
              </Button>
            </Group>
          </>
        ) : (
          <Text data-testid="cancel-nothing">
            {subscription?.cancel_at_period_end
              ? t("CancelPlan.AlreadyCancelled", { date: date(subscription.current_period_end) })
              : t("CancelPlan.Nothing")}
          </Text>
        )}
        {back}
      </Stack>
    </Card>
  );
}

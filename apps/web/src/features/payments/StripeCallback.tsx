import { Alert, Button, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageWrapper } from "../../ui/PageWrapper.tsx";

/**
 * /callbacks/stripe/success and /callbacks/stripe/cancel: where Stripe Checkout sends the user back.
 * The payment itself is confirmed by Stripe's webhook, which may arrive a moment later: the page says
 * so and the payments tab shows the plan once it has.
 */
export function StripeCallback({ outcome }: { outcome: "success" | "cancel" | "unknown" }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === "success") void queryClient.invalidateQueries({ queryKey: ["payments"] });
  }, [outcome, queryClient]);
  return (
    <PageWrapper title={t("Payments.Callback.Title")} subTitle="">
      <Stack maw={640} gap="md">
        {outcome === "success" ? (
          <Alert
            color="green"
            variant="light"
            // Mantine's light title colour is too pale on its tint for WCAG AA; black reads, as the message does.
            styles={{ title: { color: "var(--mantine-color-black)" } }}
            data-testid="stripe-success"
            title={t("Payments.Callback.SuccessTitle")}
          >
            {t("Payments.Callback.Success")}
          </Alert>
        ) : (
          <Alert
            color="yellow"
            variant="light"
            styles={{ title: { color: "var(--mantine-color-black)" } }}
            data-testid="stripe-cancel"
            title={t("Payments.Callback.CancelTitle")}
          >
            {t("Payments.Callback.Cancel")}
          </Alert>
        )}
        <Button component={Link} to="/settings/payments" w="fit-content" color="brand">
          {t("Payments.Callback.Back")}
        </Button>
      </Stack>
    </PageWrapper>
  );
}

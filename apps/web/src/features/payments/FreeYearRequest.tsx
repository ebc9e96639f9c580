import { FREE_YEAR_REASON_MAX } from "@jah/shared";
import { Alert, Button, Stack, Text, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type PaymentsOverview, paymentKeys, requestFreeYear } from "./api.ts";

/** The free year on request: a short reason; the answer comes by mail. */
export function FreeYearRequest({ freeYear }: { freeYear: PaymentsOverview["free_year"] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (
    freeYear?.status === "granted" &&
    freeYear.valid_until &&
    freeYear.valid_until > new Date().toISOString()
  )
    return null;
  if (freeYear?.status === "open") {
    return (
      <Alert color="blue" variant="light" data-testid="free-year-open">
        {t("Payments.FreeYear.Waiting")}
      </Alert>
    );
  }
  const submit = async () => {
    if (!reason.trim()) return setError(t("Validation.Required"));
    setBusy(true);
    setError(null);
    try {
      const response = await requestFreeYear(reason.trim());
      if (response.ok) await queryClient.invalidateQueries({ queryKey: paymentKeys.overview });
      else setError(t("Payments.FreeYear.Failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" maw={640} data-testid="free-year-request">
      <Text fw={600}>{t("Payments.FreeYear.Title")}</Text>
      <Text size="sm" c="dimmed">
        {t("Payments.FreeYear.Text")}
      </Text>
      <Textarea
        label={t("Payments.FreeYear.Reason")}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={FREE_YEAR_REASON_MAX}
        rows={3}
        error={error}
        data-testid="free-year-reason"
      />
      <Button w="fit-content" loading={busy} onClick={() => void submit()} data-testid="free-year-submit">
        {t("Payments.FreeYear.Submit")}
      </Button>
    </Stack>
  );
}

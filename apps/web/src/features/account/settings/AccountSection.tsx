import type { DeletionStatus } from "@jah/shared";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../i18n/format.ts";
import { UserIcon } from "../../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";
import { DataExportSection } from "../../data-export/index.ts";
import { type DeletionStep, deletionKey, useDeletionStatus } from "./account-deletion.ts";
import { DeletionCodeDialog } from "./DeletionCodeDialog.tsx";
import { EmailChangeSection } from "./EmailChangeSection.tsx";
import { PasskeysSection } from "./PasskeysSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { SessionsSection } from "./SessionsSection.tsx";
import { StorageSection } from "./StorageSection.tsx";
import { SupportModal } from "./SupportModal.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

/**
 * The account tab: download all of one's data (GDPR article 20), the storage space the files take,
 * sessions and sign-in security (password, two-factor authentication, passkeys, the sign-in address),
 * and delete the account or cancel its deletion (spec section 4). Each deletion step asks for the code
 * shown on screen and is confirmed by a mailed link; the tab shows where the account stands.
 */
export function AccountSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useDeletionStatus();
  const [step, setStep] = useState<DeletionStep | null>(null);
  const [support, setSupport] = useState(false);
  const [failed, setFailed] = useState(false);

  const done = (next: DeletionStatus) => {
    setStep(null);
    queryClient.setQueryData(deletionKey, next);
  };
  const onFailed = useCallback((failedStep: DeletionStep) => {
    setStep(null);
    if (failedStep === "canceldelete") setSupport(true);
    else setFailed(true);
  }, []);

  const state = status.data?.state;
  const date = status.data?.date ? formatDate(status.data.date, i18n.language) : "";
  return (
    <Stack gap={40}>
      <DataExportSection />
      <StorageSection />
      <SessionsSection />
      <PasswordSection />
      <TwoFactorSection />
      <PasskeysSection />
      <EmailChangeSection />
      <section aria-labelledby="settings-account" data-testid="account-section">
        <Group gap="xs" mb="xs">
          <UserIcon size={22} />
          <Title order={2} size="h4" id="settings-account">
            {t("AccountDeletion.Title")}
          </Title>
        </Group>
        <Text c="gray.7" size="sm" mb="md" maw={640}>
          {t("AccountDeletion.Text")}
        </Text>
        {status.isPending ? (
          <ListSkeleton rows={1} height={36} maw={640} />
        ) : status.isError ? (
          <LoadError text={t("AccountDeletion.LoadError")} maw={640} onRetry={status.refetch} />
        ) : (
          <Stack gap="sm" maw={640} data-testid="deletion-state" data-state={state}>
            {failed && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                withCloseButton
                onClose={() => setFailed(false)}
              >
                {t("AccountDeletion.RequestFailed")}
              </Alert>
            )}
            {state === "requested" && (
              <Alert color="navy" variant="light" role="status" title={t("AccountDeletion.CheckMail")}>
                {t("AccountDeletion.Requested")}
              </Alert>
            )}
            {(state === "scheduled" || state === "cancel_requested") && (
              <Alert color="red" variant="light" role="status" data-testid="deletion-scheduled">
                {t("AccountDeletion.Scheduled", { date })}
              </Alert>
            )}
            {state === "cancel_requested" && (
              <Alert color="navy" variant="light" role="status" title={t("AccountDeletion.CheckMail")}>
                {t("AccountDeletion.CancelRequested")}
              </Alert>
            )}
            <Group>
              {state === "none" ? (
                <Button color="red" onClick={() => setStep("requestdelete")} data-testid="deletion-request">
                  {t("AccountDeletion.Request")}
                </Button>
              ) : state === "requested" ? (
                <>
                  <Button
                    variant="default"
                    onClick={() => setStep("requestdelete")}
                    data-testid="deletion-resend"
                  >
                    {t("AccountDeletion.Resend")}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => setStep("canceldelete")}
                    data-testid="deletion-withdraw"
                  >
                    {t("AccountDeletion.Withdraw")}
                  </Button>
                </>
              ) : (
                <Button onClick={() => setStep("canceldelete")} data-testid="deletion-cancel">
                  {state === "cancel_requested"
                    ? t("AccountDeletion.CancelResend")
                    : t("AccountDeletion.Cancel")}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        <DeletionCodeDialog step={step} onClose={() => setStep(null)} onDone={done} onFailed={onFailed} />
        <SupportModal opened={support} onClose={() => setSupport(false)} />
      </section>
    </Stack>
  );
}

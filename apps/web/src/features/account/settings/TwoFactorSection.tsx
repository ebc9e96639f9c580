import type { TwoFactorSetup } from "@jah/shared";
import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ShieldIcon } from "../../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";
import { BackupCodesPanel } from "./BackupCodesPanel.tsx";
import { type PasswordOutcome, PasswordPrompt } from "./PasswordPrompt.tsx";
import { TotpSetup } from "./TotpSetup.tsx";
import {
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactor,
  twoFactorKey,
  useTwoFactorStatus,
} from "./two-factor.ts";

type Prompt = "enable" | "disable" | "regenerate";

/** Few enough backup codes left that the user should make new ones. */
const FEW_CODES = 3;

/**
 * Two-factor authentication, in the account tab: set up an authenticator app (password, the key,
 * the first code), the backup codes shown once, new backup codes, and switching it off (password).
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<"disabled" | "failed" | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKey });

  /** Runs one password-confirmed call; a wrong password keeps the prompt open. */
  const withPassword = async (password: string): Promise<PasswordOutcome> => {
    setNotice(null);
    const call =
      prompt === "enable" ? startTwoFactor : prompt === "disable" ? disableTwoFactor : regenerateBackupCodes;
    try {
      const response = await call(password);
      if (response.status === 400 && response.data?.fields?.password) return "wrong";
      if (!response.ok) setNotice("failed");
      else if (prompt === "enable") setSetup(response.data as TwoFactorSetup);
      else if (prompt === "disable") setNotice("disabled");
      else setCodes((response.data as { backup_codes: string[] }).backup_codes);
    } catch {
      setNotice("failed");
    }
    await refresh();
    return "done";
  };

  const data = status.data;
  const state = data?.enabled ? "on" : data?.pending ? "pending" : "off";
  return (
    <section aria-labelledby="settings-two-factor" data-testid="two-factor-section">
      <Group gap="xs" mb="xs">
        <ShieldIcon size={22} />
        <Title order={2} size="h4" id="settings-two-factor">
          {t("Security.TwoFactor.Title")}
        </Title>
        {data && (
          <Badge color={data.enabled ? "navy" : "gray"} variant="light" data-testid="two-factor-badge">
            {data.enabled ? t("Security.TwoFactor.On") : t("Security.TwoFactor.Off")}
          </Badge>
        )}
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Security.TwoFactor.Text")}
      </Text>
      {status.isPending ? (
        <ListSkeleton rows={1} height={36} maw={640} />
      ) : status.isError ? (
        <LoadError text={t("Security.TwoFactor.LoadError")} maw={640} onRetry={status.refetch} />
      ) : (
        <Stack gap="sm" maw={640} data-testid="two-factor-state" data-state={state}>
          {notice === "failed" && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setNotice(null)}>
              {t("Security.TwoFactor.Failed")}
            </Alert>
          )}
          {notice === "disabled" && (
            <Alert color="navy" variant="light" role="status">
              {t("Security.TwoFactor.Disabled")}
            </Alert>
          )}
          {codes ? (
            <BackupCodesPanel codes={codes} onDone={() => setCodes(null)} />
          ) : setup ? (
            <TotpSetup
              setup={setup}
              onCancel={() => setSetup(null)}
              onEnabled={(result) => {
                setSetup(null);
                setCodes(result.backup_codes);
                void refresh();
              }}
            />
          ) : data?.enabled ? (
            <>
              <Text size="sm" data-testid="two-factor-codes-left">
                {t("Security.TwoFactor.CodesLeft", { count: data.backup_codes_left ?? 0 })}
              </Text>
              {(data.backup_codes_left ?? 0) <= FEW_CODES && (
                <Alert color="yellow" variant="light" role="status">
                  {t("Security.TwoFactor.FewCodes")}
                </Alert>
              )}
              <Group>
                <Button
                  variant="default"
                  onClick={() => setPrompt("regenerate")}
                  data-testid="two-factor-regenerate"
                >
                  {t("Security.TwoFactor.Regenerate")}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setPrompt("disable")}
                  data-testid="two-factor-disable"
                >
                  {t("Security.TwoFactor.Disable")}
                </Button>
              </Group>
            </>
          ) : (
            <>
              {data?.pending && (
                <Alert color="yellow" variant="light" role="status">
                  {t("Security.TwoFactor.Pending")}
                </Alert>
              )}
              <Group>
                <Button onClick={() => setPrompt("enable")} data-testid="two-factor-enable">
                  {data?.pending ? t("Security.TwoFactor.Restart") : t("Security.TwoFactor.Enable")}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      <PasswordPrompt
        opened={prompt !== null}
        onClose={() => setPrompt(null)}
        title={
          prompt === "disable"
            ? t("Security.TwoFactor.DisableTitle")
            : prompt === "regenerate"
              ? t("Security.TwoFactor.RegenerateTitle")
              : t("Security.TwoFactor.EnableTitle")
        }
        text={
          prompt === "disable"
            ? t("Security.TwoFactor.DisableText")
            : prompt === "regenerate"
              ? t("Security.TwoFactor.RegenerateText")
              : t("Security.TwoFactor.EnableText")
        }
        confirmLabel={
          prompt === "disable"
            ? t("Security.TwoFactor.Disable")
            : prompt === "regenerate"
              ? t("Security.TwoFactor.Regenerate")
              : t("Security.TwoFactor.Continue")
        }
        danger={prompt === "disable"}
        onSubmit={withPassword}
        testId="two-factor-prompt"
      />
    </section>
  );
}

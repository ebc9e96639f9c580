import { type BackupCodes, TOTP_DIGITS, type TwoFactorSetup } from "@jah/shared";
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyIcon } from "../../../ui/app-icons.tsx";
import { CheckIcon } from "../../../ui/icons.tsx";
import { TotpQrCode } from "./TotpQrCode.tsx";
import { finishTwoFactor, groupKey } from "./two-factor.ts";

interface TotpSetupProps {
  setup: TwoFactorSetup;
  /** The first code was right: two-factor sign-in is on; the backup codes to show. */
  onEnabled: (codes: BackupCodes) => void;
  onCancel: () => void;
}

function CopyAction({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t("Security.TwoFactor.Copied") : label}>
          <ActionIcon
            size={36}
            variant={copied ? "filled" : "light"}
            color={copied ? "green" : undefined}
            onClick={copy}
            aria-label={label}
            data-testid={testId}
          >
            {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * Adding the account to an authenticator app: the app scans the QR code, or gets the key (typed in
 * groups of four, or copied) or the otpauth:// link (opens the app on a phone); then the app's first
 * code confirms that both agree.
 */
export function TotpSetup({ setup, onEnabled, onCancel }: TotpSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, "");
    if (!/^\d+$/.test(digits) || digits.length !== TOTP_DIGITS) {
      setError(t("Security.TwoFactor.CodeFormat"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await finishTwoFactor(digits);
      if (response.ok && response.data?.backup_codes) onEnabled({ backup_codes: response.data.backup_codes });
      else if (response.status === 400 && response.data?.fields?.code) {
        setError(t("Security.TwoFactor.WrongCode"));
        setCode("");
      } else setError(t("Security.TwoFactor.Failed"));
    } catch {
      setError(t("Security.TwoFactor.Failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" maw={640} data-testid="totp-setup">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t("Security.TwoFactor.SetupTitle")}
          </Title>
          <Text size="sm">{t("Security.TwoFactor.SetupStep1")}</Text>
          <TotpQrCode uri={setup.totp_uri} />
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t("Security.TwoFactor.Key")}
              value={groupKey(setup.key)}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: "monospace", letterSpacing: "0.05em" } }}
              data-testid="totp-key"
              data-key={setup.key}
            />
            <CopyAction value={setup.key} label={t("Security.TwoFactor.CopyKey")} testId="totp-key-copy" />
          </Group>
          <Text size="xs" c="gray.7">
            {t("Security.TwoFactor.KeyDetails", { digits: TOTP_DIGITS })}
          </Text>
          <Group gap="md">
            <Anchor href={setup.totp_uri} size="sm" data-testid="totp-open">
              {t("Security.TwoFactor.OpenInApp")}
            </Anchor>
            <CopyButton value={setup.totp_uri} timeout={2000}>
              {({ copied, copy }) => (
                <Anchor component="button" type="button" size="sm" onClick={copy} data-testid="totp-uri-copy">
                  {copied ? t("Security.TwoFactor.Copied") : t("Security.TwoFactor.CopyLink")}
                </Anchor>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            {t("Security.TwoFactor.SetupStep2")}
          </Text>
          <TextInput
            label={t("Login.SecondFactor.TotpLabel")}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS + 2}
            error={error}
            maw={220}
            styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
            data-testid="totp-code"
          />
          <Group>
            <Button type="submit" loading={busy} data-testid="totp-verify">
              {t("Security.TwoFactor.Verify")}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t("Common.Cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

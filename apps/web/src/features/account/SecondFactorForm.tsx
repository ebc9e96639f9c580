import { TOTP_DIGITS } from "@jah/shared";
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AuthResult, type SecondFactorFailure, verifySecondFactor } from "../../api/identity.ts";
import { StatusLine } from "../../ui/StatusLine.tsx";

interface SecondFactorFormProps {
  /** The code was right: the session to save. */
  onSignedIn: (result: AuthResult) => void;
  /** Back to the password: the user asked, or (expired) the step ran out or had too many tries. */
  onRestart: (expired: boolean) => void;
}

const FAILURE_TEXT: Record<SecondFactorFailure, string> = {
  wrong: "Login.SecondFactor.Wrong",
  restart: "Login.SecondFactor.Restart",
  locked: "Login.SecondFactor.Locked",
  failed: "Login.SecondFactor.Failed",
};

/** The digits of a typed or pasted TOTP code ("123 456" → "123456"). */
const digitsOf = (value: string) => value.replace(/\D/g, "").slice(0, TOTP_DIGITS);

/**
 * The second step of a sign-in with two-factor authentication: the 6-digit code from the
 * authenticator app (sent as soon as all digits are there, so pasting signs in), or one of the
 * backup codes; optionally this browser is trusted for 30 days.
 */
export function SecondFactorForm({ onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"totp" | "backup-code">("totp");
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SecondFactorFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (value: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await verifySecondFactor(mode, value, trust);
      if (answer.ok) {
        onSignedIn(answer.result);
        return;
      }
      setFailure(answer.reason);
      setCode("");
      if (answer.reason === "restart") onRestart(true);
      else input.current?.focus();
    } catch (error) {
      console.error(error);
      setFailure("failed");
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = mode === "totp" ? digitsOf(code) : code.trim();
    if (mode === "totp" ? value.length !== TOTP_DIGITS : value.length === 0) {
      setFailure(null);
      input.current?.focus();
      return;
    }
    void send(value);
  };

  const onTotpChange = (value: string) => {
    const digits = digitsOf(value);
    setCode(digits);
    if (digits.length === TOTP_DIGITS) void send(digits);
  };

  const switchMode = () => {
    setMode(mode === "totp" ? "backup-code" : "totp");
    setCode("");
    setFailure(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="second-factor">
      <Stack gap="md">
        <Text size="sm">
          {mode === "totp" ? t("Login.SecondFactor.TotpText") : t("Login.SecondFactor.BackupText")}
        </Text>
        {mode === "totp" ? (
          <TextInput
            key="totp"
            ref={input}
            label={t("Login.SecondFactor.TotpLabel")}
            value={code}
            onChange={(event) => onTotpChange(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_DIGITS + 2}
            // Typing the code is the only thing to do on this step.
            autoFocus
            disabled={busy}
            styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
            data-testid="second-factor-code"
          />
        ) : (
          <TextInput
            key="backup"
            ref={input}
            label={t("Login.SecondFactor.BackupLabel")}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // Typing the code is the only thing to do on this step.
            autoFocus
            disabled={busy}
            data-testid="second-factor-backup"
          />
        )}
        <Checkbox
          label={t("Login.SecondFactor.Trust")}
          checked={trust}
          onChange={(event) => setTrust(event.currentTarget.checked)}
          data-testid="second-factor-trust"
        />
        <Button type="submit" fullWidth size="md" loading={busy} data-testid="second-factor-submit">
          {t("Login.SecondFactor.Submit")}
        </Button>
        {failure && (
          <StatusLine tone="error" testId="second-factor-error">
            {t(FAILURE_TEXT[failure])}
          </StatusLine>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={switchMode}
            data-testid="second-factor-switch"
          >
            {mode === "totp" ? t("Login.SecondFactor.UseBackup") : t("Login.SecondFactor.UseTotp")}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart(false)}>
            {t("Login.SecondFactor.Back")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

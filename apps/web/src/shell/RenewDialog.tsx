import { LOGIN_PASSWORD_MIN_LENGTH } from "@jah/shared";
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AuthResult, isSecondFactor, signIn } from "../api/identity.ts";
import { SecondFactorForm, useAccount } from "../features/account/index.ts";
import { DemoRenew, useDemoStatus } from "../features/demo/index.ts";
import { saveSession } from "../session/session.ts";
import { isRemembered } from "../session/storage.ts";
import { StatusLine } from "../ui/StatusLine.tsx";

/**
 * Renews the session by signing in again: the address is known, only the password is asked (a demo
 * account, whose password nobody knows, continues with one click instead).
 * On success the new session is saved (timer back to 59:00) and the page reloads.
 */
export function RenewDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const account = useAccount().data;
  const demo = useDemoStatus().data?.demo === true;
  const [email, setEmail] = useState(account?.email ?? "");
  const [password, setPassword] = useState("");
  const [state, setState] = useState<"idle" | "working" | "success" | "error">("idle");
  const [secondFactor, setSecondFactor] = useState(false);

  const renewed = (result: AuthResult) => {
    // Keep the user's remember-me choice from the first sign-in.
    saveSession(result.token, result.user.id, isRemembered());
    setState("success");
    window.location.reload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < LOGIN_PASSWORD_MIN_LENGTH) {
      setState("error");
      return;
    }
    setState("working");
    try {
      const answer = await signIn((account?.email ?? email).trim(), password);
      if (isSecondFactor(answer)) {
        setSecondFactor(true);
        setState("idle");
      } else renewed(answer);
    } catch (error) {
      console.error(error);
      setState("error");
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} centered title={t("Session.RenewTitle")} radius="lg">
      {demo ? (
        <DemoRenew onRenewed={renewed} />
      ) : secondFactor ? (
        <SecondFactorForm
          onSignedIn={renewed}
          onRestart={(expired) => {
            setSecondFactor(false);
            setPassword("");
            setState(expired ? "error" : "idle");
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("Session.RenewText")}
            </Text>
            <TextInput
              label={t("Login.Email")}
              type="email"
              value={account?.email ?? email}
              readOnly={Boolean(account?.email)}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t("Login.Password")}
              autoComplete="current-password"
              data-autofocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={state === "working"}>
              {t("Session.RenewSubmit")}
            </Button>
            {state === "error" && (
              <StatusLine tone="error" testId="renew-status">
                {t("Login.Messages.Error")}
              </StatusLine>
            )}
            {state === "success" && (
              <StatusLine tone="success" testId="renew-status">
                {t("Login.Messages.Success")}
              </StatusLine>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

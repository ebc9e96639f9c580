import { loginFormSchema } from "@jah/shared";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type AuthResult, BotCheckRefused, isSecondFactor, signIn } from "../../api/identity.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { saveSession } from "../../session/session.ts";
import { useBotCheck } from "./bot-check/use-bot-check.ts";
import { PasskeySignInButton } from "./PasskeySignInButton.tsx";
import { SecondFactorForm } from "./SecondFactorForm.tsx";

// Rarely needed at sign-in: loaded only when shown, so the login modal opens as fast as before.
const BotCheck = lazy(() => import("./bot-check/BotCheck.tsx").then((m) => ({ default: m.BotCheck })));

/** Wrong passwords a form allows before it shows the bot check (the server's threshold). */
const FREE_SIGN_IN_FAILURES = 3;

interface LoginFormProps {
  /** Called after the session is saved (the modal closes itself here). */
  onSuccess?: () => void;
  /** Called when the user follows the forgot-password or sign-up link. */
  onLinkClick?: () => void;
  /** Where to go after signing in (a page that asked for it, like the extension's connect page). */
  next?: string;
}

/**
 * The login form shared by the modal and /login (spec sections 2, 4, 5). With two-factor sign-in on,
 * the password step is followed by the code step; a passkey signs in without either.
 */
export function LoginForm({ onSuccess, onLinkClick, next = "/" }: LoginFormProps) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<"password" | "passkey" | "expired" | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);
  // After three wrong passwords from one address the server wants a bot-check solution with each
  // sign-in; the form shows the check from then on (also when the server says so first).
  const [wrongPasswords, setWrongPasswords] = useState(0);
  const [needsBotCheck, setNeedsBotCheck] = useState(false);
  const bot = useBotCheck("onload");
  const showBotCheck = needsBotCheck || wrongPasswords >= FREE_SIGN_IN_FAILURES;
  const form = useForm({
    initialValues: { username: "", password: "", remember: false },
    validate: schemaResolver(loginFormSchema, { sync: true }),
  });

  const signedIn = (result: AuthResult) => {
    saveSession(result.token, result.user.id, form.values.remember);
    onSuccess?.();
    navigate(next);
  };

  const submit = form.onSubmit(async (values) => {
    let solution: string | undefined;
    if (showBotCheck) {
      solution = (await bot.take()) ?? undefined;
      if (!solution) return;
    }
    setBusy(true);
    try {
      const answer = await signIn(values.username.trim(), values.password, solution);
      if (isSecondFactor(answer)) setSecondFactor(true);
      else signedIn(answer);
    } catch (error) {
      if (error instanceof BotCheckRefused) {
        bot.refused();
        setNeedsBotCheck(true);
        return;
      }
      console.error(error);
      setWrongPasswords((n) => n + 1);
      setFailed("password");
    } finally {
      setBusy(false);
    }
  });

  // Every submit starts without the previous error, also when validation stops it (spec section 4).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailed(null);
    submit(event);
  };

  if (secondFactor) {
    return (
      <SecondFactorForm
        onSignedIn={signedIn}
        onRestart={(expired) => {
          setSecondFactor(false);
          form.setFieldValue("password", "");
          setFailed(expired ? "expired" : null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("Login.Email")}
          type="email"
          autoComplete="username"
          data-testid="login-email"
          {...form.getInputProps("username")}
          error={tv(form.errors.username)}
        />
        <PasswordInput
          label={t("Login.Password")}
          autoComplete="current-password"
          data-testid="login-password"
          {...form.getInputProps("password")}
          error={tv(form.errors.password)}
        />
        {showBotCheck && (
          <Suspense fallback={null}>
            <BotCheck key={bot.round} {...bot.widgetProps} testId="login-botcheck" />
          </Suspense>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label={t("Login.RememberMe")} {...form.getInputProps("remember", { type: "checkbox" })} />
          <Anchor component={Link} to="/resetpassword" size="sm" onClick={onLinkClick}>
            {t("Login.ForgotPassword")}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={busy || bot.waiting} data-testid="login-submit">
          {t("Login.Submit")}
        </Button>
        {busy && (
          <Text c="dimmed" size="sm" role="status">
            {t("Login.Messages.Progress")}
          </Text>
        )}
        {failed && (
          <Text c="red.7" size="sm" role="alert" data-testid="login-error">
            {failed === "password"
              ? t("Login.Messages.Error")
              : failed === "passkey"
                ? t("Login.Passkey.Failed")
                : t("Login.SecondFactor.Restart")}
          </Text>
        )}
        <PasskeySignInButton
          onSignedIn={signedIn}
          onFailed={() => setFailed("passkey")}
          onStart={() => setFailed(null)}
        />
        <Text size="sm" ta="center" c="dimmed">
          {t("Login.NoAccount")}{" "}
          <Anchor component={Link} to="/signup" onClick={onLinkClick}>
            {t("Login.NewAccount")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

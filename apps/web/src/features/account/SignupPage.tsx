import { type SignupForm, signupFormSchema } from "@jah/shared";
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BotCheckRefused } from "../../api/identity.ts";
import { useAppConfig } from "../../api/use-app-config.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { StatusLine } from "../../ui/StatusLine.tsx";
import { LegalLinks } from "../legal/index.ts";
import { BotCheck } from "./bot-check/BotCheck.tsx";
import { useBotCheck } from "./bot-check/use-bot-check.ts";
import { registerAccount } from "./register.ts";

type SignupState = "idle" | "working" | "success" | "error";

const STATUS_KEY = {
  working: "Login.Register.Working",
  success: "Login.Register.Success",
  error: "Login.Register.Error",
} as const;

/** /signup: creates the account and asks the user to confirm the address (spec sections 2, 4, 5). */
export function SignupPage() {
  const { t } = useTranslation();
  const tv = useValidationText();
  const [state, setState] = useState<SignupState>("idle");
  const bot = useBotCheck();
  const legal = useAppConfig().data?.legalPages;
  // "Our terms apply" only where there are terms; otherwise LegalLinks says they are not published.
  const termsPublished = legal?.agb !== false && legal?.datenschutz !== false;
  const form = useForm<SignupForm>({
    initialValues: { name: "", username: "", email: "", password: "", passwordconfirmation: "" },
    validate: schemaResolver(signupFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    // Waits for a check that is still running; a second click meanwhile sends nothing more.
    const solution = await bot.take();
    if (!solution) return;
    // Starting clears earlier success and error (spec section 4).
    setState("working");
    try {
      setState((await registerAccount(values, solution)) ? "success" : "error");
    } catch (error) {
      if (error instanceof BotCheckRefused) {
        bot.refused();
        setState("idle");
        return;
      }
      console.error(error);
      setState("error");
    }
  });

  const field = (name: keyof SignupForm) => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `signup-${name}`,
  });

  return (
    <AuthCard title={t("Login.Register.Title")} subtitle={t("Login.Register.Subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {state !== "success" && (
            <>
              {/* Optional: the dashboard greets with it; the username is often a handle (issue 43). */}
              <TextInput label={t("Login.Register.Name")} autoComplete="name" {...field("name")} />
              <TextInput
                label={t("Login.Register.Username")}
                autoComplete="nickname"
                {...field("username")}
              />
              <TextInput label={t("Login.Email")} type="email" autoComplete="email" {...field("email")} />
              <PasswordInput label={t("Login.Password")} autoComplete="new-password" {...field("password")} />
              <PasswordInput
                label={t("Login.Register.PasswordConfirmation")}
                autoComplete="new-password"
                {...field("passwordconfirmation")}
              />
              <BotCheck key={bot.round} {...bot.widgetProps} testId="signup-botcheck" />
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={state === "working" || bot.waiting}
                data-testid="signup-submit"
              >
                {t("Login.Register.Submit")}
              </Button>
            </>
          )}
          {state !== "idle" && (
            <StatusLine tone={state} testId="signup-status">
              {t(STATUS_KEY[state])}
            </StatusLine>
          )}
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/resetpassword" size="sm">
              {t("Login.ForgotPassword")}
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              {t("Login.Register.HaveAccount")}
            </Anchor>
          </Group>
          {/* The terms and the privacy policy, before the account exists (issue 25). */}
          <Stack gap={4}>
            {termsPublished && (
              <Text size="sm" c="dimmed">
                {t("Legal.SignupNote")}
              </Text>
            )}
            <LegalLinks pages={["agb", "datenschutz"]} newTab testId="signup-legal" />
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}

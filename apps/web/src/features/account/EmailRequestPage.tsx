import { emailOnlySchema } from "@jah/shared";
import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BotCheckRefused } from "../../api/identity.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { StatusLine } from "../../ui/StatusLine.tsx";
import { BotCheck } from "./bot-check/BotCheck.tsx";
import { useBotCheck } from "./bot-check/use-bot-check.ts";

type Props = {
  /** Translation prefix with Title, Subtitle, Submit, Success and Error. */
  texts: "RequestValidation" | "ResetPassword";
  /** Prefix of the data-testid hooks: `{testId}-email`, `-submit`, `-status`. */
  testId: string;
  /** Sends the request with the bot-check solution; true when the server accepted it. */
  send: (email: string, altcha: string) => Promise<boolean>;
};

/** A one-field page that mails the visitor a link: forgot password, new verification link. */
export function EmailRequestPage({ texts, testId, send }: Props) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const [outcome, setOutcome] = useState<"success" | "error" | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotCheck();
  const form = useForm({
    initialValues: { email: "" },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    // Waits for a check that is still running; a second click meanwhile sends nothing more.
    const solution = await bot.take();
    if (!solution) return;
    setBusy(true);
    try {
      setOutcome((await send(email.trim(), solution)) ? "success" : "error");
    } catch (error) {
      if (error instanceof BotCheckRefused) return bot.refused();
      console.error(error);
      setOutcome("error");
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t(`${texts}.Title`)} subtitle={t(`${texts}.Subtitle`)}>
      <form
        onSubmit={(event) => {
          // The error flag is cleared on each click (spec section 4).
          setOutcome(null);
          submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t("Login.Email")}
            type="email"
            autoComplete="email"
            data-testid={`${testId}-email`}
            {...form.getInputProps("email")}
            error={tv(form.errors.email)}
          />
          <BotCheck key={bot.round} {...bot.widgetProps} testId={`${testId}-botcheck`} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busy || bot.waiting}
            data-testid={`${testId}-submit`}
          >
            {t(`${texts}.Submit`)}
          </Button>
          {outcome && (
            <StatusLine tone={outcome} testId={`${testId}-status`}>
              {t(outcome === "success" ? `${texts}.Success` : `${texts}.Error`)}
            </StatusLine>
          )}
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/login" size="sm">
              {t("Login.Register.HaveAccount")}
            </Anchor>
            <Anchor component={Link} to="/signup" size="sm">
              {t("Login.NewAccount")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

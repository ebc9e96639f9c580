import { MESSAGES, newPasswordSchema } from "@jah/shared";
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../api/client.ts";
import { useValidationText } from "../../../i18n/validation.ts";
import { SettingsIcon } from "../../../ui/app-icons.tsx";
import { sessionsKey } from "./SessionsSection.tsx";

/** The sign-up rule for the new password (shared with the server); its message, or null. */
function newPasswordError(value: string): string | null {
  const result = newPasswordSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.required);
}

type ErrorAnswer = { fields?: Record<string, string> };

/**
 * Change password, in the account tab: the current password and the new one twice (the sign-up
 * rule). The server ends every other session and keeps this one.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<"success" | "failed" | null>(null);
  const form = useForm({
    initialValues: { current_password: "", new_password: "", confirmation: "" },
    validate: {
      current_password: (value) => (value ? null : MESSAGES.required),
      new_password: newPasswordError,
      confirmation: (value, values) =>
        !value ? MESSAGES.required : value === values.new_password ? null : MESSAGES.passwordsMustMatch,
    },
  });

  const submit = form.onSubmit(async ({ current_password, new_password }) => {
    setBusy(true);
    setOutcome(null);
    try {
      const response = await apiRequest<ErrorAnswer>("account/password", {
        method: "POST",
        body: { current_password, new_password },
      });
      if (response.ok) {
        form.reset();
        setOutcome("success");
        await queryClient.invalidateQueries({ queryKey: sessionsKey });
      } else if (response.status === 400 && response.data?.fields?.current_password) {
        form.setFieldError("current_password", t("Security.Password.WrongPassword"));
      } else if (response.status === 400 && response.data?.fields?.new_password) {
        form.setFieldError("new_password", response.data.fields.new_password);
      } else setOutcome("failed");
    } catch {
      setOutcome("failed");
    } finally {
      setBusy(false);
    }
  });

  return (
    <section aria-labelledby="settings-password" data-testid="password-section">
      <Group gap="xs" mb="xs">
        <SettingsIcon size={22} />
        <Title order={2} size="h4" id="settings-password">
          {t("Security.Password.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Security.Password.Text")}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={400}>
          {outcome === "success" && (
            <Alert color="navy" variant="light" role="status">
              {t("Security.Password.Success")}
            </Alert>
          )}
          {outcome === "failed" && (
            <Alert color="red" variant="light" role="alert">
              {t("Security.Password.Failed")}
            </Alert>
          )}
          <PasswordInput
            label={t("Security.Password.Current")}
            autoComplete="current-password"
            data-testid="password-current"
            {...form.getInputProps("current_password")}
            error={tv(form.errors.current_password)}
          />
          <PasswordInput
            label={t("Security.Password.New")}
            autoComplete="new-password"
            data-testid="password-new"
            {...form.getInputProps("new_password")}
            error={tv(form.errors.new_password)}
          />
          <PasswordInput
            label={t("Security.Password.Confirmation")}
            autoComplete="new-password"
            data-testid="password-confirmation"
            {...form.getInputProps("confirmation")}
            error={tv(form.errors.confirmation)}
          />
          <Group>
            <Button type="submit" loading={busy} data-testid="password-submit">
              {t("Security.Password.Submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}

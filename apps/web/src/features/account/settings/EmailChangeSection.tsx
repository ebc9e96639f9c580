import { emailChangeSchema } from "@jah/shared";
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "../../../i18n/validation.ts";
import { AtIcon } from "../../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";
import { cancelEmailChange, emailKey, requestEmailChange, useEmailStatus } from "./email-change.ts";

/** The server's field messages that have a text of their own here. */
const SERVER_TEXT: Record<string, string> = {
  "This e-mail address is already in use": "Security.Email.InUse",
  "This is already your e-mail address": "Security.Email.Same",
  "Wrong password": "Security.Password.WrongPassword",
};

/**
 * Change of the sign-in address, in the account tab: the new address and the password; a link goes
 * to the new address (the change happens when it is opened) and a notice to the current one.
 */
export function EmailChangeSection() {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const status = useEmailStatus();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm({
    initialValues: { new_email: "", password: "" },
    validate: schemaResolver(emailChangeSchema, { sync: true }),
  });
  const text = (message: string | undefined) =>
    message && SERVER_TEXT[message] ? t(SERVER_TEXT[message]) : message;

  const submit = form.onSubmit(async ({ new_email, password }) => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await requestEmailChange(new_email.trim(), password);
      const fields = response.data?.fields;
      if (response.ok && response.data) {
        form.reset();
        queryClient.setQueryData(emailKey, {
          email: response.data.email,
          pending_email: response.data.pending_email,
        });
      } else if (response.status === 400 && fields) {
        if (fields.new_email) form.setFieldError("new_email", text(fields.new_email));
        if (fields.password) form.setFieldError("password", text(fields.password));
      } else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  });

  const cancel = async () => {
    setFailed(false);
    const response = await cancelEmailChange().catch(() => null);
    if (response?.ok && response.data) queryClient.setQueryData(emailKey, response.data);
    else setFailed(true);
  };

  const data = status.data;
  return (
    <section aria-labelledby="settings-email" data-testid="email-section">
      <Group gap="xs" mb="xs">
        <AtIcon size={22} />
        <Title order={2} size="h4" id="settings-email">
          {t("Security.Email.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Security.Email.Text")}
      </Text>
      {status.isPending ? (
        <ListSkeleton rows={1} height={36} maw={640} />
      ) : status.isError || !data ? (
        <LoadError text={t("Security.Email.LoadError")} maw={640} onRetry={status.refetch} />
      ) : (
        <Stack gap="sm" maw={400}>
          <Text size="sm">
            {t("Security.Email.Current")}{" "}
            <Text span fw={600} data-testid="email-current">
              {data.email}
            </Text>
          </Text>
          {failed && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailed(false)}>
              {t("Security.Email.Failed")}
            </Alert>
          )}
          {data.pending_email && (
            <Alert
              color="navy"
              variant="light"
              role="status"
              title={t("Security.Email.CheckMail")}
              data-testid="email-pending"
            >
              <Stack gap="xs">
                <Text size="sm">{t("Security.Email.Pending", { email: data.pending_email })}</Text>
                <Group>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => void cancel()}
                    data-testid="email-cancel"
                  >
                    {t("Security.Email.Cancel")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t("Security.Email.New")}
                type="email"
                autoComplete="email"
                data-testid="email-new"
                {...form.getInputProps("new_email")}
                error={tv(form.errors.new_email)}
              />
              <PasswordInput
                label={t("Security.Password.Current")}
                autoComplete="current-password"
                data-testid="email-password"
                {...form.getInputProps("password")}
                error={tv(form.errors.password)}
              />
              <Group>
                <Button type="submit" loading={busy} data-testid="email-submit">
                  {t("Security.Email.Submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </section>
  );
}

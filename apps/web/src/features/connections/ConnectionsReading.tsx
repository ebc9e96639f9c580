import { imapReadingSchema, PRIVATE_NETWORK_SETTINGS, type ReadingDto } from "@jah/shared";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { notifySaveResult } from "../../api/helpers.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { useHostRefusal } from "../account/index.ts";
import { connectionKeys } from "./api.ts";
import { ConnectionsReadingFields, type ReadingValues } from "./ConnectionsReadingFields.tsx";
import { READING_ERRORS, saveReadingSettings } from "./reading.ts";
import { SkippedMessages } from "./SkippedMessages.tsx";

/**
 * The connected SMTP account's reading part: whether replies are read, from which IMAP server and
 * folder, why the last poll failed and which messages were skipped. Switching reading off deletes what
 * was read, so it asks first.
 */
export function ConnectionsReading({ account }: { account: ReadingDto }) {
  const { t, i18n } = useTranslation();
  const hostRefusal = useHostRefusal(PRIVATE_NETWORK_SETTINGS.mail);
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const form = useForm<ReadingValues>({
    initialValues: {
      imap_host: account.imap_host,
      imap_port: account.imap_port,
      imap_security: account.imap_security,
      reading: account.reading,
      reading_folder: account.reading_folder,
    },
    validate: schemaResolver(imapReadingSchema, { sync: true }),
  });

  const save = async (values: ReadingValues) => {
    setBusy(true);
    try {
      const response = await saveReadingSettings({
        ...values,
        imap_host: values.imap_host.trim(),
        imap_port: Number(values.imap_port),
      });
      notifySaveResult(response.status);
      if (response.ok && response.data) queryClient.setQueryData(connectionKeys.all, response.data);
      else if (response.status === 400) form.setErrors(fieldErrorsOf(response.data));
    } finally {
      setBusy(false);
    }
  };

  const onSwitch = (on: boolean) => {
    if (!on && account.reading) setConfirmOff(true);
    else form.setFieldValue("reading", on);
  };
  const message = (error: unknown) =>
    error === "Required to read replies" ? t("Inbox.Reading.HostRequired") : tv(error as string | undefined);
  const code = account.reading_error;
  const known = READING_ERRORS.find((c) => c === code) ?? "failed";

  return (
    <form onSubmit={form.onSubmit(save)} noValidate data-testid="smtp-reading-form">
      <Stack gap="sm" mt="md">
        {account.reading && code && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t("Inbox.Reading.ErrorTitle")}
            data-testid="smtp-reading-error"
          >
            {known === "refused-address" ? hostRefusal : t(`Inbox.Reading.Error.${known}`)}
          </Alert>
        )}
        {account.reading && !code && account.reading_polled_at && (
          <Text size="xs" c="gray.7" data-testid="smtp-reading-polled">
            {t("Inbox.Reading.PolledAt", {
              when: new Date(account.reading_polled_at).toLocaleString(i18n.language),
            })}
          </Text>
        )}
        {account.reading && (
          <SkippedMessages messages={account.reading_skipped} testId="smtp-reading-skipped" />
        )}
        <ConnectionsReadingFields form={form} message={message} onSwitch={onSwitch} />
        {(form.values.reading || account.reading) && (
          <Group>
            <Button type="submit" size="xs" loading={busy} data-testid="smtp-reading-save">
              {t("Inbox.Reading.Save")}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmOff}
        onClose={() => setConfirmOff(false)}
        title={t("Inbox.Reading.OffTitle")}
        message={t("Inbox.Reading.OffText")}
        confirmLabel={t("Inbox.Reading.OffConfirm")}
        testId="smtp-reading-off"
        onConfirm={async () => {
          form.setFieldValue("reading", false);
          await save({ ...form.getValues(), reading: false });
          setConfirmOff(false);
        }}
      />
    </form>
  );
}

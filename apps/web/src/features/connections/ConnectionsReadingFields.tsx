import { Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The reading part of an SMTP account as a form holds it. */
export type ReadingValues = {
  imap_host: string;
  imap_port: number | string;
  imap_security: "tls" | "starttls" | "none";
  reading: boolean;
  reading_folder: string;
};

/**
 * Reading replies from the mailbox: the switch, the IMAP server (prefilled for the common providers),
 * and one folder beside INBOX. Shared by the new-account form and the connected account's panel.
 */
export function ConnectionsReadingFields<T extends ReadingValues>({
  form,
  message,
  onSwitch,
  onHostTyped,
}: {
  form: UseFormReturnType<T>;
  /** The translated text of a field's error. */
  message: (error: unknown) => ReactNode;
  /** Replaces the plain toggle (the connected panel asks before switching reading off). */
  onSwitch?: (on: boolean) => void;
  /** Told when the user types an IMAP server of their own (the provider's preset then stops following). */
  onHostTyped?: () => void;
}) {
  const { t } = useTranslation();
  const values = form.getValues() as ReadingValues;
  const field = (name: keyof ReadingValues) => ({
    ...form.getInputProps(name),
    error: message(form.errors[name]),
    "data-testid": `smtp-${name}`,
  });
  return (
    <Stack gap="sm" data-testid="smtp-reading-fields">
      <Switch
        label={t("Inbox.Reading.Switch")}
        description={t("Inbox.Reading.SwitchHint")}
        checked={values.reading}
        onChange={(e) =>
          onSwitch
            ? onSwitch(e.currentTarget.checked)
            : form.setFieldValue("reading", e.currentTarget.checked as never)
        }
        data-testid="smtp-reading"
      />
      {values.reading && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("Inbox.Reading.Host")}
              placeholder="imap.example.com"
              withAsterisk
              autoComplete="off"
              style={{ gridColumn: "span 2" }}
              {...field("imap_host")}
              onChange={(e) => {
                onHostTyped?.();
                form.getInputProps("imap_host").onChange(e);
              }}
            />
            <NumberInput
              label={t("Inbox.Reading.Port")}
              withAsterisk
              min={1}
              max={65535}
              allowDecimal={false}
              {...field("imap_port")}
            />
          </SimpleGrid>
          <Group grow align="flex-start">
            <Select
              label={t("Inbox.Reading.Security")}
              allowDeselect={false}
              data={[
                { value: "tls", label: t("Connections.Smtp.Tls") },
                { value: "starttls", label: t("Connections.Smtp.StartTls") },
                { value: "none", label: t("Connections.Smtp.None") },
              ]}
              {...field("imap_security")}
            />
            <TextInput
              label={t("Inbox.Reading.Folder")}
              description={t("Inbox.Reading.FolderHint")}
              autoComplete="off"
              {...field("reading_folder")}
            />
          </Group>
          <Text size="xs" c="gray.7">
            {t("Inbox.Reading.Privacy")}
          </Text>
        </>
      )}
    </Stack>
  );
}

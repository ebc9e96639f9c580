import {
  CONNECTION_FAILURE_CODES,
  type ConnectionFailureCode,
  HOST_REFUSED_CODE,
  imapPresetFor,
  imapReadingFields,
  needsImapHost,
  PRIVATE_NETWORK_SETTINGS,
  smtpConnectionSchema,
} from "@jah/shared";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { useHostRefusal } from "../account/index.ts";
import { connectionKeys, connectSmtp, type SmtpInput, type SmtpSecurity } from "./api.ts";
import { ConnectionsReadingFields, type ReadingValues } from "./ConnectionsReadingFields.tsx";

/** The usual port of each kind of security: a port still at one default follows the choice. */
export const SMTP_PORTS: Record<SmtpSecurity, number> = { starttls: 587, tls: 465, none: 25 };

type SmtpFormValues = z.input<typeof smtpConnectionSchema> & {
  port: number | string;
  from_name: string;
} & ReadingValues;

/** The account with its reading part, checked as the server checks it. */
const smtpWithReading = smtpConnectionSchema
  .extend(imapReadingFields.shape)
  .refine(needsImapHost, { path: ["imap_host"], message: "Required to read replies" });

/** The connection rules' own messages (literal keys, so the translation check sees them). */
const MESSAGES_OF_RULES: Record<string, string> = {
  "Must be a host name or an IP address": "Connections.Smtp.HostInvalid",
  "Must be a whole number": "Connections.Smtp.PortInvalid",
  "Must be between 1 and 65535": "Connections.Smtp.PortInvalid",
  "Required to read replies": "Inbox.Reading.HostRequired",
};

/**
 * Connect any mailbox by SMTP: the server tries the connection before it keeps anything, and says
 * why when it fails (wrong password, host not reachable, TLS mismatch).
 */
const isFailureCode = (code: unknown): code is ConnectionFailureCode =>
  (CONNECTION_FAILURE_CODES as readonly unknown[]).includes(code);

export function ConnectionsSmtpForm() {
  const { t } = useTranslation();
  const hostRefusal = useHostRefusal(PRIVATE_NETWORK_SETTINGS.mail);
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ lead: string; kind?: string; reason?: string } | null>(null);
  const form = useForm<SmtpFormValues>({
    initialValues: {
      host: "",
      port: SMTP_PORTS.starttls,
      security: "starttls",
      username: "",
      password: "",
      from_email: "",
      from_name: "",
      imap_host: "",
      imap_port: 993,
      imap_security: "tls",
      reading: false,
      reading_folder: "",
    },
    validate: schemaResolver(smtpWithReading, { sync: true }),
  });

  // The IMAP server of a common provider follows the sender address or SMTP server, until the user
  // types one of their own.
  const [imapTyped, setImapTyped] = useState(false);
  const { from_email, host, imap_host } = form.values;
  useEffect(() => {
    if (imapTyped) return;
    const preset = imapPresetFor(from_email) ?? imapPresetFor(host);
    if (preset && preset.host !== imap_host) {
      form.setFieldValue("imap_host", preset.host);
      form.setFieldValue("imap_port", preset.port);
      form.setFieldValue("imap_security", preset.security);
    }
  }, [from_email, host, imap_host, imapTyped, form.setFieldValue]);

  const chooseSecurity = (value: string) => {
    const security = value as SmtpSecurity;
    if (Object.values(SMTP_PORTS).includes(Number(form.values.port)))
      form.setFieldValue("port", SMTP_PORTS[security]);
    form.setFieldValue("security", security);
  };

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      const { imap_host, imap_port, imap_security, reading, reading_folder, ...account } = values;
      // Reading details go along only when reading is on: an account that only sends stays as before.
      const input: SmtpInput = {
        ...account,
        port: Number(values.port),
        from_name: values.from_name.trim() || undefined,
        ...(reading
          ? {
              reading,
              imap_host: imap_host.trim(),
              imap_port: Number(imap_port),
              imap_security,
              reading_folder,
            }
          : {}),
      };
      const response = await connectSmtp(input);
      if (response.ok && response.data) {
        queryClient.setQueryData(connectionKeys.all, response.data);
        return;
      }
      const data = response.data;
      if (response.status === 400 && data?.code === "connection-failed") {
        // A refused host is translated alone; another known kind is translated with the mail server's
        // own words as the detail; anything else is the server's words.
        if (data.reasonCode === HOST_REFUSED_CODE) {
          setFailure({ lead: t("Connections.Smtp.Failed"), reason: hostRefusal });
        } else {
          const kind = isFailureCode(data.reasonCode)
            ? t(`Connections.Smtp.Reason.${data.reasonCode}`)
            : undefined;
          setFailure({ lead: t("Connections.Smtp.Failed"), kind, reason: data.reason ?? data.message });
        }
      } else if (response.status === 400) {
        const fields = fieldErrorsOf(data);
        form.setErrors(fields);
        setFailure({
          lead: t("Connections.Smtp.Invalid"),
          reason: Object.keys(fields).length ? undefined : data?.message,
        });
      } else {
        setFailure({ lead: t("Connections.Smtp.Error") });
      }
    } catch (error) {
      console.error(error);
      setFailure({ lead: t("Connections.Smtp.Error") });
    } finally {
      setBusy(false);
    }
  });

  const message = (error: unknown) => {
    const key = typeof error === "string" ? MESSAGES_OF_RULES[error] : undefined;
    return key ? t(key) : tv(error as string | undefined);
  };
  const field = (name: keyof SmtpFormValues) => ({
    ...form.getInputProps(name),
    error: message(form.errors[name]),
    "data-testid": `smtp-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="smtp-form">
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("Connections.Smtp.Host")}
            placeholder="smtp.example.com"
            withAsterisk
            autoComplete="off"
            style={{ gridColumn: "span 2" }}
            {...field("host")}
          />
          <NumberInput
            label={t("Connections.Smtp.Port")}
            withAsterisk
            min={1}
            max={65535}
            allowDecimal={false}
            {...field("port")}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="smtp-security-label">
            {t("Connections.Smtp.Security")}
          </Text>
          <SegmentedControl
            aria-labelledby="smtp-security-label"
            value={form.values.security}
            onChange={chooseSecurity}
            data={[
              { value: "starttls", label: t("Connections.Smtp.StartTls") },
              { value: "tls", label: t("Connections.Smtp.Tls") },
              { value: "none", label: t("Connections.Smtp.None") },
            ]}
            data-testid="smtp-security"
          />
          <Text size="xs" c="gray.7">
            {t("Connections.Smtp.SecurityHint")}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("Connections.Smtp.Username")}
            withAsterisk
            autoComplete="off"
            {...field("username")}
          />
          <PasswordInput
            label={t("Connections.Smtp.Password")}
            withAsterisk
            autoComplete="new-password"
            {...field("password")}
          />
          <TextInput
            type="email"
            label={t("Connections.Smtp.FromEmail")}
            withAsterisk
            autoComplete="email"
            {...field("from_email")}
          />
          <TextInput label={t("Connections.Smtp.FromName")} autoComplete="name" {...field("from_name")} />
        </SimpleGrid>
        <ConnectionsReadingFields form={form} message={message} onHostTyped={() => setImapTyped(true)} />
        {failure && (
          <Alert color="red" variant="light" role="alert" title={failure.lead} data-testid="smtp-error">
            {failure.kind && (
              <Text size="sm" data-testid="smtp-error-kind">
                {failure.kind}
              </Text>
            )}
            {failure.reason && (
              <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="smtp-error-reason">
                {failure.kind ? t("Connections.Smtp.ServerSaid", { reason: failure.reason }) : failure.reason}
              </Text>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy} data-testid="smtp-save">
            {t("Connections.Smtp.Save")}
          </Button>
          {busy && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t("Connections.Smtp.Testing")}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../api/client.ts";
import { notifySaveResult } from "../../api/helpers.ts";
import { type Connections, connectionKeys } from "./api.ts";
import { SkippedMessages } from "./SkippedMessages.tsx";

type Gmail = Connections["gmail"];

const ERRORS: Record<string, string> = {
  "token-revoked": "Connections.Gmail.Reading.Errors.TokenRevoked",
  "scope-missing": "Connections.Gmail.Reading.Errors.ScopeMissing",
  "folder-missing": "Connections.Gmail.Reading.Errors.FolderMissing",
  unreachable: "Connections.Gmail.Reading.Errors.Unreachable",
};

/**
 * Reading replies from the connected Gmail account. An account connected before reading existed has
 * granted sending only: the scope change is explained and the consent offered again (sending goes on
 * either way). With the read-only scope, reading is switched on or off here, with a label beside INBOX;
 * the messages the reader had to skip are named.
 */
export function GmailReading({
  gmail,
  onGrant,
  granting,
}: {
  gmail: Gmail;
  onGrant: () => void;
  granting: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState(gmail.reading_folder ?? "");
  const [saving, setSaving] = useState(false);

  if (!gmail.read_scope) {
    return (
      <Alert
        color="blue"
        variant="light"
        title={t("Connections.Gmail.Reading.ScopeTitle")}
        data-testid="gmail-scope"
      >
        <Text size="sm">{t("Connections.Gmail.Reading.ScopeText")}</Text>
        <Button size="xs" mt="sm" onClick={onGrant} loading={granting} data-testid="gmail-grant-reading">
          {t("Connections.Gmail.Reading.Grant")}
        </Button>
      </Alert>
    );
  }

  const save = async (reading: boolean) => {
    setSaving(true);
    const response = await apiRequest<Connections>("connections/gmail/reading", {
      method: "PUT",
      body: { reading, reading_folder: folder },
    });
    setSaving(false);
    notifySaveResult(response.status);
    if (response.ok && response.data) queryClient.setQueryData(connectionKeys.all, response.data);
  };
  const error = gmail.reading && gmail.reading_error ? gmail.reading_error : null;

  return (
    <Stack gap="xs" data-testid="gmail-reading">
      <Switch
        checked={gmail.reading === true}
        disabled={saving}
        onChange={(event) => void save(event.currentTarget.checked)}
        label={t("Connections.Gmail.Reading.Switch")}
        description={t("Connections.Gmail.Reading.SwitchHint")}
        data-testid="gmail-reading-switch"
      />
      {gmail.reading && (
        <Group align="end" gap="xs">
          <TextInput
            label={t("Connections.Gmail.Reading.Label")}
            description={t("Connections.Gmail.Reading.LabelHint")}
            value={folder}
            maxLength={200}
            onChange={(event) => setFolder(event.currentTarget.value)}
            data-testid="gmail-reading-label"
          />
          <Button variant="default" onClick={() => void save(true)} loading={saving}>
            {t("Connections.Gmail.Reading.Save")}
          </Button>
        </Group>
      )}
      {gmail.reading && <SkippedMessages messages={gmail.reading_skipped} testId="gmail-reading-skipped" />}
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="gmail-reading-error">
          {t(ERRORS[error] ?? "Connections.Gmail.Reading.Errors.Failed")}
          {(error === "token-revoked" || error === "scope-missing") && (
            <div>
              <Button size="xs" variant="white" color="red" mt="sm" onClick={onGrant} loading={granting}>
                {t("Connections.Gmail.Reading.Grant")}
              </Button>
            </div>
          )}
        </Alert>
      )}
    </Stack>
  );
}

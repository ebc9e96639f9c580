import type { ProfileSummary } from "@jah/shared";
import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../api/download.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { downloadPath } from "../documents/index.ts";
import { downloadPdf } from "../profiles/index.ts";
import { markApplied } from "./api.ts";

type Props = {
  url: string;
  applicationId: number;
  /** The profile whose CV goes with the mail (null when none was chosen). */
  profile: Pick<ProfileSummary, "id" | "vorname" | "name" | "profiletitle"> | null;
  /** The CV's file name, as the mail would carry it. */
  cvFile: string;
  /** The chosen files to attach. */
  files: { id: number; name: string }[];
  /** The application became "applied": the host refreshes its lists. */
  onMarkedSent: () => void;
};

/**
 * After the mailto fallback: the mail program opened with recipient, subject and body; the CV and the
 * chosen files must be attached there by hand, so each downloads right here (issue 43). Once the mail
 * is out, one click marks the application as sent, as a real send would.
 */
export function MailtoNote({ url, applicationId, profile, cvFile, files, onMarkedSent }: Props) {
  const { t } = useTranslation();
  const [marking, setMarking] = useState<"idle" | "busy" | "done">("idle");

  const markSent = async () => {
    setMarking("busy");
    const response = await markApplied(applicationId);
    setMarking(response.ok ? "done" : "idle");
    if (response.ok) onMarkedSent();
  };

  return (
    <Stack gap="md">
      <Alert color="navy" variant="light" title={t("Compose.Mailto.Title")} data-testid="compose-mailto-note">
        <Text size="sm">{t("Compose.Mailto.Text")}</Text>
        <List size="sm" mt="xs" spacing={6} data-testid="compose-mailto-files">
          {profile && (
            <List.Item>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<DownloadIcon size={16} />}
                onClick={() => void downloadPdf(profile)}
                data-testid="compose-mailto-cv"
              >
                {t("Compose.Mailto.DownloadCv")}
              </Button>{" "}
              <Text span size="sm" c="dimmed">
                {cvFile}
              </Text>
            </List.Item>
          )}
          {files.map((file) => (
            <List.Item key={file.id}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<DownloadIcon size={16} />}
                onClick={() => void downloadFile(downloadPath(file.id), file.name)}
                aria-label={t("Compose.Mailto.DownloadFile", { name: file.name })}
                data-testid="compose-mailto-file"
              >
                {file.name}
              </Button>
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="sm">
          {t("Compose.Mailto.NotOpened")}{" "}
          <Anchor href={url} data-testid="compose-mailto-link">
            {t("Compose.Mailto.OpenAgain")}
          </Anchor>
        </Text>
      </Alert>
      {marking === "done" ? (
        <Text size="sm" role="status" data-testid="compose-mailto-marked">
          {t("Compose.Mailto.Marked")}
        </Text>
      ) : (
        <Group gap="sm" justify="space-between" data-testid="compose-mailto-mark">
          <div>
            <Text size="sm" fw={600}>
              {t("Compose.Mailto.MarkQuestion")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("Compose.Mailto.MarkHint")}
            </Text>
          </div>
          <Button
            variant="light"
            loading={marking === "busy"}
            onClick={() => void markSent()}
            data-testid="compose-mailto-mark-sent"
          >
            {t("Compose.Mailto.MarkSent")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

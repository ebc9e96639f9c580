import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CopyIcon, DownloadIcon } from "../../../ui/app-icons.tsx";
import { CheckIcon } from "../../../ui/icons.tsx";
import { backupCodesFile } from "./two-factor.ts";

/** Saves text as a file through a temporary link (no server round trip: the codes stay in the browser). */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Backup codes, shown once: each signs in once when the authenticator app is not at hand. The user
 * downloads or copies them and says when they are kept safe.
 */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const file = backupCodesFile(codes, t("Security.TwoFactor.CodesFileHeading"));
  return (
    <Paper withBorder p="md" radius="md" maw={640} data-testid="backup-codes">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("Security.TwoFactor.CodesTitle")}
        </Title>
        <Text size="sm">{t("Security.TwoFactor.CodesText")}</Text>
        <Alert color="yellow" variant="light" role="status">
          {t("Security.TwoFactor.CodesOnce")}
        </Alert>
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          component="ul"
          style={{ listStyle: "none", padding: 0 }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" size="md" data-testid="backup-code">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<DownloadIcon size={16} />}
            onClick={() => downloadText("backup-codes.txt", file)}
            data-testid="backup-codes-download"
          >
            {t("Security.TwoFactor.CodesDownload")}
          </Button>
          <CopyButton value={codes.join("\n")} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? "green" : undefined}
                leftSection={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                onClick={copy}
                data-testid="backup-codes-copy"
              >
                {copied ? t("Security.TwoFactor.Copied") : t("Security.TwoFactor.CodesCopy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone} data-testid="backup-codes-done">
            {t("Security.TwoFactor.CodesDone")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

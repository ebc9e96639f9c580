import type { AiStatus } from "@jah/shared";
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useNestedDialog } from "../../ui/nested-dialogs.tsx";
import { useAccount } from "../account/index.ts";
import { AiErrorText } from "./AiErrorText.tsx";
import type { HelperDialog, HelperOptions } from "./use-letter-helper.ts";

/**
 * The steps before a call: the status loading, AI not set up on this server, the consent to the
 * provider with every field that leaves the server, and the letter options.
 */
export function AiSetupDialog({
  dialog,
  options,
  onOptions,
  onClose,
  onAgree,
  onStart,
}: {
  dialog: HelperDialog;
  options: HelperOptions;
  onOptions: (options: HelperOptions) => void;
  onClose: () => void;
  onAgree: (status: AiStatus) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  useNestedDialog(dialog !== null);
  const title =
    dialog?.kind === "unavailable"
      ? t("AiLetter.Unavailable.Title")
      : dialog?.kind === "consent"
        ? t("AiLetter.Consent.Title")
        : t("AiLetter.Options.Title");
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      size="lg"
      radius="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
      styles={{ title: { fontWeight: 700 } }}
      data-testid="ai-dialog"
    >
      {dialog?.kind === "loading" && (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t("AiLetter.Loading")} />
        </Group>
      )}
      {dialog?.kind === "failed" && (
        <Alert color="red" variant="light" role="alert">
          {t("AiLetter.StatusError")}
        </Alert>
      )}
      {dialog?.kind === "unavailable" && <Unavailable onClose={onClose} />}
      {dialog?.kind === "consent" && (
        <Consent dialog={dialog} onAgree={() => onAgree(dialog.status)} onCancel={onClose} />
      )}
      {dialog?.kind === "options" && (
        <Options
          status={dialog.status}
          options={options}
          onOptions={onOptions}
          onStart={onStart}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // Setting names are for administrators; everyone else is told whom to ask (issue 43).
  const isAdmin = useAccount().data?.isAdmin === true;
  return (
    <Stack gap="sm" data-testid="ai-unavailable">
      <Text size="sm">{t("AiLetter.Unavailable.Text")}</Text>
      {isAdmin ? (
        <Text size="sm">
          {t("AiLetter.Unavailable.Admin")} <Code>AI_BASE_URL</Code>, <Code>AI_MODEL</Code>{" "}
          {t("AiLetter.Unavailable.AdminEnd")} <Code>docs/configuration.md</Code>
        </Text>
      ) : (
        <Text size="sm">{t("AiLetter.Unavailable.AskAdmin")}</Text>
      )}
      <Text size="sm" c="gray.7">
        {t("AiLetter.Unavailable.StillWorks")}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t("Common.Close")}
        </Button>
      </Group>
    </Stack>
  );
}

const FIELD_GROUPS = [
  { prefix: "application.", label: "AiLetter.Consent.FromApplication" },
  { prefix: "profile.", label: "AiLetter.Consent.FromProfile" },
  { prefix: "", label: "AiLetter.Consent.FromLetter" },
] as const;

function Consent({
  dialog,
  onAgree,
  onCancel,
}: {
  dialog: Extract<HelperDialog, { kind: "consent" }>;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const host = dialog.status.provider_host ?? "";
  const fields = dialog.status.fields_sent;
  const groupOf = (field: string) => FIELD_GROUPS.find((group) => field.startsWith(group.prefix));
  return (
    <Stack gap="sm" data-testid="ai-consent">
      <Text size="sm">{t("AiLetter.Consent.Intro")}</Text>
      <Text size="md" style={{ overflowWrap: "anywhere" }}>
        <Text span fw={700} data-testid="ai-consent-host">
          {host}
        </Text>
        {dialog.status.model ? ` (${t("AiLetter.Consent.Model", { model: dialog.status.model })})` : ""}
      </Text>
      {FIELD_GROUPS.map((group) => {
        const own = fields.filter((field) => groupOf(field) === group);
        if (own.length === 0) return null;
        return (
          <div key={group.label}>
            <Title order={3} size="h6" mb={4}>
              {t(group.label)}
            </Title>
            <List size="sm" spacing={2} data-testid="ai-consent-fields">
              {own.map((field) => (
                <List.Item key={field}>
                  {t(`AiLetter.Fields.${field.replaceAll(".", "_")}`, { defaultValue: field })}{" "}
                  <Code>{field}</Code>
                </List.Item>
              ))}
            </List>
          </div>
        );
      })}
      <Text size="sm">{t("AiLetter.Consent.NotSent")}</Text>
      <Text size="sm">{t("AiLetter.Consent.Inbox")}</Text>
      <Text size="sm" c="gray.7">
        {t("AiLetter.Consent.Revoke")}
      </Text>
      {dialog.error && <AiErrorText code={dialog.error} />}
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onCancel}>
          {t("Common.Cancel")}
        </Button>
        <Button onClick={onAgree} loading={dialog.busy} data-testid="ai-consent-agree">
          {t("AiLetter.Consent.Agree")}
        </Button>
      </Group>
    </Stack>
  );
}

function Options({
  status,
  options,
  onOptions,
  onStart,
  onCancel,
}: {
  status: AiStatus;
  options: HelperOptions;
  onOptions: (options: HelperOptions) => void;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof HelperOptions>(key: K, value: HelperOptions[K]) =>
    onOptions({ ...options, [key]: value });
  return (
    <Stack gap="md" data-testid="ai-options">
      <Text size="sm" c="gray.7">
        {t("AiLetter.Options.SentTo", { host: status.provider_host })}
      </Text>
      <Select
        label={t("AiLetter.Options.Language")}
        data={[
          { value: "auto", label: t("AiLetter.Options.LanguageAuto") },
          { value: "de", label: t("Compose.Mail.German") },
          { value: "en", label: t("Compose.Mail.English") },
        ]}
        value={options.language}
        onChange={(value) => set("language", (value ?? "auto") as HelperOptions["language"])}
        allowDeselect={false}
        data-testid="ai-option-language"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="ai-formality-label">
          {t("AiLetter.Options.Formality")}
        </Text>
        <SegmentedControl
          aria-labelledby="ai-formality-label"
          value={options.formality}
          onChange={(value) => set("formality", value as HelperOptions["formality"])}
          data={[
            { value: "formal", label: t("AiLetter.Options.Formal") },
            { value: "informal", label: t("AiLetter.Options.Informal") },
          ]}
          fullWidth
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="ai-length-label">
          {t("AiLetter.Options.Length")}
        </Text>
        <SegmentedControl
          aria-labelledby="ai-length-label"
          value={options.length}
          onChange={(value) => set("length", value as HelperOptions["length"])}
          data={[
            { value: "short", label: t("AiLetter.Options.Short") },
            { value: "standard", label: t("AiLetter.Options.Standard") },
          ]}
          fullWidth
        />
      </Stack>
      <TextInput
        label={t("AiLetter.Options.Tone")}
        description={t("AiLetter.Options.ToneHint")}
        value={options.tone}
        maxLength={60}
        onChange={(event) => set("tone", event.currentTarget.value)}
        data-testid="ai-option-tone"
      />
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onCancel}>
          {t("Common.Cancel")}
        </Button>
        <Button onClick={onStart} data-autofocus data-testid="ai-start">
          {t("AiLetter.Options.Start")}
        </Button>
      </Group>
    </Stack>
  );
}

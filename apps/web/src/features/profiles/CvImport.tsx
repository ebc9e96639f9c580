import { CV_IMPORT_MAX_BYTES, type CvImportErrorCode } from "@jah/shared";
import { Alert, Button, Checkbox, Group, Loader, Modal, Progress, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UploadIcon } from "../../ui/app-icons.tsx";
import { DropZone } from "../../ui/DropZone.tsx";
import { refreshProfiles } from "./api.ts";
import classes from "./CvImport.module.css";
import { cvImportOptionsKey, failureCode, fetchCvImportOptions, uploadCv } from "./cv-import-api.ts";
import type { CvImportArrival } from "./ProfileEditor.tsx";
import { readAsDataUrl } from "./use-object-url.ts";

/** What the file chooser offers: PDF and Word (DOCX). */
export const CV_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const CV_TYPES = new Set([
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

/** The message of each refusal by the server (literal keys, so the translation check sees them). */
const CODE_MESSAGES: Record<CvImportErrorCode, string> = {
  "unsupported-type": "Profile.Import.Errors.UnsupportedType",
  "broken-file": "Profile.Import.Errors.BrokenFile",
  encrypted: "Profile.Import.Errors.Encrypted",
  "no-text": "Profile.Import.Errors.NoText",
  "zip-bomb": "Profile.Import.Errors.ZipBomb",
  "too-large": "Files.Rejection.TooLarge",
  timeout: "Profile.Import.Errors.Timeout",
};

/** Why a chosen file is refused before it goes up, or null when it may (type by name or MIME, size). */
export function cvFileProblem(file: File, maxBytes: number): { key: string; name: string } | null {
  const byName = /\.(pdf|docx)$/i.test(file.name);
  if (!byName && !CV_TYPES.has(file.type)) return { key: "Profile.Import.Errors.WrongType", name: file.name };
  if (file.size > maxBytes) return { key: "Files.Rejection.TooLarge", name: file.name };
  if (file.size === 0) return { key: "Files.Rejection.TooSmall", name: file.name };
  return null;
}

/** 'Import CV' on the profile list: the button and its dialog. */
export function CvImport() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Each opening starts again at the notice.
  const [round, setRound] = useState(0);
  return (
    <>
      <Button
        variant="default"
        leftSection={<UploadIcon size={18} />}
        onClick={() => {
          setRound((n) => n + 1);
          setOpened(true);
        }}
        data-testid="import-cv"
      >
        {t("Profile.Import.Cv")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("Profile.Import.Notice.Title")}
        centered
        radius="lg"
        size="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ "aria-label": t("Common.Close") }}
        data-testid="cv-import-modal"
      >
        <CvImportFlow key={round} onClose={() => setOpened(false)} />
      </Modal>
    </>
  );
}

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; progress: number; name: string }
  | { kind: "reading"; name: string };

/**
 * The dialog's two steps: first the notice about AI use (with the consent when a provider is
 * configured), then the file: checked here, uploaded with progress, read by the server. On success
 * the new profile's editor opens; a refusal is explained and another file can be chosen.
 */
function CvImportFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: cvImportOptionsKey,
    queryFn: ({ signal }) => fetchCvImportOptions(signal),
    staleTime: 60_000,
  });
  const aiAvailable = options.data?.ai_available === true;
  const maxBytes = options.data?.max_bytes ?? CV_IMPORT_MAX_BYTES;
  const [step, setStep] = useState<"notice" | "file">("notice");
  const [useAi, setUseAi] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  // Closing the dialog cancels an upload on its way.
  useEffect(() => () => running.current?.abort(), []);

  const busy = phase.kind !== "idle";

  const start = async (files: File[]) => {
    if (busy || files.length === 0) return;
    setProblem(null);
    if (files.length > 1) {
      setProblem(t("Profile.Import.Errors.OneFile"));
      return;
    }
    const file = files[0] as File;
    const refused = cvFileProblem(file, maxBytes);
    if (refused) {
      setProblem(t(refused.key, { name: refused.name }));
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setPhase({ kind: "uploading", progress: 0, name: file.name });
    try {
      const dataUrl = await readAsDataUrl(file);
      if (controller.signal.aborted) return;
      const response = await uploadCv(file, dataUrl, aiAvailable && useAi, {
        onProgress: (progress) => setPhase({ kind: "uploading", progress, name: file.name }),
        onUploaded: () => setPhase({ kind: "reading", name: file.name }),
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      const profileId = response.data?.profileId;
      if (response.ok && profileId) {
        await refreshProfiles(queryClient);
        const state: CvImportArrival = {
          cvImport: { file: file.name, aiUsed: response.data?.ai_used === true },
        };
        onClose();
        navigate(`/profile/edit/${profileId}`, { state });
        return;
      }
      setPhase({ kind: "idle" });
      // Past the profile limit the payment prompt takes over (error catalogue).
      if (response.status === 402) {
        onClose();
        return;
      }
      setProblem(failureText(response.status, response.data, file.name));
    } catch (error) {
      console.error(error);
      setPhase({ kind: "idle" });
      setProblem(t("Profile.Import.Failed"));
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const failureText = (status: number, data: unknown, name: string): string => {
    const code = failureCode(data);
    if (status === 400 && code) return t(CODE_MESSAGES[code], { name });
    if (status === 413) return t("Files.Rejection.TooLarge", { name });
    if (status === 403) return t("Files.DemoDisabled");
    if (status === 0) return t("Profile.Import.Errors.Network");
    return t("Profile.Import.Failed");
  };

  const cancel = () => {
    running.current?.abort();
    onClose();
  };

  if (step === "notice") {
    return (
      <Stack gap="md" data-testid="cv-import-notice">
        <Text>{t("Profile.Import.Notice.Intro")}</Text>
        {options.isPending ? (
          <Group gap="sm">
            <Loader size="sm" color="navy" />
            <Text size="sm">{t("Profile.Import.Notice.Loading")}</Text>
          </Group>
        ) : (
          <Alert
            color={aiAvailable ? "yellow" : "blue"}
            variant="light"
            title={t("Profile.Import.Notice.AiTitle")}
            data-testid={aiAvailable ? "cv-import-ai" : "cv-import-local"}
          >
            <Stack gap="sm">
              <Text size="sm">
                {aiAvailable ? t("Profile.Import.Notice.Ai") : t("Profile.Import.Notice.Local")}
              </Text>
              {aiAvailable && (
                <Checkbox
                  checked={useAi}
                  onChange={(event) => setUseAi(event.currentTarget.checked)}
                  label={t("Profile.Import.Notice.AiConsent")}
                  data-testid="cv-import-use-ai"
                />
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={cancel}>
            {t("Common.Cancel")}
          </Button>
          <Button
            color="brand"
            onClick={() => setStep("file")}
            disabled={options.isPending}
            data-autofocus
            data-testid="cv-import-continue"
          >
            {t("Profile.Import.Notice.Continue")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="cv-import-file">
      {busy ? (
        <Stack gap="xs" aria-live="polite" data-testid="cv-import-progress" data-phase={phase.kind}>
          <Text fw={600} className={classes.name}>
            {phase.name}
          </Text>
          {phase.kind === "uploading" ? (
            <>
              <Progress
                value={Math.round(phase.progress * 100)}
                size="lg"
                aria-label={t("Profile.Import.File.UploadLabel")}
              />
              <Text size="sm">
                {t("Profile.Import.File.Uploading", { percent: Math.round(phase.progress * 100) })}
              </Text>
            </>
          ) : (
            <>
              <Progress
                value={100}
                size="lg"
                striped
                animated
                aria-label={t("Profile.Import.File.Reading")}
              />
              <Group gap="xs">
                <Loader size="xs" color="navy" />
                <Text size="sm">{t("Profile.Import.File.Reading")}</Text>
              </Group>
            </>
          )}
        </Stack>
      ) : (
        <DropZone
          onFiles={(files) => void start(files)}
          accept={CV_ACCEPT}
          title={t("Profile.Import.File.Drop")}
          hint={t("Profile.Import.File.Hint")}
          testId="cv-import-dropzone"
          inputTestId="cv-import-input"
        />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="cv-import-error">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Button variant="subtle" onClick={() => setStep("notice")} disabled={busy}>
          {t("Profile.Import.File.Back")}
        </Button>
        <Button variant="default" onClick={cancel} data-testid="cv-import-cancel">
          {t("Common.Cancel")}
        </Button>
      </Group>
    </Stack>
  );
}

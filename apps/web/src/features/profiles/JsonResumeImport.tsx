import { Button, FileButton } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UploadIcon } from "../../ui/app-icons.tsx";
import { importJsonResume, refreshProfiles } from "./api.ts";

/** Files above this are no CV; reading them would only block the page. */
const MAX_JSON_BYTES = 2_000_000;

/**
 * 'Import JSON Resume' (jsonresume.org): the file is read in the browser, the server turns it into
 * a new profile, and its editor opens. `onError` gets the text to show when the file is refused.
 */
export function JsonResumeImport({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File | null) => {
    onError(null);
    if (!file) return;
    if (file.size > MAX_JSON_BYTES) {
      onError(t("Profile.Import.TooBig", { name: file.name }));
      return;
    }
    setBusy(true);
    try {
      let resume: unknown;
      try {
        resume = JSON.parse(await file.text());
      } catch {
        onError(t("Profile.Import.NotJson", { name: file.name }));
        return;
      }
      const response = await importJsonResume(resume);
      if (response.ok && response.data?.id) {
        await refreshProfiles(queryClient);
        navigate(`/profile/edit/${response.data.id}`);
      } else if (response.status === 400) {
        onError(t("Profile.Import.Invalid", { name: file.name }));
      } else if (response.status !== 402) {
        onError(t("Profile.Import.Failed"));
      }
    } catch (error) {
      console.error(error);
      onError(t("Profile.Import.Failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileButton onChange={importFile} accept="application/json,.json">
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<UploadIcon size={18} />}
          loading={busy}
          data-testid="import-jsonresume"
        >
          {t("Profile.Import.Json")}
        </Button>
      )}
    </FileButton>
  );
}

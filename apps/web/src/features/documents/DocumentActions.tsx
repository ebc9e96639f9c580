import type { DocumentDto } from "@jah/shared";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { downloadFile } from "../../api/download.ts";
import { DownloadIcon, EyeIcon } from "../../ui/app-icons.tsx";
import { DeleteIconButton } from "../../ui/ConfirmButton.tsx";
import { deleteDocument, documentKeys, downloadPath } from "./api.ts";

/** Preview, download and delete (after a confirmation) of one file. */
export function DocumentActions({ doc, onPreview }: { doc: DocumentDto; onPreview: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const deleteId = `file-delete-${doc.id}`;

  const download = async () => {
    setDownloading(true);
    if ((await downloadFile(downloadPath(doc.id), doc.original_name)) !== 200) {
      toast.error(t("Files.DownloadFailed"));
    }
    setDownloading(false);
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={t("Files.Preview")}>
        <ActionIcon
          variant="light"
          aria-label={t("Files.PreviewOf", { name: doc.name })}
          onClick={onPreview}
          data-testid={`file-preview-${doc.id}`}
        >
          <EyeIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("Files.Download")}>
        <ActionIcon
          variant="light"
          aria-label={t("Files.DownloadOf", { name: doc.name })}
          onClick={download}
          loading={downloading}
          data-testid={`file-download-${doc.id}`}
        >
          <DownloadIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <DeleteIconButton
        title={t("Files.Delete.Title")}
        message={t("Files.Delete.Text", { name: doc.name })}
        label={t("Files.DeleteOf", { name: doc.name })}
        testId={deleteId}
        onConfirm={async () => {
          if ((await deleteDocument(doc.id)).ok) {
            await queryClient.invalidateQueries({ queryKey: documentKeys.all });
          }
        }}
      />
    </Group>
  );
}

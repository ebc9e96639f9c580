import type { DocumentDto } from "@jah/shared";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EyeIcon } from "../../ui/app-icons.tsx";
import { DeleteIconButton } from "../../ui/ConfirmButton.tsx";
import { deleteDocument, documentKeys } from "./api.ts";
import { DownloadButton } from "./DownloadButton.tsx";

/** Preview, download and delete (after a confirmation) of one file. */
export function DocumentActions({ doc, onPreview }: { doc: DocumentDto; onPreview: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteId = `file-delete-${doc.id}`;

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
      <DownloadButton doc={doc} />
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

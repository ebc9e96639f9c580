import { MAX_FILES_PER_DROP, UPLOAD_ACCEPT } from "@jah/shared";
import { useTranslation } from "react-i18next";
import { DropZone } from "../../ui/DropZone.tsx";

/** The files page's drop zone: several documents of the accepted types at once. */
export function FilesDropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropZone
      onFiles={onFiles}
      accept={UPLOAD_ACCEPT}
      title={t("Files.Drop.Title")}
      hint={t("Files.Drop.Hint", { max: MAX_FILES_PER_DROP })}
      multiple
      disabled={disabled}
      testId="files-dropzone"
      inputTestId="files-input"
    />
  );
}

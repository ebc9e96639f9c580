import { MAX_FILES_PER_DROP, UPLOAD_ACCEPT } from "@jah/shared";
import { Text } from "@mantine/core";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./Files.module.css";
import { UploadIcon } from "./icons.tsx";

/** Drop files here, or press to choose them: both end in `onFiles`. */
export function DropZone({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <>
      <button
        type="button"
        className={classes.zone}
        data-over={over || undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="files-dropzone"
      >
        <UploadIcon size={32} />
        <Text fw={600}>{t("Files.Drop.Title")}</Text>
        <Text size="sm" c="dimmed">
          {t("Files.Drop.Hint", { max: MAX_FILES_PER_DROP })}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        data-testid="files-input"
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // The same file chosen again must fire a change again.
          event.currentTarget.value = "";
        }}
      />
    </>
  );
}

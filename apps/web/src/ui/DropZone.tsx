import { Text } from "@mantine/core";
import { type DragEvent, useRef, useState } from "react";
import { UploadIcon } from "./app-icons.tsx";
import classes from "./DropZone.module.css";

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** The file input's accept list (extensions and MIME types). */
  accept: string;
  title: string;
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  testId: string;
  inputTestId: string;
}

/** Drop files here, or press to choose them: both end in `onFiles`. */
export function DropZone({
  onFiles,
  accept,
  title,
  hint,
  multiple = false,
  disabled = false,
  testId,
  inputTestId,
}: DropZoneProps) {
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
        data-testid={testId}
      >
        <UploadIcon size={32} />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        hidden
        accept={accept}
        disabled={disabled}
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          // The same file chosen again must fire a change again.
          event.currentTarget.value = "";
        }}
      />
    </>
  );
}

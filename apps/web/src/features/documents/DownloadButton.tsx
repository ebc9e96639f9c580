import type { DocumentDto } from "@jah/shared";
import { ActionIcon, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { downloadFile } from "../../api/download.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { downloadPath } from "./api.ts";

/** Downloads one of the user's files under its original name; a failure says so. */
export function DownloadButton({ doc }: { doc: DocumentDto }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    if ((await downloadFile(downloadPath(doc.id), doc.original_name)) !== 200) {
      toast.error(t("Files.DownloadFailed"));
    }
    setDownloading(false);
  };
  return (
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
  );
}

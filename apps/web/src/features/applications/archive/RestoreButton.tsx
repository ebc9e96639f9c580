import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RestoreIcon } from "../../../ui/app-icons.tsx";
import { refreshApplications, restoreApplication } from "../api.ts";
import { updateCachedLists } from "../list-cache.ts";
import type { Application } from "../types.ts";

/** Moves an archived application back to its last active status; it leaves the archive list. */
export function RestoreButton({ app }: { app: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      const response = await restoreApplication(app.id);
      if (!response.ok || !response.data) return;
      updateCachedLists(queryClient, response.data);
      void refreshApplications(queryClient);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<RestoreIcon size={16} />}
      onClick={restore}
      loading={busy}
      aria-label={t("Archive.RestoreOf", { title: app.job_title })}
      data-testid={`restore-button-${app.id}`}
    >
      {t("Archive.Restore")}
    </Button>
  );
}

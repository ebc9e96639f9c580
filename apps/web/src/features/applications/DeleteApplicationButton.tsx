import { ActionIcon, Tooltip } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TrashIcon } from "../../layout/app-icons.tsx";
import { ConfirmButton } from "../../layout/ConfirmButton.tsx";
import { deleteApplication, refreshApplications } from "./api.ts";
import { dropFromCachedLists } from "./list-cache.ts";
import type { Application } from "./types.ts";

/** Deletes an application after the user confirmed it; the row leaves every list. */
export function DeleteApplicationButton({ app }: { app: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const testId = `delete-button-${app.id}`;
  return (
    <ConfirmButton
      title={t("Applications.Delete.Title")}
      message={t("Applications.Delete.Text", { title: app.job_title })}
      confirmLabel={t("Common.Delete")}
      testId={testId}
      onConfirm={async () => {
        if (!(await deleteApplication(app.id)).ok) return;
        dropFromCachedLists(queryClient, app.id);
        void refreshApplications(queryClient);
      }}
      trigger={(open) => (
        <Tooltip label={t("Common.Delete")}>
          <ActionIcon
            variant="light"
            color="red"
            aria-label={t("Applications.DeleteOf", { title: app.job_title })}
            onClick={open}
            data-testid={testId}
          >
            <TrashIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DeleteIconButton } from "../../ui/ConfirmButton.tsx";
import { deleteApplication, refreshApplications } from "./api.ts";
import { dropFromCachedLists } from "./list-cache.ts";
import type { Application } from "./types.ts";

/** Deletes an application after the user confirmed it; the row leaves every list. */
export function DeleteApplicationButton({ app }: { app: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const testId = `delete-button-${app.id}`;
  return (
    <DeleteIconButton
      title={t("Applications.Delete.Title")}
      message={t("Applications.Delete.Text", { title: app.job_title })}
      label={t("Applications.DeleteOf", { title: app.job_title })}
      testId={testId}
      onConfirm={async () => {
        if (!(await deleteApplication(app.id)).ok) return;
        dropFromCachedLists(queryClient, app.id);
        void refreshApplications(queryClient);
      }}
    />
  );
}

import { ActionIcon, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EditIcon, EyeIcon } from "../../ui/app-icons.tsx";
import { useApplicationDialogs } from "./dialogs-context.ts";
import { statusOf } from "./list-cache.ts";
import type { Application } from "./types.ts";

/** Opens the application modal to edit a todo application. */
export function EditButton({ app }: { app: Application }) {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  return (
    <Tooltip label={t("Common.Edit")}>
      <ActionIcon
        variant="light"
        aria-label={t("Applications.EditOf", { title: app.job_title })}
        onClick={() => dialogs.openEdit(app)}
        data-testid={`edit-button-${app.id}`}
      >
        <EditIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Todo applications get an edit button (application modal), all others a view button (spec section 2). */
export function OpenButton({ app }: { app: Application }) {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  if (statusOf(app) === "todo") return <EditButton app={app} />;
  return (
    <Tooltip label={t("Applications.View.Open")}>
      <ActionIcon
        variant="light"
        aria-label={t("Applications.ViewOf", { title: app.job_title })}
        onClick={() => dialogs.openView(app.id)}
        data-testid={`view-button-${app.id}`}
      >
        <EyeIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  DaysBadge,
  DeleteApplicationButton,
  EditButton,
  rowsOf,
  useApplicationColumns,
  useApplicationDialogs,
  useApplicationList,
} from "../../features/applications/index.ts";
import { ExtensionLinkButton } from "../../features/extension/index.ts";
import { BriefcaseIcon, PlusIcon, SendIcon } from "../../ui/app-icons.tsx";
import { DataTable } from "../../ui/DataTable.tsx";
import { EmptyList } from "../../ui/ListStates.tsx";

/** The dashboard's todo table: days, title, company, link, status, edit and delete (spec section 2). */
export function TodoTable() {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  const list = useApplicationList("todo");
  const columns = useApplicationColumns();
  return (
    <DataTable
      rows={rowsOf(list.data)}
      query={list}
      skeletonRows={3}
      testId="todo-table"
      rowTestId={(app) => `app-row-${app.id}`}
      empty={
        <EmptyList
          icon={<BriefcaseIcon size={28} />}
          title={t("Dashboard.Todo.EmptyTitle")}
          text={t("Dashboard.Todo.EmptyText")}
          action={
            <>
              <Button leftSection={<PlusIcon size={18} />} onClick={() => dialogs.openNew()}>
                {t("Dashboard.NewApplication")}
              </Button>
              <ExtensionLinkButton />
            </>
          }
        />
      }
      columns={[
        { label: t("Dashboard.Todo.Days"), cell: (app) => <DaysBadge date={app.date} /> },
        columns.title,
        columns.company,
        columns.link,
        columns.status,
      ]}
      actions={{
        label: t("Common.Actions"),
        cell: (app) => (
          <>
            <Tooltip label={t("Compose.Open")}>
              <ActionIcon
                variant="light"
                color="brand.7"
                aria-label={t("Compose.OpenFor", { title: app.job_title })}
                onClick={() => dialogs.openCompose(app)}
                data-testid={`compose-button-${app.id}`}
              >
                <SendIcon size={18} />
              </ActionIcon>
            </Tooltip>
            <EditButton app={app} />
            <DeleteApplicationButton app={app} />
          </>
        ),
      }}
    />
  );
}

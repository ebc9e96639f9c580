import { ActionIcon, Button, Group, Table, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EditIcon, PlusIcon } from "../../layout/app-icons.tsx";
import classes from "../../layout/ResponsiveTable.module.css";
import { TableHead } from "../../layout/TableHead.tsx";
import { DaysBadge } from "../applications/AgeDate.tsx";
import { DeleteApplicationButton } from "../applications/DeleteApplicationButton.tsx";
import { useApplicationDialogs } from "../applications/dialogs-context.ts";
import { EmptyList, ListSkeleton, LoadError, LoadMore } from "../applications/ListStates.tsx";
import { rowsOf } from "../applications/list-cache.ts";
import { SourceLink } from "../applications/SourceLink.tsx";
import { StatusSelect } from "../applications/StatusSelect.tsx";
import { useApplicationList } from "../applications/use-application-list.ts";
import { SendIcon } from "../compose/icons.tsx";

/** The dashboard's todo table: days, title, company, link, status, edit and delete (spec section 2). */
export function TodoTable() {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  const list = useApplicationList("todo");
  const apps = rowsOf(list.data);

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (apps.length === 0) {
    return (
      <EmptyList
        title={t("Dashboard.Todo.EmptyTitle")}
        text={t("Dashboard.Todo.EmptyText")}
        action={
          <Button leftSection={<PlusIcon size={18} />} onClick={() => dialogs.openNew()}>
            {t("Dashboard.NewApplication")}
          </Button>
        }
      />
    );
  }

  const label = {
    days: t("Dashboard.Todo.Days"),
    title: t("Applications.Fields.JobTitle"),
    company: t("Applications.Fields.Company"),
    link: t("Applications.Fields.Link"),
    status: t("Applications.Fields.Status"),
    actions: t("Common.Actions"),
  };
  return (
    <>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover data-testid="todo-table">
        <TableHead
          columns={[label.days, label.title, label.company, label.link, label.status]}
          actions={label.actions}
        />
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.id} data-testid={`app-row-${app.id}`}>
              <Table.Td data-label={label.days}>
                <DaysBadge date={app.date} />
              </Table.Td>
              <Table.Td data-label={label.title}>
                <Text fw={600} size="sm">
                  {app.job_title}
                </Text>
              </Table.Td>
              <Table.Td data-label={label.company}>{app.hireing_company}</Table.Td>
              <Table.Td data-label={label.link}>
                <SourceLink app={app} />
              </Table.Td>
              <Table.Td data-label={label.status}>
                <StatusSelect app={app} />
              </Table.Td>
              <Table.Td data-label={label.actions}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
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
                  <DeleteApplicationButton app={app} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMore
        visible={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      />
    </>
  );
}

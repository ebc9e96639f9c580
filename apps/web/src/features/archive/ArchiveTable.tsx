import { Button, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "../../layout/ResponsiveTable.module.css";
import { TableHead } from "../../layout/TableHead.tsx";
import { DeleteApplicationButton } from "../applications/DeleteApplicationButton.tsx";
import { EmptyList, ListSkeleton, LoadError, LoadMore } from "../applications/ListStates.tsx";
import { rowsOf } from "../applications/list-cache.ts";
import { SourceLink } from "../applications/SourceLink.tsx";
import { StatusSelect } from "../applications/StatusSelect.tsx";
import { useApplicationList } from "../applications/use-application-list.ts";
import { RestoreButton } from "./RestoreButton.tsx";

/** The archive table: title, company, link, status (dropdown), restore and delete. */
export function ArchiveTable() {
  const { t } = useTranslation();
  const list = useApplicationList("archive");
  const apps = rowsOf(list.data);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (apps.length === 0) {
    return (
      <EmptyList
        title={t("Archive.EmptyTitle")}
        text={t("Archive.EmptyText")}
        action={
          <Button component={Link} to="/applications" variant="default">
            {t("Archive.ToApplications")}
          </Button>
        }
      />
    );
  }

  const label = {
    title: t("Applications.Fields.JobTitle"),
    company: t("Applications.Fields.Company"),
    link: t("Applications.Fields.Link"),
    status: t("Applications.Fields.Status"),
    actions: t("Common.Actions"),
  };
  return (
    <>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover data-testid="archive-table">
        <TableHead columns={[label.title, label.company, label.link, label.status]} actions={label.actions} />
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.id} data-testid={`app-row-${app.id}`}>
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
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <RestoreButton app={app} />
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

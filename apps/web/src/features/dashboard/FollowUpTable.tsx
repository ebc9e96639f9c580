import { Anchor, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";
import classes from "../../layout/ResponsiveTable.module.css";
import { useApplicationDialogs } from "../applications/dialogs-context.ts";
import { ListSkeleton, LoadError, LoadMore } from "../applications/ListStates.tsx";
import { rowsOf } from "../applications/list-cache.ts";
import { useApplicationList } from "../applications/use-application-list.ts";

/** Today as YYYY-MM-DD in the user's own calendar. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The follow-up table: title and date, soonest first; a date that has come is highlighted. */
export function FollowUpTable() {
  const { t, i18n } = useTranslation();
  const dialogs = useApplicationDialogs();
  const list = useApplicationList("followup");
  const apps = rowsOf(list.data);

  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (apps.length === 0) {
    return (
      <Text c="gray.7" data-testid="followup-empty">
        {t("Dashboard.FollowUp.Empty")}
      </Text>
    );
  }

  const due = today();
  const label = { title: t("Applications.Fields.JobTitle"), date: t("Dashboard.FollowUp.Date") };
  return (
    <>
      <Table className={classes.table} verticalSpacing="xs" data-testid="followup-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label.title}</Table.Th>
            <Table.Th>{label.date}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => {
            const isDue = Boolean(app.follow_up && app.follow_up <= due);
            return (
              <Table.Tr key={app.id} data-testid={`followup-row-${app.id}`}>
                <Table.Td data-label={label.title}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    onClick={() => dialogs.openView(app.id)}
                  >
                    {app.job_title}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={label.date}>
                  <Text size="sm" c={isDue ? "red.7" : undefined} fw={isDue ? 700 : undefined}>
                    {formatDate(app.follow_up, i18n.language)}
                    {isDue && ` · ${t("Dashboard.FollowUp.Due")}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
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

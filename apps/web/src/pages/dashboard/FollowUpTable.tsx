import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ApplicationLink, rowsOf, useApplicationList } from "../../features/applications/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { DataTable } from "../../ui/DataTable.tsx";

/** Today as YYYY-MM-DD in the user's own calendar. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The follow-up table: title and date, soonest first; a date that has come is highlighted. */
export function FollowUpTable() {
  const { t, i18n } = useTranslation();
  const list = useApplicationList("followup");
  const due = today();
  return (
    <DataTable
      rows={rowsOf(list.data)}
      query={list}
      skeletonRows={2}
      compact
      testId="followup-table"
      rowTestId={(app) => `followup-row-${app.id}`}
      empty={
        <Text c="gray.7" data-testid="followup-empty">
          {t("Dashboard.FollowUp.Empty")}
        </Text>
      }
      columns={[
        {
          label: t("Applications.Fields.JobTitle"),
          cell: (app) => <ApplicationLink app={app} />,
        },
        {
          label: t("Dashboard.FollowUp.Date"),
          cell: (app) => {
            const isDue = Boolean(app.follow_up && app.follow_up <= due);
            return (
              <Text size="sm" c={isDue ? "red.9" : undefined} fw={isDue ? 700 : undefined}>
                {formatDate(app.follow_up, i18n.language)}
                {isDue && ` · ${t("Dashboard.FollowUp.Due")}`}
              </Text>
            );
          },
        },
      ]}
    />
  );
}

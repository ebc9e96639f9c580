import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../ui/DataTable.tsx";
import { AgeDate } from "./AgeDate.tsx";
import { useApplicationColumns } from "./columns.tsx";
import { OpenButton } from "./RowActions.tsx";
import type { Application } from "./types.ts";

/** The applications as rows: job, company and recipient, date, status, source; a table that stacks on phones. */
export function ApplicationList({ apps }: { apps: Application[] }) {
  const { t } = useTranslation();
  const columns = useApplicationColumns();
  return (
    <DataTable
      rows={apps}
      testId="application-list"
      rowTestId={(app) => `app-row-${app.id}`}
      columns={[
        columns.title,
        {
          label: t("Applications.Fields.Company"),
          cell: (app) => (
            <div>
              <Text size="sm">{app.hireing_company}</Text>
              {app.recipient_name && (
                <Text size="xs" c="gray.7">
                  {app.recipient_name}
                </Text>
              )}
            </div>
          ),
        },
        { label: t("Applications.Fields.Date"), cell: (app) => <AgeDate date={app.date} /> },
        columns.status,
        columns.source,
      ]}
      actions={{ label: t("Common.Actions"), cell: (app) => <OpenButton app={app} /> }}
    />
  );
}

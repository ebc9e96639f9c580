import { Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "../../layout/ResponsiveTable.module.css";
import { TableHead } from "../../layout/TableHead.tsx";
import { AgeDate } from "./AgeDate.tsx";
import { OpenButton } from "./RowActions.tsx";
import { SourceLink } from "./SourceLink.tsx";
import { StatusSelect } from "./StatusSelect.tsx";
import type { Application } from "./types.ts";

/** The applications as rows: job, company and recipient, date, status, source; a table that stacks on phones. */
export function ApplicationList({ apps }: { apps: Application[] }) {
  const { t } = useTranslation();
  const label = {
    title: t("Applications.Fields.JobTitle"),
    company: t("Applications.Fields.Company"),
    date: t("Applications.Fields.Date"),
    status: t("Applications.Fields.Status"),
    source: t("Applications.Fields.Source"),
    actions: t("Common.Actions"),
  };
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover data-testid="application-list">
      <TableHead
        columns={[label.title, label.company, label.date, label.status, label.source]}
        actions={label.actions}
      />
      <Table.Tbody>
        {apps.map((app) => (
          <Table.Tr key={app.id} data-testid={`app-row-${app.id}`}>
            <Table.Td data-label={label.title}>
              <Text fw={600} size="sm">
                {app.job_title}
              </Text>
            </Table.Td>
            <Table.Td data-label={label.company}>
              <div>
                <Text size="sm">{app.hireing_company}</Text>
                {app.recipient_name && (
                  <Text size="xs" c="gray.7">
                    {app.recipient_name}
                  </Text>
                )}
              </div>
            </Table.Td>
            <Table.Td data-label={label.date}>
              <AgeDate date={app.date} />
            </Table.Td>
            <Table.Td data-label={label.status}>
              <StatusSelect app={app} />
            </Table.Td>
            <Table.Td data-label={label.source}>
              <SourceLink app={app} />
            </Table.Td>
            <Table.Td data-label={label.actions}>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <OpenButton app={app} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

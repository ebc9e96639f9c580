import {
  Box,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

export type TableData = {
  /** Column headers; the first column names the rows. */
  head: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
};

/** The numbers of a chart as a table with a caption, row headers and right-aligned figures. */
export function NumbersTable({
  caption,
  data,
  testId,
}: {
  caption: string;
  data: TableData;
  testId: string;
}) {
  return (
    <Table striped withTableBorder data-testid={testId}>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {data.head.map((label, i) => (
            <Table.Th key={label} scope="col" ta={i === 0 ? "left" : "right"}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map(({ key, cells }) => (
          <Table.Tr key={key}>
            {cells.map((cell, i) =>
              i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Th key={i} scope="row" fw={500}>
                  {cell}
                </Table.Th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i} ta="right">
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type ChartCardProps = {
  title: string;
  description: string;
  /** The chart; hidden from screen readers, which read the table instead. */
  chart: ReactNode;
  table: TableData;
  testId: string;
};

/**
 * One chart with the same numbers as a table: screen readers always get the table, and anyone can
 * switch the card to show the table instead of the chart.
 */
export function ChartCard({ title, description, chart, table, testId }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const titleId = useId();
  const tableElement = <NumbersTable caption={title} data={table} testId={`${testId}-table`} />;
  // A wide table scrolls on a phone; a scrolling region must be reachable by keyboard.
  const scrollable = (
    <Box style={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={title}>
      {tableElement}
    </Box>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value as "chart" | "table")}
            aria-label={t("Insights.View.Label", { chart: title })}
            data={[
              { value: "chart", label: t("Insights.View.Chart") },
              { value: "table", label: t("Insights.View.Table") },
            ]}
            data-testid={`${testId}-view`}
          />
        </Group>
        {view === "table" ? (
          scrollable
        ) : (
          <>
            <div aria-hidden="true" data-testid={`${testId}-chart`}>
              {chart}
            </div>
            <VisuallyHidden>{tableElement}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}

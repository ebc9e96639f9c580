import { Group, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { ListSkeleton, LoadError, LoadMore } from "./ListStates.tsx";
import classes from "./ResponsiveTable.module.css";
import { TableHead } from "./TableHead.tsx";

/** One column: its header, which phones also show in front of each cell, and what a row shows in it. */
export interface DataColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** The part of a paged list query (TanStack's infinite query) the table shows states for. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface DataTableProps<T extends { id: number }> {
  rows: T[];
  columns: DataColumn<T>[];
  testId: string;
  rowTestId: (row: T) => string;
  /** Buttons at the end of a row, under a header only screen readers hear. */
  actions?: { label: string; cell: (row: T) => ReactNode; gap?: number };
  /** Tighter rows without the hover highlight, for a small table beside others. */
  compact?: boolean;
  /** The query behind the rows: placeholders while it loads, an error with a retry, 'load more'. */
  query?: PagedQuery;
  /** How many placeholder rows stand in while the query loads. */
  skeletonRows?: number;
  /** Shown instead of the table while there are no rows. */
  empty?: ReactNode;
}

/** A list as a table on wide screens and as stacked cards on phones, with its loading, error and empty states. */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { rows, columns, actions, query } = props;
  if (query?.isPending) return <ListSkeleton rows={props.skeletonRows} />;
  if (query?.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (rows.length === 0 && props.empty !== undefined) return props.empty;

  const table = (
    <Table
      className={classes.table}
      verticalSpacing={props.compact ? "xs" : "sm"}
      highlightOnHover={!props.compact}
      data-testid={props.testId}
    >
      <TableHead columns={columns.map((column) => column.label)} actions={actions?.label} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid={props.rowTestId(row)}>
            {columns.map((column) => (
              <Table.Td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </Table.Td>
            ))}
            {actions && (
              <Table.Td data-label={actions.label}>
                <Group gap={actions.gap ?? 4} justify="flex-end" wrap="nowrap">
                  {actions.cell(row)}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!query) return table;
  return (
    <>
      {table}
      <LoadMore
        visible={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      />
    </>
  );
}

import { Table, VisuallyHidden } from "@mantine/core";

/**
 * The header row of our list tables: one cell per column label and, last, an actions column whose
 * label only screen readers hear. The labels also become each cell's `data-label` on phones.
 */
export function TableHead({ columns, actions }: { columns: string[]; actions?: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
        {actions !== undefined && (
          <Table.Th>
            <VisuallyHidden>{actions}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

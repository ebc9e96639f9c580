import type { DocumentDto } from "@jah/shared";
import { Badge, Card, Group, SimpleGrid, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate, formatFileSize } from "../../i18n/format.ts";
import classes from "../../ui/ResponsiveTable.module.css";
import { TableHead } from "../../ui/TableHead.tsx";
import { DocumentActions } from "./DocumentActions.tsx";
import files from "./Files.module.css";
import { typeLabel } from "./format.ts";
import { DocumentIcon } from "./icons.tsx";

interface ViewProps {
  docs: DocumentDto[];
  onPreview: (doc: DocumentDto) => void;
}

/** The files as cards: type, name, size and date, with the actions. */
export function DocumentGrid({ docs, onPreview }: ViewProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="files-grid">
      {docs.map((doc) => (
        <Card
          key={doc.id}
          withBorder
          radius="md"
          padding="md"
          className={files.card}
          data-testid={`file-${doc.id}`}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <DocumentIcon size={32} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} className={files.name}>
                {doc.name}
              </Text>
              {doc.name !== doc.original_name && (
                <Text size="xs" c="dimmed" className={files.name}>
                  {doc.original_name}
                </Text>
              )}
            </div>
          </Group>
          <Group gap={6} mt="sm">
            <Badge variant="light" color="navy">
              {typeLabel(doc.mime_type, doc.original_name)}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatFileSize(doc.file_size, language)} · {formatDate(doc.date, language)}
            </Text>
          </Group>
          <Group justify="flex-end" mt="md">
            <DocumentActions doc={doc} onPreview={() => onPreview(doc)} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The files as a table (stacked cards on phones). */
export function DocumentTable({ docs, onPreview }: ViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const label = {
    name: t("Files.Columns.Name"),
    type: t("Files.Columns.Type"),
    size: t("Files.Columns.Size"),
    date: t("Files.Columns.Date"),
    actions: t("Common.Actions"),
  };
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover data-testid="files-table">
      <TableHead columns={[label.name, label.type, label.size, label.date]} actions={label.actions} />
      <Table.Tbody>
        {docs.map((doc) => (
          <Table.Tr key={doc.id} data-testid={`file-${doc.id}`}>
            <Table.Td data-label={label.name}>
              <Text size="sm" fw={500} className={files.name}>
                {doc.name}
              </Text>
            </Table.Td>
            <Table.Td data-label={label.type}>{typeLabel(doc.mime_type, doc.original_name)}</Table.Td>
            <Table.Td data-label={label.size}>{formatFileSize(doc.file_size, language)}</Table.Td>
            <Table.Td data-label={label.date}>{formatDate(doc.date, language)}</Table.Td>
            <Table.Td data-label={label.actions}>
              <DocumentActions doc={doc} onPreview={() => onPreview(doc)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

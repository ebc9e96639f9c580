import type { DocumentDto } from "@jah/shared";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../i18n/format.ts";
import { EmptyNote, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { documentKeys, FilesDropZone, fetchDocuments, UploadList, useUploads } from "../documents/index.ts";

/**
 * The user's documents as a checkable list, with the files page's upload below it: a file uploaded
 * here is checked at once, since the user added it for this mail.
 */
export function DocumentPicker({
  selected,
  onChange,
  busyId = null,
  testPrefix = "compose",
}: {
  selected: ReadonlySet<number>;
  onChange: (document: DocumentDto, checked: boolean) => void;
  /** A document whose change is still on its way (the mail tab saves each tick). */
  busyId?: number | null;
  testPrefix?: string;
}) {
  const { t, i18n } = useTranslation();
  const documents = useQuery({ queryKey: documentKeys.all, queryFn: ({ signal }) => fetchDocuments(signal) });
  const uploads = useUploads();
  const known = useRef<Set<number> | null>(null);

  // Documents that appear after the first load were uploaded here: they are meant for this mail.
  useEffect(() => {
    if (!documents.data) return;
    if (known.current === null) {
      known.current = new Set(documents.data.map((doc) => doc.id));
      return;
    }
    for (const doc of documents.data) {
      if (known.current.has(doc.id)) continue;
      known.current.add(doc.id);
      onChange(doc, true);
    }
  }, [documents.data, onChange]);

  return (
    <Stack gap="md">
      <QueryStates
        query={documents}
        loading={<ListSkeleton rows={2} height={32} />}
        error={{ text: t("Compose.Files.LoadError") }}
        empty={<EmptyNote text={t("Compose.Files.Empty")} testId={`${testPrefix}-files-empty`} />}
      >
        {(list) => (
          <Checkbox.Group
            label={t("Compose.Files.Label")}
            description={t("Compose.Files.Hint")}
            value={[...selected].map(String)}
            data-testid={`${testPrefix}-files`}
          >
            <Stack gap="xs" mt="xs">
              {list.map((doc) => (
                <Checkbox
                  key={doc.id}
                  value={String(doc.id)}
                  disabled={busyId === doc.id}
                  onChange={(event) => onChange(doc, event.currentTarget.checked)}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        {doc.original_name}
                      </Text>
                      <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                        {formatFileSize(doc.file_size, i18n.language)}
                      </Text>
                    </Group>
                  }
                  data-testid={`${testPrefix}-file-${doc.id}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </QueryStates>
      <div>
        <Text size="sm" fw={500} mb={6}>
          {t("Compose.Files.Upload")}
        </Text>
        <FilesDropZone onFiles={uploads.add} />
        <UploadList items={uploads.items} onClear={uploads.clearFinished} />
      </div>
    </Stack>
  );
}

import { Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../i18n/format.ts";
import { EmptyNote, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { DownloadButton } from "../documents/index.ts";
import { composeKeys, fetchAttached } from "./api.ts";

/**
 * The files chosen to go with an application's mail, each downloadable. Shares the mail form's
 * query, so a file ticked there shows here at once.
 */
export function AttachedFiles({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: composeKeys.attached(applicationId),
    queryFn: ({ signal }) => fetchAttached(applicationId, signal),
  });
  return (
    <QueryStates
      query={query}
      loading={<ListSkeleton rows={1} height={40} />}
      error={{ text: t("Compose.Files.LoadError") }}
      empty={<EmptyNote text={t("ApplicationPage.FilesEmpty")} testId="attached-files-empty" />}
    >
      {(links) => (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="attached-files">
          {links.map(({ id, document }) => (
            <Group key={id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {document.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatFileSize(document.file_size, i18n.language)}
                </Text>
              </div>
              <DownloadButton doc={document} />
            </Group>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

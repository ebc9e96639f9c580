import type { DocumentDto } from "@jah/shared";
import { Alert, Button, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getAppConfig } from "../../api/app-config.ts";
import { FolderIcon } from "../../ui/app-icons.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { PremiumGate } from "../payments/index.ts";
import { documentKeys, fetchDocuments } from "./api.ts";
import { DocumentGrid, DocumentTable } from "./DocumentViews.tsx";
import { FilesDropZone } from "./DropZone.tsx";
import { GridIcon, ListIcon } from "./icons.tsx";
import { PreviewModal } from "./PreviewModal.tsx";
import { UploadList } from "./UploadList.tsx";
import { useUploads } from "./use-uploads.ts";

/** /files: the user's documents as a grid or a table, with upload by drop or choice, preview and delete. */
export function FilesPage() {
  const { t } = useTranslation();
  return (
    <PremiumGate area="document" page={{ title: t("Files.Title"), subTitle: t("Files.Subtitle") }}>
      <FilesContent />
    </PremiumGate>
  );
}

function FilesContent() {
  const { t } = useTranslation();
  const docs = useQuery({ queryKey: documentKeys.all, queryFn: ({ signal }) => fetchDocuments(signal) });
  const config = useQuery({
    queryKey: ["app-config"],
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const demo = config.data?.demoMode === true;
  const uploads = useUploads();
  const [view, setView] = useLocalStorage<"grid" | "table">({ key: "files-view", defaultValue: "grid" });
  const [preview, setPreview] = useState<DocumentDto | null>(null);

  const toggle = (
    <SegmentedControl
      value={view}
      onChange={(value) => setView(value === "table" ? "table" : "grid")}
      aria-label={t("Files.View.Label")}
      data-testid="files-view"
      data={[
        {
          value: "grid",
          label: (
            <Group gap={6} wrap="nowrap">
              <GridIcon size={16} />
              <span>{t("Files.View.Grid")}</span>
            </Group>
          ),
        },
        {
          value: "table",
          label: (
            <Group gap={6} wrap="nowrap">
              <ListIcon size={16} />
              <span>{t("Files.View.Table")}</span>
            </Group>
          ),
        },
      ]}
    />
  );

  return (
    <PageWrapper title={t("Files.Title")} subTitle={t("Files.Subtitle")}>
      <Stack gap="lg">
        <div>
          {demo && (
            <Alert variant="light" color="yellow" mb="sm" data-testid="files-demo">
              {t("Files.DemoDisabled")}
            </Alert>
          )}
          <FilesDropZone onFiles={uploads.add} disabled={demo} />
          <UploadList items={uploads.items} onClear={uploads.clearFinished} />
        </div>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>{t("Files.Count", { count: docs.data?.length ?? 0 })}</Text>
          {toggle}
        </Group>
        {docs.isPending ? (
          <Stack gap="sm" aria-busy="true" data-testid="files-loading">
            <Skeleton height={44} radius="md" />
            <Skeleton height={44} radius="md" />
            <Skeleton height={44} radius="md" />
          </Stack>
        ) : docs.isError ? (
          <Alert color="red" variant="light" role="alert" title={t("Files.LoadError")}>
            <Button variant="white" color="red" size="xs" mt="sm" onClick={() => void docs.refetch()}>
              {t("Common.Retry")}
            </Button>
          </Alert>
        ) : docs.data.length === 0 ? (
          <EmptyState
            title={t("Files.Empty.Title")}
            description={t("Files.Empty.Text")}
            icon={<FolderIcon size={28} />}
            variant="light"
            py="xl"
            data-testid="files-empty"
          />
        ) : view === "table" ? (
          <DocumentTable docs={docs.data} onPreview={setPreview} />
        ) : (
          <DocumentGrid docs={docs.data} onPreview={setPreview} />
        )}
      </Stack>
      <PreviewModal doc={preview} onClose={() => setPreview(null)} />
    </PageWrapper>
  );
}

import type { DocumentDto } from "@jah/shared";
import { Alert, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getAppConfig } from "../../api/app-config.ts";
import { FolderIcon } from "../../ui/app-icons.tsx";
import { EmptyList, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
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
        <QueryStates
          query={docs}
          loading={<ListSkeleton rows={3} testId="files-loading" />}
          error={{ title: t("Files.LoadError") }}
          empty={
            <EmptyList
              icon={<FolderIcon size={28} />}
              title={t("Files.Empty.Title")}
              text={t("Files.Empty.Text")}
              testId="files-empty"
            />
          }
        >
          {(list) =>
            view === "table" ? (
              <DocumentTable docs={list} onPreview={setPreview} />
            ) : (
              <DocumentGrid docs={list} onPreview={setPreview} />
            )
          }
        </QueryStates>
      </Stack>
      <PreviewModal doc={preview} onClose={() => setPreview(null)} />
    </PageWrapper>
  );
}

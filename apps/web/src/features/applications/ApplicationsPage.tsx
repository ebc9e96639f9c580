import { Button, Group, Stack } from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { downloadFile } from "../../api/download.ts";
import {
  BoardIcon,
  BriefcaseIcon,
  DownloadIcon,
  FileTextIcon,
  PlusIcon,
  SendIcon,
} from "../../ui/app-icons.tsx";
import { EmptyList, ListSkeleton, LoadError, LoadMore } from "../../ui/ListStates.tsx";
import { PageActions } from "../../ui/PageActions.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { ExtensionLinkButton } from "../extension/index.ts";
import { PremiumGate } from "../payments/index.ts";
import { ApplicationBoard } from "./ApplicationBoard.tsx";
import { ApplicationDialogsProvider } from "./ApplicationDialogsProvider.tsx";
import { ApplicationFilters, type FilterValues, isFiltered, NO_FILTERS } from "./ApplicationFilters.tsx";
import { ApplicationList } from "./ApplicationList.tsx";
import { EXPORT_PATH } from "./api.ts";
import { useApplicationDialogs } from "./dialogs-context.ts";
import { rowsOf } from "./list-cache.ts";
import { ReportDialog } from "./ReportDialog.tsx";
import type { ListFilters } from "./types.ts";
import { useApplicationList } from "./use-application-list.ts";
import { useViewMode } from "./use-view-mode.ts";

/** /applications: the active applications as a list or a board, with search, filters, export and report. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  return (
    <PremiumGate
      area="applications"
      page={{ title: t("Applications.Title"), subTitle: t("Applications.Subtitle") }}
    >
      <ApplicationDialogsProvider>
        <ApplicationsContent />
      </ApplicationDialogsProvider>
    </PremiumGate>
  );
}

function ApplicationsContent() {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  const [mode, setMode] = useViewMode();
  const [reportOpened, report] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const [filterValues, setFilterValues] = useState<FilterValues>(NO_FILTERS);
  // Typing waits a moment before asking the server; choosing from a list does not.
  const [q] = useDebouncedValue(filterValues.q, 300);
  const [company] = useDebouncedValue(filterValues.company, 300);
  const filters = useMemo<ListFilters>(
    () => ({ q, company, status: filterValues.status, sort: filterValues.sort }),
    [q, company, filterValues.status, filterValues.sort],
  );
  const list = useApplicationList("active", filters);
  const apps = rowsOf(list.data);
  const companies = useMemo(
    () => [...new Set(apps.map((app) => app.hireing_company.trim()).filter(Boolean))].sort(),
    [apps],
  );

  const clearFilters = () => setFilterValues({ ...NO_FILTERS, sort: filterValues.sort });

  const exportCsv = async () => {
    setExporting(true);
    const today = new Date().toISOString().slice(0, 10);
    if ((await downloadFile(EXPORT_PATH, `applications-${today}.csv`)) !== 200) {
      areaToast.error(t("Applications.DownloadFailed"));
    }
    setExporting(false);
  };

  const newButton = (testId: string) => (
    <Button
      leftSection={<PlusIcon size={18} />}
      color="brand.6"
      onClick={() => dialogs.openNew()}
      data-testid={testId}
    >
      {t("Dashboard.NewApplication")}
    </Button>
  );

  return (
    <PageWrapper
      title={t("Applications.Title")}
      subTitle={t("Applications.Subtitle")}
      actions={
        <PageActions
          primary={newButton("new-application")}
          secondary={[
            {
              label: t("Compose.Open"),
              icon: <SendIcon size={18} />,
              onClick: () => dialogs.openCompose(),
              testId: "compose-open",
            },
            {
              label: t("Applications.Export"),
              icon: <DownloadIcon size={18} />,
              onClick: () => void exportCsv(),
              loading: exporting,
              testId: "export-csv",
            },
            {
              label: t("Applications.Report.Button"),
              icon: <FileTextIcon size={18} />,
              onClick: report.open,
              testId: "report-open",
            },
          ]}
        />
      }
    >
      <Stack gap="lg">
        <ApplicationFilters values={filterValues} onChange={setFilterValues} companies={companies} />
        <Group justify="space-between" gap="sm">
          {isFiltered(filterValues) ? (
            <Button variant="subtle" onClick={clearFilters}>
              {t("Applications.Filters.Clear")}
            </Button>
          ) : (
            <span />
          )}
          <Button
            variant={mode === "board" ? "filled" : "default"}
            leftSection={<BoardIcon size={18} />}
            aria-pressed={mode === "board"}
            onClick={() => setMode(mode === "board" ? "list" : "board")}
            data-testid="board-view-toggle"
          >
            {t("Applications.BoardView")}
          </Button>
        </Group>
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : apps.length === 0 ? (
          isFiltered(filters) ? (
            <EmptyList
              icon={<BriefcaseIcon size={28} />}
              title={t("Applications.Empty.FilteredTitle")}
              text={t("Applications.Empty.FilteredText")}
              action={
                <Button
                  variant="default"
                  onClick={() => setFilterValues({ ...NO_FILTERS, sort: filterValues.sort })}
                >
                  {t("Applications.Filters.Clear")}
                </Button>
              }
            />
          ) : (
            <EmptyList
              icon={<BriefcaseIcon size={28} />}
              title={t("Applications.Empty.Title")}
              text={t("Applications.Empty.Text")}
              action={
                <>
                  {newButton("empty-new-application")}
                  <ExtensionLinkButton />
                </>
              }
            />
          )
        ) : mode === "board" ? (
          <ApplicationBoard apps={apps} />
        ) : (
          <ApplicationList apps={apps} />
        )}
        <LoadMore
          visible={Boolean(list.hasNextPage) && !list.isError}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      </Stack>
      <ReportDialog opened={reportOpened} onClose={report.close} />
    </PageWrapper>
  );
}

import { Button, Group, Radio, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BriefcaseIcon, PlusIcon, SearchIcon } from "../../ui/app-icons.tsx";
import { EmptyList, ListSkeleton, LoadError, LoadMore } from "../../ui/ListStates.tsx";
import { DaysBadge } from "./AgeDate.tsx";
import { applicationKeys } from "./api.ts";
import { rowsOf } from "./list-cache.ts";
import type { Application } from "./types.ts";
import { useApplicationList } from "./use-application-list.ts";

/** The compose wizard's step 0: the job to apply for, among the todo applications, with a search. */
export function ComposeJobStep({
  selectedId,
  onSelect,
  onCreate,
}: {
  selectedId: number | null;
  onSelect: (app: Application) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  // Jobs added elsewhere since the list was last loaded (another tab, the browser extension) belong here.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.list("todo") });
  }, [queryClient]);
  const [q] = useDebouncedValue(search, 300);
  const list = useApplicationList("todo", q.trim() ? { q } : {});
  const apps = rowsOf(list.data);

  let content: ReactNode;
  if (list.isPending) content = <ListSkeleton rows={3} />;
  else if (list.isError) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (apps.length === 0) {
    content = q.trim() ? (
      <EmptyList
        icon={<BriefcaseIcon size={28} />}
        title={t("Compose.Job.NoMatchTitle")}
        text={t("Compose.Job.NoMatchText")}
      />
    ) : (
      <EmptyList
        icon={<BriefcaseIcon size={28} />}
        title={t("Compose.Job.EmptyTitle")}
        text={t("Compose.Job.EmptyText")}
        action={
          <Button
            leftSection={<PlusIcon size={18} />}
            onClick={onCreate}
            data-testid="compose-new-application"
          >
            {t("Dashboard.NewApplication")}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Radio.Group
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => {
          const app = apps.find((item) => String(item.id) === value);
          if (app) onSelect(app);
        }}
        label={t("Compose.Job.Label")}
        data-testid="compose-jobs"
      >
        <ScrollArea.Autosize mah={360} mt="xs" type="auto">
          <Stack gap="xs">
            {apps.map((app) => (
              <Radio.Card
                key={app.id}
                value={String(app.id)}
                radius="md"
                p="sm"
                data-testid={`compose-job-${app.id}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {app.job_title}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                      {[app.hireing_company, app.location].filter(Boolean).join(" · ")}
                    </Text>
                  </div>
                  <DaysBadge date={app.date} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        label={t("Compose.Job.Search")}
        placeholder={t("Compose.Job.SearchPlaceholder")}
        leftSection={<SearchIcon size={16} />}
        data-testid="compose-job-search"
      />
      {content}
      <LoadMore
        visible={Boolean(list.hasNextPage) && !list.isError}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}

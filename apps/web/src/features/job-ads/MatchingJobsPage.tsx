import { FIT_COLOUR, type MatchingJobs } from "@jah/shared";
import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Pagination,
  Paper,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { toast } from "react-toastify/unstyled";
import { ApiError } from "../../api/errors.ts";
import { FilterIcon, SearchIcon } from "../../ui/app-icons.tsx";
import { EmptyList, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { FitReasons } from "../fit/index.ts";
import { PremiumGate } from "../payments/index.ts";
import { fetchProfile, profileKeys } from "../profiles/index.ts";
import { dismissJob, fetchMatchingJobs, type JobFilters, jobKeys, PAGE_SIZE, trackJob } from "./api.ts";
import { JobAlertSetting } from "./JobAlertSetting.tsx";

const MIN_SCORES = ["0", "50", "70", "85"];
const RADII = ["10", "25", "50", "100", "200"];

/** /profile/jobs/:id: the collected job ads that fit one profile best, each with why, to track or hide. */
export function MatchingJobsPage() {
  const profileId = Number(useParams().id);
  const { t } = useTranslation();
  if (!Number.isInteger(profileId) || profileId <= 0) return <NotFoundPage />;
  return (
    <PremiumGate area="jobs" page={{ title: t("Jobs.Title"), subTitle: t("Jobs.Subtitle") }}>
      <MatchingJobsView key={profileId} profileId={profileId} />
    </PremiumGate>
  );
}

function MatchingJobsView({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<JobFilters>({
    minScore: 0,
    remote: false,
    location: "",
    radius: 50,
  });
  // Typing a place asks the server once the user pauses, not on every key.
  const [debounced] = useDebouncedValue(filters, 400);
  // An alert mail links each ad here as ?ad={id}: that ad is marked and scrolled to.
  const marked = Number(useSearchParams()[0].get("ad")) || null;
  const profile = useQuery({
    queryKey: profileKeys.detail(profileId),
    queryFn: () => fetchProfile(profileId),
  });
  const jobs = useQuery({
    queryKey: jobKeys.list(profileId, page, debounced),
    queryFn: ({ signal }) => fetchMatchingJobs(profileId, page, debounced, signal),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<JobFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };

  if (jobs.error instanceof ApiError && jobs.error.status === 404) return <NotFoundPage />;
  const title = profile.data?.profiletitle || profile.data?.title || "";
  return (
    <PageWrapper
      title={t("Jobs.Title")}
      subTitle={title ? t("Jobs.SubtitleFor", { title }) : t("Jobs.Subtitle")}
    >
      <Stack gap="md">
        <JobAlertSetting profileId={profileId} unavailable={jobs.data?.sources_configured === false} />
        <Filters filters={filters} onChange={change} />
        <QueryStates
          query={jobs}
          loading={<ListSkeleton rows={2} height={120} testId="jobs-loading" />}
          error={{ text: t("Jobs.LoadError"), testId: "jobs-error" }}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <NoJobs
              filtered={filters.minScore > 0 || filters.remote || filters.location.trim() !== ""}
              noSources={jobs.data?.sources_configured === false}
            />
          }
        >
          {(data) => <Results data={data} page={page} onPage={setPage} marked={marked} />}
        </QueryStates>
      </Stack>
    </PageWrapper>
  );
}

function Filters({ filters, onChange }: { filters: JobFilters; onChange: (f: Partial<JobFilters>) => void }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t("Jobs.Filters.MinScore")}
        data={MIN_SCORES.map((v) => ({ value: v, label: v === "0" ? t("Jobs.Filters.Any") : `≥ ${v} %` }))}
        value={String(filters.minScore)}
        onChange={(v) => onChange({ minScore: Number(v ?? 0) })}
        allowDeselect={false}
        w={140}
        data-testid="jobs-min-score"
      />
      <TextInput
        label={t("Jobs.Filters.Place")}
        placeholder={t("Jobs.Filters.PlaceHint")}
        value={filters.location}
        onChange={(e) => onChange({ location: e.currentTarget.value })}
        w={200}
        data-testid="jobs-place"
      />
      <Select
        label={t("Jobs.Filters.Radius")}
        data={RADII.map((v) => ({ value: v, label: `${v} km` }))}
        value={String(filters.radius)}
        onChange={(v) => onChange({ radius: Number(v ?? 50) })}
        allowDeselect={false}
        disabled={!filters.location.trim()}
        w={110}
      />
      <Switch
        label={t("Jobs.Filters.Remote")}
        checked={filters.remote}
        onChange={(e) => onChange({ remote: e.currentTarget.checked })}
        mb={8}
        data-testid="jobs-remote"
      />
    </Group>
  );
}

function NoJobs({ filtered, noSources }: { filtered: boolean; noSources: boolean }) {
  const { t } = useTranslation();
  // Without a job source no run will ever bring ads: say so instead of promising the next one.
  if (noSources)
    return (
      <EmptyList
        icon={<SearchIcon size={28} />}
        title={t("Jobs.Empty.NoSourcesTitle")}
        text={t("Jobs.Empty.NoSourcesText")}
        testId="jobs-empty"
      />
    );
  return (
    <EmptyList
      icon={filtered ? <FilterIcon size={28} /> : <SearchIcon size={28} />}
      title={filtered ? t("Jobs.Empty.FilteredTitle") : t("Jobs.Empty.Title")}
      text={filtered ? t("Jobs.Empty.FilteredText") : t("Jobs.Empty.Text")}
      testId="jobs-empty"
    />
  );
}

function Results({
  data,
  page,
  onPage,
  marked,
}: {
  data: MatchingJobs;
  page: number;
  onPage: (page: number) => void;
  marked: number | null;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" data-testid="jobs-total">
        {t("Jobs.Total", { count: data.total })}
      </Text>
      {data.items.map((item) => (
        <JobCard key={item.ad.id} item={item} marked={item.ad.id === marked} />
      ))}
      {pages > 1 && <Pagination value={page} onChange={onPage} total={pages} mt="sm" />}
    </Stack>
  );
}

function JobCard({ item, marked }: { item: MatchingJobs["items"][number]; marked: boolean }) {
  const { t, i18n } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // happy-dom and old browsers may lack scrollIntoView; the mark still shows.
    if (marked) card.current?.scrollIntoView?.({ block: "center" });
  }, [marked]);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<"track" | "dismiss" | null>(null);
  const { ad, fit } = item;
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });

  const track = async () => {
    setBusy("track");
    const res = await trackJob(ad.id).catch(() => null);
    setBusy(null);
    if (res?.ok) {
      toast.success(t("Jobs.Tracked"));
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ["applications"] })]);
      // 402: tracking needs the applications area; the upgrade prompt tells, not an error toast.
    } else if (res?.status !== 402) toast.error(t("Jobs.TrackFailed"));
  };
  const dismiss = async (dismissed: boolean) => {
    setBusy("dismiss");
    const res = await dismissJob(ad.id, dismissed).catch(() => null);
    setBusy(null);
    if (!res?.ok) {
      toast.error(t("Jobs.DismissFailed"));
      return;
    }
    await refresh();
    if (dismissed)
      toast.info(
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t("Jobs.Dismissed")}</Text>
          <Button size="compact-xs" variant="light" onClick={() => dismiss(false)}>
            {t("Jobs.Undo")}
          </Button>
        </Group>,
      );
  };

  const seen = new Date(ad.posted_at ?? ad.first_seen).toLocaleDateString(i18n.language);
  const meta = [ad.company, ad.location, ad.source, seen].filter(Boolean).join(" · ");
  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      data-testid={`job-${ad.id}`}
      data-marked={marked || undefined}
      style={marked ? { borderColor: "var(--mantine-color-blue-7)", borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h5">
              {ad.title}
            </Title>
            <Text size="sm" c="gray.7">
              {meta}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            {ad.remote && <Badge variant="light">{t("Jobs.Remote")}</Badge>}
            {ad.employment === "freelance" && <Badge variant="light">{t("Jobs.Freelance")}</Badge>}
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={fit.score}
            color={FIT_COLOUR}
            size="md"
            radius="xl"
            style={{ flex: 1 }}
            aria-label={t("Profile.Card.Fit", { value: fit.score })}
          />
          <Text size="sm" fw={600} data-testid="job-score">
            {fit.score} %
          </Text>
        </Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-testid="job-why"
        >
          {open ? t("Jobs.HideWhy") : t("Fit.Why")}
        </Anchor>
        <Collapse expanded={open}>
          <FitReasons fit={fit} />
        </Collapse>
        <Group gap="xs" mt={4}>
          {ad.tracked_application_id ? (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to="/applications"
              data-testid="job-open-application"
            >
              {t("Jobs.OpenApplication")}
            </Button>
          ) : (
            <Button size="xs" onClick={track} loading={busy === "track"} data-testid="job-track">
              {t("Jobs.Track")}
            </Button>
          )}
          {/^https?:\/\//i.test(ad.url) && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={ad.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("Jobs.OpenAd")}
            </Button>
          )}
          {!ad.tracked_application_id && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => dismiss(true)}
              loading={busy === "dismiss"}
              data-testid="job-dismiss"
            >
              {t("Jobs.Dismiss")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

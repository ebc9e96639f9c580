import type { Insights } from "@jah/shared";
import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChartIcon } from "../../ui/app-icons.tsx";
import { EmptyList, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { PremiumGate } from "../payments/index.ts";
import { fetchInsights, insightsKeys } from "./api.ts";
import { FunnelCard, GroupCard, RepliesCard, WeeklyCard } from "./charts.tsx";
import { useFormat } from "./format.ts";
import { PeriodPicker } from "./PeriodPicker.tsx";
import { isValidPeriod, lastDays, PERIOD_PRESETS, type Period, type PeriodPreset } from "./period.ts";

/** /insights: how the applications sent in a period went, as charts with their numbers as tables. */
export function InsightsPage() {
  const { t } = useTranslation();
  return (
    <PremiumGate area="applications" page={{ title: t("Insights.Title"), subTitle: t("Insights.Subtitle") }}>
      <InsightsContent />
    </PremiumGate>
  );
}

function InsightsContent() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<PeriodPreset>("months3");
  const [period, setPeriod] = useState<Period>(() => lastDays(PERIOD_PRESETS.months3));
  const valid = isValidPeriod(period);
  const query = useQuery({
    queryKey: insightsKeys.period(period.from, period.to),
    queryFn: ({ signal }) => fetchInsights(period.from, period.to, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  const choosePreset = (next: PeriodPreset) => {
    setPreset(next);
    if (next !== "custom") setPeriod(lastDays(PERIOD_PRESETS[next]));
  };

  return (
    <PageWrapper title={t("Insights.Title")} subTitle={t("Insights.Subtitle")}>
      <Stack gap="lg">
        <PeriodPicker preset={preset} period={period} onPreset={choosePreset} onPeriod={setPeriod} />
        <QueryStates
          query={query}
          loading={<ListSkeleton rows={1} height={240} testId="insights-loading" />}
          error={{ text: t("Insights.LoadError"), testId: "insights-error" }}
          isEmpty={(data) => data.totals.applied === 0}
          empty={<NothingSent />}
        >
          {(data) => <Charts insights={data} />}
        </QueryStates>
      </Stack>
    </PageWrapper>
  );
}

/** What the page will show once applications have been sent in the period. */
function NothingSent() {
  const { t } = useTranslation();
  return (
    <EmptyList
      icon={<ChartIcon size={28} />}
      title={t("Insights.Empty.Title")}
      text={
        <>
          {t("Insights.Empty.Text")} {t("Insights.Empty.How")}
        </>
      }
      action={
        <Button component={Link} to="/applications" variant="default">
          {t("Insights.Empty.Link")}
        </Button>
      }
      testId="insights-empty"
    />
  );
}

function Charts({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { totals } = insights;
  const figures = [
    { key: "sent", label: t("Insights.Columns.Sent"), value: f.number(totals.applied) },
    {
      key: "answer-rate",
      label: t("Insights.Columns.AnswerRate"),
      value: f.percent(totals.answered, totals.applied),
    },
    {
      key: "appointment-rate",
      label: t("Insights.Columns.AppointmentRate"),
      value: f.percent(totals.appointment, totals.applied),
    },
    { key: "median-days", label: t("Insights.Columns.MedianDays"), value: f.days(totals.median_days) },
  ];
  return (
    <Stack gap="lg" data-testid="insights-charts">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {figures.map(({ key, label, value }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="gray.7" fw={600}>
              {label}
            </Text>
            <Text fz={28} fw={700} lh={1.2} data-testid={`insights-figure-${key}`}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <WeeklyCard weeks={insights.weeks} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FunnelCard totals={totals} />
        <RepliesCard totals={totals} />
      </SimpleGrid>
      <GroupCard
        kind="Page"
        groups={insights.by_page.map((g) => ({
          ...g,
          key: g.page,
          label: g.page || t("Insights.ByPage.None"),
        }))}
      />
      <GroupCard
        kind="Profile"
        groups={insights.by_profile.map((g) => ({
          ...g,
          key: String(g.profile_id ?? "none"),
          label:
            g.profile_id === null
              ? t("Insights.ByProfile.None")
              : g.profile || t("Insights.ByProfile.Untitled"),
        }))}
      />
    </Stack>
  );
}

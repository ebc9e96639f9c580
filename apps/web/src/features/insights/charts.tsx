import "@mantine/charts/styles.layer.css";
import type { Insights, InsightsCounts } from "@jah/shared";
import { BarChart, DonutChart, FunnelChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { ChartCard } from "./ChartCard.tsx";
import { useFormat } from "./format.ts";

const COLOURS = { sent: "blue.6", answered: "teal.6", noreply: "red.6", waiting: "gray.5" } as const;

/** Sent applications that neither got an answer nor were marked as no reply. */
const waiting = (c: InsightsCounts) => c.applied - c.answered - c.noreply;

/** Applications sent per week. */
export function WeeklyCard({ weeks }: { weeks: Insights["weeks"] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const label = t("Insights.Weekly.Series");
  return (
    <ChartCard
      testId="insights-weekly"
      title={t("Insights.Weekly.Title")}
      description={t("Insights.Weekly.Description")}
      chart={
        <BarChart
          h={240}
          data={weeks.map((w) => ({ week: f.week(w.week), applications: w.applications }))}
          dataKey="week"
          series={[{ name: "applications", label, color: COLOURS.sent }]}
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
          accessibilityLayer={false}
        />
      }
      table={{
        head: [t("Insights.Weekly.Week"), label],
        rows: weeks.map((w) => ({ key: w.week, cells: [f.date(w.week), f.number(w.applications)] })),
      }}
    />
  );
}

/** From sent to appointment to offer, with the share that made each step. */
export function FunnelCard({ totals }: { totals: InsightsCounts }) {
  const { t } = useTranslation();
  const f = useFormat();
  const stages = [
    { key: "applied", value: totals.applied, previous: totals.applied, color: "blue.7" },
    { key: "appointment", value: totals.appointment, previous: totals.applied, color: "indigo.6" },
    { key: "accepted", value: totals.accepted, previous: totals.appointment, color: "teal.7" },
  ] as const;
  return (
    <ChartCard
      testId="insights-funnel"
      title={t("Insights.Funnel.Title")}
      description={t("Insights.Funnel.Description")}
      chart={
        <FunnelChart
          size={220}
          mx="auto"
          withLabels
          labelsPosition="right"
          data={stages.map((s) => ({ name: t(`Insights.Funnel.${s.key}`), value: s.value, color: s.color }))}
          accessibilityLayer={false}
        />
      }
      table={{
        head: [
          t("Insights.Funnel.Stage"),
          t("Insights.Applications"),
          t("Insights.Funnel.FromPrevious"),
          t("Insights.Funnel.FromSent"),
        ],
        rows: stages.map((s) => ({
          key: s.key,
          cells: [
            t(`Insights.Funnel.${s.key}`),
            f.number(s.value),
            s.key === "applied" ? "–" : f.percent(s.value, s.previous),
            f.percent(s.value, totals.applied),
          ],
        })),
      }}
    />
  );
}

/** Answers against no replies and applications still waiting. */
export function RepliesCard({ totals }: { totals: InsightsCounts }) {
  const { t } = useTranslation();
  const f = useFormat();
  const parts = [
    { key: "answered", value: totals.answered },
    { key: "noreply", value: totals.noreply },
    { key: "waiting", value: waiting(totals) },
  ] as const;
  return (
    <ChartCard
      testId="insights-replies"
      title={t("Insights.Replies.Title")}
      description={t("Insights.Replies.Description")}
      chart={
        <DonutChart
          mx="auto"
          size={180}
          thickness={28}
          withLabelsLine={false}
          pieProps={{ rootTabIndex: -1 }}
          chartLabel={f.percent(totals.answered, totals.applied)}
          data={parts.map((p) => ({
            name: t(`Insights.Replies.${p.key}`),
            value: p.value,
            color: COLOURS[p.key],
          }))}
          accessibilityLayer={false}
        />
      }
      table={{
        head: [t("Insights.Replies.Outcome"), t("Insights.Applications"), t("Insights.Share")],
        rows: parts.map((p) => ({
          key: p.key,
          cells: [t(`Insights.Replies.${p.key}`), f.number(p.value), f.percent(p.value, totals.applied)],
        })),
      }}
    />
  );
}

type Group = InsightsCounts & { key: string; label: string };

/** The same counts split by source page or by profile: stacked outcomes per group. */
export function GroupCard({ groups, kind }: { groups: Group[]; kind: "Page" | "Profile" }) {
  const { t } = useTranslation();
  const f = useFormat();
  const series = (["answered", "noreply", "waiting"] as const).map((key) => ({
    name: key,
    label: t(`Insights.Replies.${key}`),
    color: COLOURS[key],
  }));
  return (
    <ChartCard
      testId={`insights-by-${kind.toLowerCase()}`}
      title={t(`Insights.By${kind}.Title`)}
      description={t(`Insights.By${kind}.Description`)}
      chart={
        <BarChart
          h={Math.max(160, 48 * groups.length + 60)}
          orientation="vertical"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: "bottom" }}
          data={groups.map((g) => ({
            label: g.label,
            answered: g.answered,
            noreply: g.noreply,
            waiting: waiting(g),
          }))}
          dataKey="label"
          yAxisProps={{ width: 120 }}
          xAxisProps={{ allowDecimals: false }}
          series={series}
          accessibilityLayer={false}
        />
      }
      table={{
        head: [
          t(`Insights.By${kind}.Group`),
          t("Insights.Columns.Sent"),
          t("Insights.Columns.AnswerRate"),
          t("Insights.Columns.Appointments"),
          t("Insights.Columns.Accepted"),
          t("Insights.Columns.MedianDays"),
        ],
        rows: groups.map((g) => ({
          key: g.key,
          cells: [
            g.label,
            f.number(g.applied),
            f.percent(g.answered, g.applied),
            f.number(g.appointment),
            f.number(g.accepted),
            f.days(g.median_days),
          ],
        })),
      }}
    />
  );
}

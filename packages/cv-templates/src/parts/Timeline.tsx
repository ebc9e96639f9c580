// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { CvEducation, CvJob } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";
import { Bullets } from "./Lists.tsx";
import { BreakAnchor } from "./Section.tsx";

type Layout = "stacked" | "dateColumn";
const DATE_COLUMN = 78;

/**
 * One position. Its head (position, company, dates) never splits across pages and keeps a few
 * lines of the tasks with it; the tasks themselves may flow on.
 */
export function JobEntry({
  job,
  t,
  p,
  layout = "stacked",
}: {
  job: CvJob;
  t: Theme;
  p: Palette;
  layout?: Layout;
}) {
  const meta = [job.company, job.business].filter(Boolean).join(" · ");
  const head = (
    <EntryHead title={job.position} dates={job.dates} layout={layout} presence={28} t={t} p={p}>
      <Text style={{ fontSize: t.size.body, color: p.accent, fontWeight: 600, marginTop: 1 }}>
        {meta}
        {job.positionType ? (
          <Text style={{ color: p.muted, fontWeight: 400 }}>{`  ·  ${job.positionType}`}</Text>
        ) : null}
      </Text>
    </EntryHead>
  );
  return (
    <Entry head={head} layout={layout} t={t}>
      {job.description ? (
        <Text style={{ marginTop: t.space.s, color: p.text }}>{job.description}</Text>
      ) : null}
      {job.tasks.length ? <Bullets items={job.tasks} t={t} p={p} style={{ marginTop: t.space.s }} /> : null}
    </Entry>
  );
}

export function EducationEntry({
  entry,
  t,
  p,
  layout = "stacked",
}: {
  entry: CvEducation;
  t: Theme;
  p: Palette;
  layout?: Layout;
}) {
  const head = (
    <EntryHead title={entry.subject} dates={entry.dates} layout={layout} presence={14} t={t} p={p}>
      <Text style={{ color: p.accent, fontWeight: 600, marginTop: 1 }}>{entry.name}</Text>
    </EntryHead>
  );
  return (
    <Entry head={head} layout={layout} t={t}>
      {entry.description ? (
        <Text style={{ marginTop: t.space.s, color: p.text }}>{entry.description}</Text>
      ) : null}
    </Entry>
  );
}

/**
 * Head and body are siblings in one column: react-pdf only honours `minPresenceAhead` against
 * siblings, and only when the element is not the first child of its parent's page part.
 */
function Entry({
  head,
  layout,
  t,
  children,
}: {
  head: ReactNode;
  layout: Layout;
  t: Theme;
  children: ReactNode;
}) {
  return (
    <View style={{ paddingBottom: t.space.l }}>
      <BreakAnchor />
      {head}
      <View style={{ marginLeft: layout === "dateColumn" ? DATE_COLUMN : 0 }}>{children}</View>
    </View>
  );
}

/** Title, the line below it and the dates: kept together, and kept with a few lines of what follows. */
function EntryHead({
  title,
  dates,
  layout,
  presence,
  t,
  p,
  children,
}: {
  title: string;
  dates: string;
  layout: Layout;
  presence: number;
  t: Theme;
  p: Palette;
  children: ReactNode;
}) {
  const titleText = (
    <Text
      style={{
        // Growing only beside the dates; in a column, flex 1 would collapse its height.
        flex: layout === "stacked" ? 1 : undefined,
        fontFamily: t.font.heading,
        fontWeight: 700,
        fontSize: t.size.h3,
        lineHeight: 1.25,
        color: p.text,
      }}
    >
      {title}
    </Text>
  );
  const dateText = (
    <Text
      style={
        layout === "dateColumn"
          ? { width: DATE_COLUMN, paddingTop: 2, fontSize: t.size.small, color: p.muted }
          : { marginLeft: t.space.m, paddingTop: 2, fontSize: t.size.small, color: p.muted }
      }
    >
      {dates}
    </Text>
  );
  if (layout === "dateColumn") {
    return (
      <View wrap={false} minPresenceAhead={presence} style={{ flexDirection: "row" }}>
        {dateText}
        <View style={{ flex: 1 }}>
          {titleText}
          {children}
        </View>
      </View>
    );
  }
  return (
    <View wrap={false} minPresenceAhead={presence}>
      <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" }}>
        {titleText}
        {dateText}
      </View>
      {children}
    </View>
  );
}

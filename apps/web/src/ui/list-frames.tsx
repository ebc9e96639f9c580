import { Group, type GroupProps, List, Paper, Stack, Timeline, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * How entries are laid out: a timeline (education, work), plain rows (skills, links), bordered
 * cards (notes, appointments) or a bullet list (a job's tasks).
 */
export type ListLayout = "timeline" | "rows" | "cards" | "bullets";

/** How the summary and the icons share an entry's row in each layout. */
const ROW: Record<ListLayout, GroupProps> = {
  timeline: { justify: "space-between", align: "flex-start" },
  rows: { justify: "space-between" },
  cards: { justify: "space-between", align: "flex-start", gap: "sm" },
  bullets: { gap: "xs" },
};

/** An entry's summary and its icons in one row, with anything `below` it. */
export function EntryRow({
  layout,
  testId,
  below,
  actions,
  children,
}: {
  layout: ListLayout;
  testId?: string;
  below?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const row = (
    <Group {...ROW[layout]} wrap="nowrap" data-testid={testId}>
      {children}
      {actions}
    </Group>
  );
  if (below === undefined) return row;
  return (
    <Stack gap="xs">
      {row}
      {below}
    </Stack>
  );
}

/** The element around one entry; an entry being edited keeps its test id only on the timeline. */
export function EntryFrame({
  layout,
  testId,
  editing,
  children,
}: {
  layout: ListLayout;
  testId: string;
  editing: boolean;
  children: ReactNode;
}) {
  const shownTestId = editing ? undefined : testId;
  switch (layout) {
    case "timeline":
      return <Timeline.Item data-testid={testId}>{children}</Timeline.Item>;
    case "cards":
      return (
        <Paper component="li" withBorder p="sm" radius="md" data-testid={shownTestId}>
          {children}
        </Paper>
      );
    case "bullets":
      return (
        <List.Item data-testid={shownTestId} icon={editing ? <span /> : undefined}>
          {children}
        </List.Item>
      );
    case "rows":
      return children;
  }
}

/** The element around all entries of a layout. */
export function listFrame(layout: ListLayout, testId: string, children: ReactNode) {
  switch (layout) {
    case "timeline":
      return (
        <Timeline bulletSize={14} lineWidth={2} color="navy" data-testid={`${testId}-timeline`}>
          {children}
        </Timeline>
      );
    case "cards":
      return (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {children}
        </Stack>
      );
    case "bullets":
      return (
        <List size="sm" spacing={4}>
          {children}
        </List>
      );
    case "rows":
      return <Stack gap="sm">{children}</Stack>;
  }
}

/** Consecutive entries with the same key as one section under that key. */
export function groups<T>(
  items: T[],
  keyOf: (item: T) => string,
  testId: string,
  entry: (item: T) => ReactNode,
) {
  const sections: Array<{ key: string; items: T[] }> = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = sections.at(-1);
    if (last?.key === key) last.items.push(item);
    else sections.push({ key, items: [item] });
  }
  return sections.map((section) => (
    <section key={section.key} data-testid={`${testId}-group-${section.key}`}>
      <Title order={3} size="h5" mb="xs">
        {section.key}
      </Title>
      <Stack gap={6}>{section.items.map(entry)}</Stack>
    </section>
  ));
}

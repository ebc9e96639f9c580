import { Alert, Button, Center, EmptyState, Group, Loader, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/*
 * The states of anything loaded from the server: placeholders while it loads, an error with a way to
 * try again, the empty list and 'load more'. Each page names them in its own words and with its own
 * icon; only the words every list shares come from Common.
 */

/** Grey placeholder rows while a list or a record loads (one tall row stands in for a form or a card). */
export function ListSkeleton({
  rows = 4,
  height = 44,
  maw,
  testId = "list-loading",
}: {
  rows?: number;
  height?: number;
  maw?: number;
  testId?: string;
}) {
  return (
    <Stack gap="sm" maw={maw} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A spinner with what is loading, for a page whose shape is not known before it arrives (an article). */
export function Loading({ label }: { label: string }) {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader color="navy" />
      <Text c="dimmed">{label}</Text>
    </Stack>
  );
}

export interface LoadErrorProps {
  /** The first, bold line. With neither title nor text the generic Common.LoadError words stand. */
  title?: string;
  text?: ReactNode;
  /** The retry button's label (Common.Retry unless given). */
  retryLabel?: string;
  onRetry: () => unknown;
  /** Further buttons beside the retry, e.g. a way back. */
  actions?: ReactNode;
  maw?: number;
  testId?: string;
}

/** Something that could not load, with a way to try again. */
export function LoadError({ title, text, retryLabel, onRetry, actions, maw, testId }: LoadErrorProps) {
  const { t } = useTranslation();
  const generic = title === undefined && text === undefined;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      maw={maw}
      data-testid={testId}
      title={generic ? t("Common.LoadError.Title") : title}
    >
      {generic ? t("Common.LoadError.Text") : text}
      <Group gap="xs" mt="sm">
        <Button variant="white" color="red" size="xs" onClick={() => void onRetry()}>
          {retryLabel ?? t("Common.Retry")}
        </Button>
        {actions}
      </Group>
    </Alert>
  );
}

/** An empty list as a page's main content: its icon, what it would hold, and the next step. */
export function EmptyList({
  icon,
  title,
  text,
  action,
  testId = "list-empty",
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <EmptyState title={title} description={text} icon={icon} variant="light" py="xl" data-testid={testId}>
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** An empty list inside a section or a form: one quiet line. */
export function EmptyNote({ text, testId }: { text: string; testId?: string }) {
  return (
    <Text size="sm" c="gray.7" data-testid={testId}>
      {text}
    </Text>
  );
}

/** 'Load more' under a list while the server has more pages. */
export function LoadMore({
  label,
  visible,
  loading,
  onClick,
}: {
  /** The button's label (Common.LoadMore unless given). */
  label?: string;
  visible: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Center mt="md">
      <Button variant="default" onClick={onClick} loading={loading} data-testid="load-more">
        {label ?? t("Common.LoadMore")}
      </Button>
    </Center>
  );
}

/** The part of a TanStack query whose states QueryStates shows. */
export interface StatefulQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's data, or the state it is in: the error (with retry) when it failed, `loading` until data
 * arrives, `empty` when there is nothing (an empty array unless `isEmpty` says otherwise).
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = isEmptyList,
  children,
}: {
  query: StatefulQuery<T>;
  /** Stands in while the data loads (four grey rows unless given). */
  loading?: ReactNode;
  /** The failure in the page's words (the generic words unless given). */
  error?: Omit<LoadErrorProps, "onRetry">;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError {...error} onRetry={query.refetch} />;
  if (query.data === undefined) return loading ?? <ListSkeleton />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}

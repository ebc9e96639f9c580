import { Alert, Button, Center, EmptyState, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BriefcaseIcon } from "./app-icons.tsx";

/** Grey placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="list-loading">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <Skeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not load, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t("Applications.LoadError.Title")}>
      {t("Applications.LoadError.Text")}
      <div>
        <Button variant="white" color="red" size="xs" mt="sm" onClick={onRetry}>
          {t("Common.Retry")}
        </Button>
      </div>
    </Alert>
  );
}

/** An empty list: what it would hold, and the next step (a call to action). */
export function EmptyList({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <EmptyState
      title={title}
      description={text}
      icon={<BriefcaseIcon size={28} />}
      variant="light"
      py="xl"
      data-testid="list-empty"
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** 'Load more' under a list while the server has more pages. */
export function LoadMore({
  visible,
  loading,
  onClick,
}: {
  visible: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Center mt="md">
      <Button variant="default" onClick={onClick} loading={loading} data-testid="load-more">
        {t("Applications.LoadMore")}
      </Button>
    </Center>
  );
}

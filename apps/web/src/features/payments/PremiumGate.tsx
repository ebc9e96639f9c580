import type { PremiumArea } from "@jah/shared";
import { Loader, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { usePremiumAccess } from "./api.ts";
import { PremiumNotice } from "./PremiumNotice.tsx";

/** The premium notice in place of content: why, the pricing table and the free-year request. */
export function PremiumPanel({ testId = "premium-panel" }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Title order={2} size="h4">
        {t("Upgrade.Title")}
      </Title>
      <Text mt="xs">{t("Upgrade.Text")}</Text>
      <Text size="sm" c="dimmed" mt="xs" mb="lg">
        {t("Upgrade.FreeYear")}
      </Text>
      <PremiumNotice />
    </Paper>
  );
}

type GateProps = {
  area: PremiumArea;
  /** A whole page: its title stays and the notice fills the content card. Without it: in place. */
  page?: { title: string; subTitle?: ReactNode };
  children: ReactNode;
};

/**
 * The unpaid path, one way everywhere (issue 25): asks the entitlement of the area once
 * (ispayeduser?area=) and shows the premium notice instead of the children, so nothing of the area
 * is requested (no 402, no error box, no prompt to dismiss). With payments off the children show at once.
 */
export function PremiumGate({ area, page, children }: GateProps) {
  const { t } = useTranslation();
  const access = usePremiumAccess(area);
  if (access.paid && !access.loading) return children;
  const inner = access.loading ? (
    <Loader color="navy" aria-label={t("Premium.Checking")} data-testid="premium-checking" />
  ) : (
    <PremiumPanel />
  );
  return page ? (
    <PageWrapper title={page.title} subTitle={page.subTitle}>
      {inner}
    </PageWrapper>
  ) : (
    inner
  );
}

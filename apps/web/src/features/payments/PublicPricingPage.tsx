import type { PlanInterval } from "@jah/shared";
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppConfig } from "../../api/use-app-config.ts";
import { useSessionToken } from "../../session/use-session.ts";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { useDocumentMeta } from "../../ui/use-document-meta.ts";
import { NotFoundPage } from "../errors/index.ts";
import { LegalLinks } from "../legal/index.ts";
import { usePublicPricing } from "./api.ts";
import { IntervalControl, PlanCards } from "./PlanCards.tsx";

/**
 * /pricing (/preise): the plans for anyone, with gross prices and the VAT they contain (issue 43).
 * Only where plans are configured; elsewhere the address is "page not found", as the server's status
 * says. Visitors are led to sign-up, signed-in users to the payments tab, where they subscribe.
 */
export function PublicPricingPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const offered = config.data?.pricing === true;
  const pricing = usePublicPricing(offered);
  const signedIn = useSessionToken() !== null;
  const [interval, setInterval] = useState<PlanInterval>("month");
  useDocumentMeta({
    title: `${t("Pricing.Title")} · ${t("App.Name")}`,
    description: t("Pricing.MetaDescription"),
  });

  if (config.isPending || (offered && pricing.isPending)) return <Loader color="navy" m="xl" />;
  const plans = pricing.data?.plans ?? [];
  if (!offered || plans.length === 0) return <NotFoundPage />;

  return (
    <PageWrapper title={t("Pricing.Title")} subTitle={t("Pricing.Subtitle")}>
      <Stack gap="md" data-testid="public-pricing">
        <IntervalControl plans={plans} value={interval} onChange={setInterval} />
        <PlanCards
          plans={plans}
          interval={interval}
          vatRate={pricing.data?.vatRatePercent ?? 19}
          action={(plan) =>
            signedIn ? (
              <Button component={Link} to="/settings/payments" data-testid={`plan-${plan.key}-choose`}>
                {t("Pricing.Choose")}
              </Button>
            ) : (
              <Button component={Link} to="/signup" data-testid={`plan-${plan.key}-choose`}>
                {t("Pricing.SignUp")}
              </Button>
            )
          }
        />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("Pricing.Note")}
          </Text>
          <LegalLinks pages={["agb", "widerruf", "datenschutz"]} testId="pricing-legal" />
        </Stack>
      </Stack>
    </PageWrapper>
  );
}

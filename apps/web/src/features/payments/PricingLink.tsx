import { pricingPath } from "@jah/shared";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppConfig } from "../../api/use-app-config.ts";

/** "Prices" in the public footer, only where plans are configured (issue 43). */
export function PricingLink() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  if (config.data?.pricing !== true) return null;
  return (
    <Anchor
      component={Link}
      to={pricingPath(i18n.resolvedLanguage)}
      size="sm"
      c="dimmed"
      data-testid="pricing-link"
    >
      {t("Pricing.Link")}
    </Anchor>
  );
}

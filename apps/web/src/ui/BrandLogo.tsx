import { BRAND_LOGO_MAX_HEIGHT_PX } from "@jah/shared";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./BrandLogo.module.css";
import logoUrl from "./brand-logo.svg";

/** The brand logo (at most 40 px high) with the product name; always links to /. */
export function BrandLogo({ withName = true }: { withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.link} aria-label={t("App.HomeLink")}>
      <Group gap="xs" wrap="nowrap">
        <img
          src={logoUrl}
          alt=""
          height={BRAND_LOGO_MAX_HEIGHT_PX}
          width={BRAND_LOGO_MAX_HEIGHT_PX}
          className={classes.logo}
        />
        {withName && (
          <Text component="span" fw={700} size="lg" className={classes.name} visibleFrom="xs">
            {t("App.Name")}
          </Text>
        )}
      </Group>
    </Link>
  );
}

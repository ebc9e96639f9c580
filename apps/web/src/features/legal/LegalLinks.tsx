import { LEGAL_PAGES, type LegalPage } from "@jah/shared";
import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LEGAL_TITLE_KEYS } from "./pages.ts";

type LinksProps = {
  /** Which pages; all four by default (the footer). */
  pages?: readonly LegalPage[];
  /** In a form (sign-up, checkout): a new tab, so what was typed stays. */
  newTab?: boolean;
  testId?: string;
};

/** Links to the operator's legal pages (issue 25): in every footer, at sign-up and at checkout. */
export function LegalLinks({ pages = LEGAL_PAGES, newTab = false, testId = "legal-links" }: LinksProps) {
  const { t } = useTranslation();
  return (
    <Group gap="md" component="nav" aria-label={t("Legal.Nav")} data-testid={testId}>
      {pages.map((page) => (
        <Anchor
          key={page}
          component={Link}
          to={`/legal/${page}`}
          size="sm"
          c="gray.7"
          data-testid={`legal-link-${page}`}
          {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
        >
          {t(LEGAL_TITLE_KEYS[page])}
        </Anchor>
      ))}
    </Group>
  );
}

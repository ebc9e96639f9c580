import { LEGAL_PAGES, type LegalPage } from "@jah/shared";
import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppConfig } from "../../api/use-app-config.ts";
import { LEGAL_TITLE_KEYS, LEGAL_UNPUBLISHED_KEYS } from "./pages.ts";

type LinksProps = {
  /** Which pages; all four by default (the footer). */
  pages?: readonly LegalPage[];
  /** In a form (sign-up, checkout): a new tab, so what was typed stays. */
  newTab?: boolean;
  testId?: string;
};

/**
 * Links to the operator's legal pages (issue 25): in every footer, at sign-up and at checkout. A page
 * the operator has not published yet is not linked (it would be empty): a sentence says so plainly
 * (issue 43). Until the installation's answer is in (and on prerendered pages, which are built before
 * anyone knows), both are in the markup with the sentence hidden; static-page-config.ts switches them
 * on a prerendered page, React here.
 */
export function LegalLinks({ pages = LEGAL_PAGES, newTab = false, testId = "legal-links" }: LinksProps) {
  const { t } = useTranslation();
  const published = useAppConfig().data?.legalPages;
  return (
    <Group gap="md" component="nav" aria-label={t("Legal.Nav")} data-testid={testId}>
      {pages.map((page) => {
        const known = published?.[page];
        return [
          known !== false && (
            <Anchor
              key={page}
              component={Link}
              to={`/legal/${page}`}
              size="sm"
              c="gray.7"
              data-testid={`legal-link-${page}`}
              data-legal-page={page}
              data-legal-shown="published"
              {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
            >
              {t(LEGAL_TITLE_KEYS[page])}
            </Anchor>
          ),
          known !== true && (
            <Text
              key={`${page}-unpublished`}
              size="sm"
              c="gray.7"
              hidden={known === undefined}
              data-testid={`legal-unpublished-${page}`}
              data-legal-page={page}
              data-legal-shown="unpublished"
            >
              {t(LEGAL_UNPUBLISHED_KEYS[page])}
            </Text>
          ),
        ];
      })}
    </Group>
  );
}

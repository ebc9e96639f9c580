import { LEGAL_PAGES, type LegalPageDto, type LegalPage as Page } from "@jah/shared";
import { Alert, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { NotFoundPage } from "../errors/index.ts";
import classes from "./LegalPage.module.css";
import { LEGAL_TITLE_KEYS } from "./pages.ts";

/** GET legal/{page}?lang=: null when the operator has not written the page (404). */
async function fetchLegalPage(page: Page, lang: string, signal: AbortSignal): Promise<LegalPageDto | null> {
  // Plain fetch: a public page that needs no session, and a 404 is an answer here, not an error toast.
  const response = await fetch(`/api/legal/${page}?lang=${lang}`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`legal page: ${response.status}`);
  return (await response.json()) as LegalPageDto;
}

/** /legal/:page: the operator's Impressum, privacy policy, terms or withdrawal notice (issue 25). */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const param = useParams().page ?? "";
  const page = (LEGAL_PAGES as readonly string[]).includes(param) ? (param as Page) : null;
  const lang = i18n.language?.startsWith("en") ? "en" : "de";
  const query = useQuery({
    queryKey: ["legal", page, lang],
    queryFn: ({ signal }) => fetchLegalPage(page as Page, lang, signal),
    enabled: page !== null,
  });
  if (!page) return <NotFoundPage />;
  return (
    <PageWrapper title={t(LEGAL_TITLE_KEYS[page])}>
      {query.isPending ? (
        <Loader color="navy" aria-label={t("Legal.Loading")} />
      ) : query.isError || !query.data ? (
        <Alert color="yellow" variant="light" data-testid="legal-missing">
          {t("Legal.Missing")}
        </Alert>
      ) : (
        <article
          className={classes.prose}
          lang={query.data.language}
          data-testid="legal-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the operator's Markdown and sanitises it.
          dangerouslySetInnerHTML={{ __html: query.data.html }}
        />
      )}
    </PageWrapper>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/errors.ts";
import { BriefcaseIcon } from "../../ui/app-icons.tsx";
import { EmptyList, LoadError, Loading } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { PremiumGate } from "../payments/index.ts";
import { ApplicationDialogsProvider } from "./ApplicationDialogsProvider.tsx";
import { ApplicationOverview } from "./ApplicationOverview.tsx";
import { applicationKeys, fetchDetailQuietly } from "./api.ts";
import { BackToList } from "./BackToList.tsx";

/** An id as the address may hold it; anything else names no application. */
const ID = /^\d{1,12}$/;

/**
 * /applications/:id: everything about one application on one page (issue 43). Also the address
 * the browser extension answers after saving a job.
 */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <PremiumGate area="applications" page={{ title: t("Applications.View.Title") }}>
      <ApplicationDialogsProvider>
        <ApplicationLoader key={id} id={id} />
      </ApplicationDialogsProvider>
    </PremiumGate>
  );
}

function ApplicationLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = ID.test(id);
  const detail = useQuery({
    queryKey: applicationKeys.detail(Number(id)),
    queryFn: ({ signal }) => fetchDetailQuietly(Number(id), signal),
    enabled: valid,
  });
  const missing = !valid || (detail.error instanceof ApiError && detail.error.status === 404);

  if (detail.data && !missing) return <ApplicationOverview app={detail.data} />;
  return (
    <PageWrapper title={t("Applications.View.Title")} actions={<BackToList />}>
      {missing ? (
        <EmptyList
          icon={<BriefcaseIcon size={28} />}
          title={t("ApplicationPage.NotFound.Title")}
          text={t("ApplicationPage.NotFound.Text")}
          testId="application-not-found"
          action={<BackToList variant="filled" />}
        />
      ) : detail.isError ? (
        <LoadError text={t("Applications.View.LoadError")} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading label={t("ApplicationPage.Loading")} />
      )}
    </PageWrapper>
  );
}

import { useTranslation } from "react-i18next";
import type { DataColumn } from "../../ui/DataTable.tsx";
import { ApplicationLink } from "./ApplicationLink.tsx";
import { SourceLink } from "./SourceLink.tsx";
import { StatusSelect } from "./StatusSelect.tsx";
import type { Application } from "./types.ts";

/** The columns the application tables (list, archive, dashboard todo) share, in the user's language. */
export function useApplicationColumns() {
  const { t } = useTranslation();
  return {
    title: {
      label: t("Applications.Fields.JobTitle"),
      // The title leads to the application's own page.
      cell: (app) => <ApplicationLink app={app} />,
    },
    company: { label: t("Applications.Fields.Company"), cell: (app) => app.hireing_company },
    link: { label: t("Applications.Fields.Link"), cell: (app) => <SourceLink app={app} /> },
    source: { label: t("Applications.Fields.Source"), cell: (app) => <SourceLink app={app} /> },
    status: { label: t("Applications.Fields.Status"), cell: (app) => <StatusSelect app={app} /> },
  } satisfies Record<string, DataColumn<Application>>;
}

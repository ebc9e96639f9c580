import { DataList, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { statusOf } from "./list-cache.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import type { Application } from "./types.ts";

type Fact = "status" | "job_title" | "company" | "location" | "page" | "link" | "contact" | "dates";

/**
 * An application's fields, read-only, as label and value: the view modal shows all of them, the
 * application page leaves out what its heading and status section already say.
 */
export function ApplicationFacts({ app, omit = [] }: { app: Application; omit?: readonly Fact[] }) {
  const { t, i18n } = useTranslation();
  const salutation = app.recipient_salutation ? t(`Applications.Salutation.${app.recipient_salutation}`) : "";
  const rows: Array<[Fact, string, ReactNode]> = [
    ["status", t("Applications.Fields.Status"), <StatusBadge key="status" status={statusOf(app)} />],
    ["job_title", t("Applications.Fields.JobTitle"), app.job_title],
    ["company", t("Applications.Fields.Company"), app.hireing_company],
    ["location", t("Applications.Fields.Location"), app.location],
    ["page", t("Applications.Fields.Page"), app.page],
    ["link", t("Applications.Fields.Link"), app.link ? <ExternalLink key="link" href={app.link} /> : ""],
    ["contact", t("Applications.Fields.Salutation"), salutation],
    ["contact", t("Applications.Fields.RecipientName"), app.recipient_name],
    ["contact", t("Applications.Fields.MailAddress"), app.mail_address],
    ["dates", t("Applications.Fields.Date"), formatDate(app.date, i18n.language)],
    ["dates", t("Applications.Fields.FollowUp"), formatDate(app.follow_up, i18n.language)],
  ];
  return (
    <DataList withDivider labelWidth="11rem">
      {rows
        .filter(([fact]) => !omit.includes(fact))
        .map(([, label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: "anywhere" }}>
              {value || <Text c="gray.7">–</Text>}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList>
  );
}

/** The job advert's text as the user stored it. */
export function JobDescription({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  // Job adverts come from other sites: shown as text with its line breaks, never as HTML.
  return (
    <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="job-description">
      {text || t("Applications.View.NoDescription")}
    </Text>
  );
}

import { Button, DataList, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";
import { EditIcon } from "../../ui/app-icons.tsx";
import { ApplicationFit } from "./ApplicationFit.tsx";
import { ExternalLink } from "./ExternalLink.tsx";
import { statusOf } from "./list-cache.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import type { Application } from "./types.ts";

/** The basics tab: the application's fields, read-only, and a button to edit them. */
export function BasicsTab({ app, onEdit }: { app: Application; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const salutation = app.recipient_salutation ? t(`Applications.Salutation.${app.recipient_salutation}`) : "";
  const rows: Array<[string, ReactNode]> = [
    [t("Applications.Fields.Status"), <StatusBadge key="status" status={statusOf(app)} />],
    [t("Applications.Fields.JobTitle"), app.job_title],
    [t("Applications.Fields.Company"), app.hireing_company],
    [t("Applications.Fields.Location"), app.location],
    [t("Applications.Fields.Page"), app.page],
    [t("Applications.Fields.Link"), app.link ? <ExternalLink key="link" href={app.link} /> : ""],
    [t("Applications.Fields.Salutation"), salutation],
    [t("Applications.Fields.RecipientName"), app.recipient_name],
    [t("Applications.Fields.MailAddress"), app.mail_address],
    [t("Applications.Fields.Date"), formatDate(app.date, i18n.language)],
    [t("Applications.Fields.FollowUp"), formatDate(app.follow_up, i18n.language)],
  ];

  return (
    <Stack gap="lg">
      <DataList withDivider labelWidth="11rem">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || <Text c="gray.7">–</Text>}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <ApplicationFit applicationId={app.id} profileId={app.profile?.id} />
      <div>
        <Text fw={600} mb={4}>
          {t("Applications.Fields.JobDescription")}
        </Text>
        {/* Job adverts come from other sites: shown as text with its line breaks, never as HTML. */}
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="job-description">
          {app.job_description || t("Applications.View.NoDescription")}
        </Text>
      </div>
      <Group justify="flex-end">
        <Button leftSection={<EditIcon size={18} />} onClick={onEdit} data-testid="view-edit">
          {t("Common.Edit")}
        </Button>
      </Group>
    </Stack>
  );
}

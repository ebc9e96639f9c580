import { Button, Grid, Group, Spoiler, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EditIcon } from "../../ui/app-icons.tsx";
import { EmptyNote } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { AttachedFiles } from "../compose/index.ts";
import { ApplicationFacts, JobDescription } from "./ApplicationFacts.tsx";
import { ApplicationFit } from "./ApplicationFit.tsx";
import { AppointmentsTab } from "./AppointmentsTab.tsx";
import { BackToList } from "./BackToList.tsx";
import { useApplicationDialogs } from "./dialogs-context.ts";
import { HistoryTab } from "./HistoryTab.tsx";
import { MailTab } from "./MailTab.tsx";
import { NotesTab } from "./NotesTab.tsx";
import { PageSection } from "./PageSection.tsx";
import { StatusSelect } from "./StatusSelect.tsx";
import type { ApplicationDetail } from "./types.ts";

/**
 * One application on one page, made of the view modal's parts: the job and its mails beside the
 * status, fit, appointments and files; notes under the job. On a phone the two columns stack.
 */
export function ApplicationOverview({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  const subTitle = [app.hireing_company, app.location].filter(Boolean).join(" · ");
  return (
    <PageWrapper
      title={app.job_title}
      subTitle={subTitle || undefined}
      actions={
        <Group gap="sm">
          <BackToList />
          <Button
            color="brand.6"
            leftSection={<EditIcon size={18} />}
            onClick={() => dialogs.openEdit(app)}
            data-testid="application-page-edit"
          >
            {t("Common.Edit")}
          </Button>
        </Group>
      }
    >
      <Grid gap="lg" data-testid="application-page">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PageSection title={t("ApplicationPage.Job")} testId="section-job">
              <Stack gap="md">
                <ApplicationFacts app={app} omit={["job_title"]} />
                <div>
                  <Title order={3} size="h6" mb={4}>
                    {t("Applications.Fields.JobDescription")}
                  </Title>
                  <Spoiler
                    maxHeight={240}
                    showLabel={t("ApplicationPage.ShowMore")}
                    hideLabel={t("ApplicationPage.ShowLess")}
                  >
                    <JobDescription text={app.job_description} />
                  </Spoiler>
                </div>
              </Stack>
            </PageSection>
            <PageSection title={t("ApplicationPage.Mails")} testId="section-mails">
              <MailTab detail={app} />
            </PageSection>
            <PageSection title={t("Applications.View.Notes")} testId="section-notes">
              <NotesTab detail={app} />
            </PageSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PageSection title={t("ApplicationPage.Status")} testId="section-status">
              <Stack gap="md">
                <StatusSelect app={app} />
                <HistoryTab detail={app} />
              </Stack>
            </PageSection>
            <PageSection title={t("ApplicationPage.Fit")} testId="section-fit">
              <ApplicationFit
                applicationId={app.id}
                profileId={app.profile?.id}
                withoutProfile={<EmptyNote text={t("ApplicationPage.FitWithoutProfile")} />}
              />
            </PageSection>
            <PageSection title={t("Applications.View.Appointments")} testId="section-appointments">
              <AppointmentsTab detail={app} />
            </PageSection>
            <PageSection title={t("ApplicationPage.Files")} testId="section-files">
              <AttachedFiles applicationId={app.id} />
            </PageSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageWrapper>
  );
}

import { Button, Loader, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { areaPost } from "../../api/area-toast.ts";
import { useAccount } from "../../features/account/index.ts";
import { ApplicationDialogsProvider, useApplicationDialogs } from "../../features/applications/index.ts";
import { PremiumPanel, usePremiumAccess } from "../../features/payments/index.ts";
import { fetchProfiles } from "../../features/profiles/index.ts";
import { BriefcaseIcon, ProfileIcon, SearchIcon, SendIcon } from "../../ui/app-icons.tsx";
import { PageActions } from "../../ui/PageActions.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { FirstSteps } from "./FirstSteps.tsx";
import { FollowUpTable } from "./FollowUpTable.tsx";
import { useFirstSteps } from "./first-visit.ts";
import { StatCards } from "./StatCards.tsx";
import { TodoTable } from "./TodoTable.tsx";
import { useUrlImport } from "./use-url-import.ts";
import { dashboardWelcome } from "./welcome.ts";

/** / for signed-in users: start buttons, counters, the todo and follow-up tables, and the URL import. */
export function DashboardPage() {
  return (
    <ApplicationDialogsProvider>
      <DashboardContent />
    </ApplicationDialogsProvider>
  );
}

function DashboardContent() {
  const { t } = useTranslation();
  const account = useAccount().data;
  const dialogs = useApplicationDialogs();
  const navigate = useNavigate();
  const [creatingProfile, setCreatingProfile] = useState(false);
  const access = usePremiumAccess();
  const steps = useFirstSteps(access);
  useUrlImport();

  // A new profile is created empty on the server and then opened in the editor.
  const newProfile = async () => {
    setCreatingProfile(true);
    const response = await areaPost<{ id: number }>("profile/", {});
    setCreatingProfile(false);
    if (response.ok && response.data?.id) navigate(`/profile/edit/${response.data.id}`);
  };

  // Matching jobs belong to a profile: the first one (the list is ordered as on the profiles page),
  // or the profiles page when there is none yet.
  const matchingJobs = async () => {
    const profiles = await fetchProfiles().catch(() => []);
    navigate(profiles[0] ? `/profile/jobs/${profiles[0].id}` : "/profile");
  };

  return (
    <PageWrapper
      title={t("Dashboard.Title")}
      welcome={dashboardWelcome(t, { ...steps, name: account?.name })}
      subTitle={t("Dashboard.Subtitle")}
      actions={
        <PageActions
          primary={
            <Button
              color="brand.6"
              leftSection={<BriefcaseIcon size={18} />}
              onClick={() => dialogs.openNew()}
              data-testid="new-application"
            >
              {t("Dashboard.NewApplication")}
            </Button>
          }
          secondary={[
            {
              label: t("Dashboard.NewProfile"),
              icon: <ProfileIcon size={18} />,
              onClick: () => void newProfile(),
              loading: creatingProfile,
              testId: "new-profile",
            },
            {
              label: t("Compose.Open"),
              icon: <SendIcon size={18} />,
              onClick: () => dialogs.openCompose(),
              testId: "compose-open",
            },
            {
              label: t("Dashboard.MatchingJobs"),
              icon: <SearchIcon size={18} />,
              onClick: () => void matchingJobs(),
              testId: "dashboard-matching-jobs",
            },
          ]}
        />
      }
    >
      {access.loading ? (
        <Loader color="navy" />
      ) : !access.paid ? (
        // Counters and tables are all applications data: unpaid, the notice stands in their place
        // instead of a prompt popping up on every visit.
        <PremiumPanel testId="dashboard-premium" />
      ) : (
        <Stack gap="xl">
          {/* Before anything is tracked the checklist leads; once applications exist they do, and
              the rest of the checklist follows them (on a phone it would push them off the screen). */}
          {!steps.application && <FirstSteps state={steps} userId={account?.id} />}
          <section aria-labelledby="dashboard-stats">
            <Title order={2} size="h4" mb="sm" id="dashboard-stats">
              {t("Dashboard.Stats.Title")}
            </Title>
            <StatCards />
          </section>
          <section aria-labelledby="dashboard-todo">
            <Title order={2} size="h4" mb="sm" id="dashboard-todo">
              {t("Dashboard.Todo.Title")}
            </Title>
            <TodoTable />
          </section>
          <section aria-labelledby="dashboard-followup">
            <Title order={2} size="h4" mb="sm" id="dashboard-followup">
              {t("Dashboard.FollowUp.Title")}
            </Title>
            <FollowUpTable />
          </section>
          {steps.application && <FirstSteps state={steps} userId={account?.id} />}
        </Stack>
      )}
    </PageWrapper>
  );
}

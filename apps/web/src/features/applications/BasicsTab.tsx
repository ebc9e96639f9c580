import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EditIcon } from "../../ui/app-icons.tsx";
import { ApplicationFacts, JobDescription } from "./ApplicationFacts.tsx";
import { ApplicationFit } from "./ApplicationFit.tsx";
import type { Application } from "./types.ts";

/** The basics tab: the application's fields, read-only, and a button to edit them. */
export function BasicsTab({ app, onEdit }: { app: Application; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ApplicationFacts app={app} />
      <ApplicationFit applicationId={app.id} profileId={app.profile?.id} />
      <div>
        <Text fw={600} mb={4}>
          {t("Applications.Fields.JobDescription")}
        </Text>
        <JobDescription text={app.job_description} />
      </div>
      <Group justify="flex-end">
        <Button leftSection={<EditIcon size={18} />} onClick={onEdit} data-testid="view-edit">
          {t("Common.Edit")}
        </Button>
      </Group>
    </Stack>
  );
}

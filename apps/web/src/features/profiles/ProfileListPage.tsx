import { Alert, Button, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PlusIcon } from "../../ui/app-icons.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { useProfileLimit } from "../payments/index.ts";
import { createProfile, refreshProfiles } from "./api.ts";
import { CvImport } from "./CvImport.tsx";
import { JsonResumeImport } from "./JsonResumeImport.tsx";
import { ProfileList, useProfiles } from "./ProfileList.tsx";

/** /profile: the user's CV profiles as cards, with create and import (spec section 2). */
export function ProfileListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profiles = useProfiles();
  const profileLimit = useProfileLimit();
  const [creating, setCreating] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);

  // A new profile is created empty on the server and then opened in the editor.
  const create = async () => {
    setCreating(true);
    try {
      const response = await createProfile();
      if (response.ok && response.data?.id) {
        await refreshProfiles(queryClient);
        navigate(`/profile/edit/${response.data.id}`);
      }
    } finally {
      setCreating(false);
    }
  };

  const createButton = (testId: string) => (
    <Button leftSection={<PlusIcon size={18} />} onClick={create} loading={creating} data-testid={testId}>
      {t("Profile.List.Create")}
    </Button>
  );

  return (
    <PageWrapper title={t("Profile.Title")} subTitle={t("Profile.Subtitle")}>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Text fw={600} data-testid="profile-count">
          {profileLimit === null
            ? t("Profile.List.CountNoLimit", { count: profiles.data?.length ?? 0 })
            : t("Profile.List.Count", { n: profiles.data?.length ?? 0, limit: profileLimit })}
        </Text>
        <Group gap="sm">
          <CvImport />
          <JsonResumeImport onError={setImportError} />
          {createButton("profile-create")}
        </Group>
      </Group>
      {importError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="lg"
          withCloseButton
          closeButtonLabel={t("Common.Close")}
          onClose={() => setImportError(null)}
          data-testid="import-error"
        >
          {importError}
        </Alert>
      )}
      <ProfileList emptyAction={createButton("profile-create-empty")} />
    </PageWrapper>
  );
}

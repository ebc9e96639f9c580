import { Button, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/errors.ts";
import { LoadError } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { fetchProfile, profileKeys } from "./api.ts";
import { ProfileEditor } from "./ProfileEditor.tsx";

/** /profile/edit/:id: loads the profile, then the editor (spec section 2). */
export function ProfileEditPage() {
  const { id } = useParams();
  const profileId = Number(id);
  if (!Number.isInteger(profileId) || profileId <= 0) return <NotFoundPage />;
  return <EditLoader key={profileId} profileId={profileId} />;
}

function EditLoader({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: profileKeys.detail(profileId),
    queryFn: () => fetchProfile(profileId),
  });

  if (detail.data) return <ProfileEditor profile={detail.data} />;
  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)
    return <NotFoundPage />;
  return (
    <PageWrapper title={t("Profile.EditTitle")} subTitle={t("Profile.EditSubtitle", { id: profileId })}>
      {detail.isError ? (
        <LoadError
          title={t("Profile.Editor.LoadErrorTitle")}
          text={t("Profile.Editor.LoadError")}
          onRetry={detail.refetch}
          actions={
            <Button variant="subtle" size="xs" component={Link} to="/profile">
              {t("Profile.Editor.Back")}
            </Button>
          }
        />
      ) : (
        <Stack gap="md" aria-busy="true" data-testid="profile-loading">
          <Skeleton height={96} circle />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      )}
    </PageWrapper>
  );
}

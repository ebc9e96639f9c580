import type { FitResult, ProfileSummary } from "@jah/shared";
import { SimpleGrid, Skeleton } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfileIcon } from "../../ui/app-icons.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyList, QueryStates } from "../../ui/ListStates.tsx";
import { useFits } from "../fit/index.ts";
import {
  cloneProfile,
  deleteProfile,
  downloadJsonResume,
  downloadPdf,
  fetchProfiles,
  profileKeys,
  refreshProfiles,
} from "./api.ts";
import { BusyModal } from "./BusyModal.tsx";
import { PreviewModal, profileLabel } from "./PreviewModal.tsx";
import { type CardActions, ProfileCard } from "./ProfileCard.tsx";

/**
 * The user's profiles (GET profile/), shared by the list page and its counter. Loaded again on each
 * visit: profiles are also created elsewhere (the dashboard's button), which does not update this list.
 */
export function useProfiles() {
  return useQuery({
    queryKey: profileKeys.list,
    queryFn: ({ signal }) => fetchProfiles(signal),
    refetchOnMount: "always",
  });
}

export interface ProfileListProps {
  /** "manage" (default) offers every action; "compose" only the preview, and a click selects a card. */
  mode?: "manage" | "compose";
  selectedId?: number | null;
  onSelect?: (profile: ProfileSummary) => void;
  /** Compose mode: the application the profiles are scored against (best fit first). */
  applicationId?: number | null;
  /** The call to action of the empty list (manage mode). */
  emptyAction?: ReactNode;
}

/** The profile cards in a responsive grid, with loading, empty and error states (spec section 2). */
export function ProfileList({
  mode = "manage",
  selectedId = null,
  onSelect,
  emptyAction,
  applicationId = null,
}: ProfileListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profiles = useProfiles();
  const fits = useFits(
    mode === "compose" ? (profiles.data ?? []).map((profile) => profile.id) : [],
    mode === "compose" ? applicationId : null,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<ProfileSummary | null>(null);
  const [toDelete, setToDelete] = useState<ProfileSummary | null>(null);

  const whileBusy = async (text: string, work: () => Promise<unknown>) => {
    setBusy(text);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const actions: CardActions = {
    download: (profile) => void whileBusy(t("Profile.Busy.Download"), () => downloadPdf(profile)),
    exportJson: (profile) => void whileBusy(t("Profile.Busy.Export"), () => downloadJsonResume(profile)),
    preview: setPreview,
    delete: setToDelete,
    clone: (profile) =>
      void whileBusy(t("Profile.Busy.Clone"), async () => {
        const response = await cloneProfile(profile.id);
        if (response.ok && response.data) {
          // The copy is appended to the list (spec section 7) before the list reloads.
          const copy = response.data;
          queryClient.setQueryData<ProfileSummary[]>(profileKeys.list, (list) => [...(list ?? []), copy]);
          await refreshProfiles(queryClient);
        }
      }),
  };

  const remove = async (profile: ProfileSummary) => {
    const response = await deleteProfile(profile.id);
    if (response.ok) {
      queryClient.setQueryData<ProfileSummary[]>(profileKeys.list, (list) =>
        list?.filter((item) => item.id !== profile.id),
      );
      await refreshProfiles(queryClient);
    }
  };

  return (
    <>
      <QueryStates
        query={profiles}
        loading={
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy="true" data-testid="profiles-loading">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={300} radius="lg" />
            ))}
          </SimpleGrid>
        }
        error={{ title: t("Profile.List.LoadErrorTitle"), text: t("Profile.List.LoadError") }}
        empty={
          <EmptyList
            icon={<ProfileIcon size={28} />}
            title={t("Profile.List.EmptyTitle")}
            text={mode === "compose" ? t("Profile.List.EmptyCompose") : t("Profile.List.EmptyText")}
            action={mode === "manage" && emptyAction}
            testId="profiles-empty"
          />
        }
      >
        {(list) => (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="lg"
            data-testid="profile-grid"
            role={mode === "compose" ? "group" : undefined}
            aria-label={mode === "compose" ? t("Profile.List.ChooseLabel") : undefined}
          >
            {byFit(list, fits).map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                fit={fits.get(profile.id)}
                actions={actions}
                compose={
                  mode === "compose"
                    ? { selected: profile.id === selectedId, onSelect: (chosen) => onSelect?.(chosen) }
                    : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
      </QueryStates>
      <BusyModal text={busy} />
      <PreviewModal profile={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t("Profile.Delete.Title")}
        message={t("Profile.Delete.Text", { title: toDelete ? profileLabel(toDelete) : "" })}
        confirmLabel={t("Common.Delete")}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
        testId="profile-delete"
      />
    </>
  );
}

/** Best fit first; profiles without a score keep their order after the scored ones. */
function byFit(profiles: ProfileSummary[], fits: Map<number, FitResult>): ProfileSummary[] {
  if (fits.size === 0) return profiles;
  return [...profiles].sort((a, b) => (fits.get(b.id)?.score ?? -1) - (fits.get(a.id)?.score ?? -1));
}

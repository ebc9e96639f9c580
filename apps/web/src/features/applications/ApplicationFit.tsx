import { FIT_COLOUR } from "@jah/shared";
import { Group, Paper, Progress, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { FitReasons, useFit } from "../fit/index.ts";
import { fetchProfiles, profileKeys } from "../profiles/index.ts";

/**
 * On an application's view: how well one of the user's profiles fits the ad, with why. The profile
 * chosen for sending comes first; the user can look at any other.
 */
export function ApplicationFit({
  applicationId,
  profileId,
  withoutProfile = null,
}: {
  applicationId: number;
  profileId?: number | null;
  /** Shown when the user has no profile yet (nothing unless given). */
  withoutProfile?: ReactNode;
}) {
  const { t } = useTranslation();
  const profiles = useQuery({ queryKey: profileKeys.list, queryFn: ({ signal }) => fetchProfiles(signal) });
  const [chosen, setChosen] = useState<number | null>(profileId ?? null);
  const current = chosen ?? profiles.data?.[0]?.id ?? null;
  const fit = useFit(current, applicationId);
  if (profiles.data?.length === 0) return withoutProfile;
  return (
    <Paper withBorder radius="md" p="md" data-testid="application-fit">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text fw={600}>{t("Fit.ApplicationTitle")}</Text>
          {profiles.data && profiles.data.length > 1 && (
            <Select
              aria-label={t("Fit.ChooseProfile")}
              size="xs"
              w={240}
              allowDeselect={false}
              data={profiles.data.map((p) => ({
                value: String(p.id),
                label: p.profiletitle || p.title || t("Fit.UntitledProfile", { id: p.id }),
              }))}
              value={current === null ? null : String(current)}
              onChange={(v) => setChosen(v ? Number(v) : null)}
              data-testid="application-fit-profile"
            />
          )}
        </Group>
        {fit.isError ? (
          <LoadError text={t("Fit.LoadError")} onRetry={fit.refetch} />
        ) : !fit.data ? (
          <ListSkeleton rows={1} height={40} />
        ) : (
          <>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={fit.data.score}
                color={FIT_COLOUR}
                size="md"
                radius="xl"
                style={{ flex: 1 }}
                aria-label={t("Profile.Card.Fit", { value: fit.data.score })}
              />
              <Text size="sm" fw={600} data-testid="application-fit-score">
                {fit.data.score} %
              </Text>
            </Group>
            <FitReasons fit={fit.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

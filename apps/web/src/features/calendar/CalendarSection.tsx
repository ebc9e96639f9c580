import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifySaveResult } from "../../api/helpers.ts";
import { CalendarIcon, CopyIcon } from "../../ui/app-icons.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { CheckIcon } from "../../ui/icons.tsx";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { calendarKey, regenerateCalendarFeed, useCalendarFeed } from "./calendar.ts";

/**
 * The calendar section of the settings: the private feed address (appointments and follow-ups)
 * to subscribe to in a calendar app, a copy button, and a new address when the old one leaked.
 */
export function CalendarSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useCalendarFeed();
  const url = feed.data?.url ?? null;

  const regenerate = async () => {
    const response = await regenerateCalendarFeed();
    notifySaveResult(response.status);
    if (response.ok && response.data) queryClient.setQueryData(calendarKey, response.data);
  };

  return (
    <section aria-labelledby="settings-calendar" data-testid="calendar-section">
      <Group gap="xs" mb="xs">
        <CalendarIcon size={22} />
        <Title order={2} size="h4" id="settings-calendar">
          {t("Settings.Calendar.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Settings.Calendar.Text")}
      </Text>
      {feed.isPending ? (
        <ListSkeleton rows={1} height={36} maw={640} />
      ) : feed.isError ? (
        <LoadError text={t("Settings.Calendar.LoadError")} onRetry={feed.refetch} />
      ) : (
        <Stack gap="sm" maw={640}>
          {url ? (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t("Settings.Calendar.Address")}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
                data-testid="calendar-url"
              />
              <CopyButton value={url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t("Settings.Calendar.Copied") : t("Settings.Calendar.Copy")}>
                    <ActionIcon
                      size={36}
                      variant={copied ? "filled" : "light"}
                      color={copied ? "green" : undefined}
                      onClick={copy}
                      aria-label={t("Settings.Calendar.Copy")}
                      data-testid="calendar-copy"
                    >
                      {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Text size="sm" data-testid="calendar-none">
              {t("Settings.Calendar.None")}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {url ? t("Settings.Calendar.NewHint") : t("Settings.Calendar.CreateHint")}
          </Text>
          <Group>
            {url ? (
              <ConfirmButton
                title={t("Settings.Calendar.NewTitle")}
                message={t("Settings.Calendar.NewConfirm")}
                confirmLabel={t("Settings.Calendar.New")}
                testId="calendar-regenerate"
                onConfirm={regenerate}
                trigger={(open) => (
                  <Button variant="default" onClick={open} data-testid="calendar-regenerate">
                    {t("Settings.Calendar.New")}
                  </Button>
                )}
              />
            ) : (
              <Button onClick={regenerate} data-testid="calendar-create">
                {t("Settings.Calendar.Create")}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </section>
  );
}

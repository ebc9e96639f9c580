import { Button, Group, Paper, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whether the CV goes out under the job's title instead of the profile's own, and which title. */
export interface TitleChoice {
  use: boolean;
  value: string;
}

/**
 * The profile-title panel (spec sections 2 and 4): the CV can carry the advert's job title instead of
 * the profile's title; the button resets to the profile's title when different, or regenerates from
 * the job title.
 */
export function ProfileTitlePanel({
  profileTitle,
  jobTitle,
  value,
  onChange,
  testPrefix = "compose",
}: {
  profileTitle: string;
  jobTitle: string;
  value: TitleChoice;
  onChange: (value: TitleChoice) => void;
  testPrefix?: string;
}) {
  const { t } = useTranslation();
  const differs = value.value.trim() !== profileTitle.trim();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${testPrefix}-title-panel`}>
      <Stack gap="sm">
        <Switch
          checked={value.use}
          onChange={(event) => onChange({ use: event.currentTarget.checked, value: value.value || jobTitle })}
          label={t("Compose.CvTitle.Use")}
          description={t("Compose.CvTitle.UseHint", { title: profileTitle || "–" })}
          data-testid={`${testPrefix}-use-title`}
        />
        {value.use && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t("Compose.CvTitle.Label")}
              value={value.value}
              onChange={(event) => onChange({ ...value, value: event.currentTarget.value })}
              style={{ flex: "1 1 16rem" }}
              data-testid={`${testPrefix}-updated-title`}
            />
            {differs && profileTitle ? (
              <Button
                variant="default"
                onClick={() => onChange({ ...value, value: profileTitle })}
                data-testid={`${testPrefix}-title-reset`}
              >
                {t("Compose.CvTitle.Reset")}
              </Button>
            ) : (
              <Button
                variant="default"
                onClick={() => onChange({ ...value, value: jobTitle })}
                data-testid={`${testPrefix}-title-regenerate`}
              >
                {t("Compose.CvTitle.FromJob")}
              </Button>
            )}
          </Group>
        )}
        {!value.use && (
          <Text size="sm" c="gray.7">
            {t("Compose.CvTitle.Off")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

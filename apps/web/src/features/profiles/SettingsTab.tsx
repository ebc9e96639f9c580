import { CV_TEMPLATES } from "@jah/shared";
import { Radio, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProfileForm } from "./editor-fields.tsx";

interface Props {
  form: ProfileForm;
  /** The profile type is saved at once (spec section 4): the rates tab follows it. */
  onFreelanceChange: (freelance: boolean) => void;
  saving: boolean;
}

/** Settings: freelance or employee, the CV's language, and its template. */
export function SettingsTab({ form, onFreelanceChange, saving }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} mb={4} id="profile-type-label">
          {t("Profile.Settings.Type")}
        </Text>
        <Text size="sm" c="gray.7" mb="xs">
          {t("Profile.Settings.TypeHint")}
        </Text>
        <SegmentedControl
          aria-labelledby="profile-type-label"
          value={form.values.freelance ? "freelance" : "employee"}
          onChange={(value) => onFreelanceChange(value === "freelance")}
          disabled={saving}
          data={[
            { value: "employee", label: t("Profile.Settings.Employee") },
            { value: "freelance", label: t("Profile.Settings.Freelance") },
          ]}
          data-testid="profile-freelance"
        />
      </div>
      <div>
        <Text fw={600} mb="xs" id="profile-language-label">
          {t("Profile.Settings.Language")}
        </Text>
        <SegmentedControl
          aria-labelledby="profile-language-label"
          value={form.values.profile_language}
          onChange={(value) => form.setFieldValue("profile_language", value)}
          data={[
            { value: "de", label: t("Profile.Settings.LanguageDe") },
            { value: "en", label: t("Profile.Settings.LanguageEn") },
          ]}
          data-testid="profile-profile_language"
        />
      </div>
      <Radio.Group
        label={t("Profile.Settings.Template")}
        value={form.values.cv_template}
        onChange={(value) => form.setFieldValue("cv_template", value)}
        data-testid="profile-cv_template"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
          {CV_TEMPLATES.map((template) => (
            <Radio.Card
              key={template}
              value={template}
              p="md"
              radius="md"
              data-testid={`template-${template}`}
            >
              <Radio.Indicator />
              <Text fw={600} mt={6}>
                {t(`Profile.Templates.${template}`)}
              </Text>
              <Text size="xs" c="gray.7">
                {t(`Profile.TemplateHints.${template}`)}
              </Text>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}

import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NameList, type ProfileForm, useFieldProps } from "./editor-fields.tsx";

/** Basics: CV title, job title, the summary (`mantra`), remote only, and what the person is looking for. */
export function BasicsTab({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const fields = useFieldProps(form);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={fields.label("profiletitle", t("Profile.Fields.Profiletitle"))}
          description={t("Profile.Fields.ProfiletitleHint")}
          {...fields.text("profiletitle")}
        />
        <TextInput label={fields.label("title", t("Profile.Fields.Title"))} {...fields.text("title")} />
      </SimpleGrid>
      <Textarea
        label={fields.label("mantra", t("Profile.Fields.Mantra"))}
        description={t("Profile.Fields.MantraHint")}
        rows={6}
        maxLength={2000}
        {...fields.text("mantra")}
      />
      <Switch label={t("Profile.Fields.RemoteOnly")} {...fields.check("remote_only")} />
      <NameList
        items={form.values._searching}
        onAdd={(name) => form.insertListItem("_searching", { name })}
        onRemove={(index) => form.removeListItem("_searching", index)}
        label={t("Profile.Fields.Searching")}
        placeholder={t("Profile.Fields.SearchingPlaceholder")}
        testId="searching"
      />
    </Stack>
  );
}

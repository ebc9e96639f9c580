import { LEVELS, type Level, scaleOfStandardLevel } from "@jah/shared";
import { ActionIcon, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PlusIcon, TrashIcon } from "../../ui/app-icons.tsx";
import { DateField } from "../../ui/DateFields.tsx";
import { LevelSelect, type ProfileForm, PublicSwitch, useFieldProps } from "./editor-fields.tsx";
import { WrittenLevelSelect } from "./WrittenLevelSelect.tsx";

/** Personal: names, birth date and name (each with a public switch), spoken languages. */
export function PersonalTab({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const fields = useFieldProps(form);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={fields.label("vorname", t("Profile.Fields.Vorname"))}
          withAsterisk
          {...fields.text("vorname")}
        />
        <TextInput
          label={fields.label("name", t("Profile.Fields.Name"))}
          withAsterisk
          {...fields.text("name")}
        />
        <DateField
          label={fields.label("birthdate", t("Profile.Fields.Birthdate"))}
          {...fields.text("birthdate")}
        />
        <PublicSwitch form={form} name="birthdate_public" />
        <TextInput
          label={fields.label("birthname", t("Profile.Fields.Birthname"))}
          {...fields.text("birthname")}
        />
        <PublicSwitch form={form} name="birthname_public" />
      </SimpleGrid>
      <LanguagesEditor form={form} />
    </Stack>
  );
}

/** The spoken languages with their level; a new one is added from the row at the bottom. */
function LanguagesEditor({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [level, setLevel] = useState<Level | null>(LEVELS[2]);
  const [levelText, setLevelText] = useState("");
  const cvLanguage = form.values.profile_language === "en" ? "en" : "de";
  const add = () => {
    if (!name.trim()) return;
    form.insertListItem("languages", { name: name.trim(), level, level_text: levelText });
    setName("");
    setLevelText("");
  };
  /** A level as written ("B1") sets the scale's step too, so bars and dots agree with it. */
  const scaleFor = (text: string, current: Level | null) => scaleOfStandardLevel(text) ?? current;
  return (
    <Fieldset legend={t("Profile.Languages.Legend")}>
      <Stack gap="sm">
        {form.values.languages.length === 0 && (
          <Text size="sm" c="gray.7">
            {t("Profile.Languages.Empty")}
          </Text>
        )}
        {form.values.languages.map((language, index) => (
          <Group key={`${language.id ?? "new"}-${language.name}`} align="flex-end" gap="sm" wrap="nowrap">
            <Text fw={600} style={{ flex: 1 }} pb={8} data-testid={`language-${index}`}>
              {language.name}
            </Text>
            <LevelSelect
              kind="Language"
              label={t("Profile.Languages.Level")}
              value={language.level}
              onChange={(next) => form.setFieldValue(`languages.${index}.level`, next)}
            />
            <WrittenLevelSelect
              value={language.level_text ?? ""}
              cvLanguage={cvLanguage}
              onChange={(text) => {
                form.setFieldValue(`languages.${index}.level_text`, text);
                form.setFieldValue(`languages.${index}.level`, scaleFor(text, language.level));
              }}
              testId={`language-written-${index}`}
            />
            <ActionIcon
              size={36}
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem("languages", index)}
              aria-label={t("Profile.Fields.RemoveEntry", { name: language.name })}
            >
              <TrashIcon size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t("Profile.Languages.Name")}
            placeholder={t("Profile.Languages.NamePlaceholder")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: "1 1 12rem" }}
            data-testid="language-name"
          />
          <LevelSelect
            kind="Language"
            label={t("Profile.Languages.Level")}
            value={level}
            onChange={setLevel}
            testId="language-level"
          />
          <WrittenLevelSelect
            value={levelText}
            cvLanguage={cvLanguage}
            onChange={(text) => {
              setLevelText(text);
              setLevel(scaleFor(text, level));
            }}
            testId="language-written-level"
          />
          <ActionIcon
            size={36}
            variant="light"
            onClick={add}
            aria-label={t("Profile.Languages.Add")}
            data-testid="language-add"
          >
            <PlusIcon size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Fieldset>
  );
}

import { LEVELS, type Level, type Profile, type Skill, skillFieldsSchema } from "@jah/shared";
import { Autocomplete, Badge, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListEditor } from "../../ui/ListEditor.tsx";
import { entryCalls } from "./api.ts";
import { EntryForm } from "./EntryForm.tsx";
import { LevelSelect, levelName, NameList, type ProfileForm } from "./editor-fields.tsx";
import { type EntryFormProps, useEntryForm } from "./use-entry-form.ts";

/** Hard skills by category, sorted by name within each, categories alphabetically. */
export function groupSkills(skills: Skill[]): Array<{ category: string; skills: Skill[] }> {
  const groups = new Map<string, Skill[]>();
  for (const skill of skills) {
    const category = skill.category.trim();
    groups.set(category, [...(groups.get(category) ?? []), skill]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ category, skills: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}

interface Props {
  profile: Profile;
  form: ProfileForm;
  onChanged: () => Promise<void>;
}

/** Skills: hard skills (saved one by one) grouped by category; soft skills saved with the profile. */
export function SkillsTab({ profile, form, onChanged }: Props) {
  const { t } = useTranslation();
  const groups = groupSkills(profile.skills ?? []);
  const categories = groups.map((group) => group.category);

  return (
    <Stack gap="lg">
      <Fieldset legend={t("Profile.Skills.Hard")}>
        <ListEditor
          items={groups.flatMap((group) => group.skills)}
          groupBy={(skill) => skill.category.trim()}
          layout="rows"
          testId="skill"
          add={{ label: t("Profile.Skills.Add") }}
          addAt="bottom"
          empty={t("Profile.Skills.Empty")}
          summary={(skill) => (
            <Group gap="sm">
              <Text>{skill.name}</Text>
              <Badge variant="light" color="navy">
                {levelName(t, "Skill", skill.percentage)}
              </Badge>
            </Group>
          )}
          form={(props) => <SkillForm {...props} categories={categories} />}
          {...entryCalls("skill", profile.id)}
          onChanged={onChanged}
          deleteTitle={t("Profile.Skills.DeleteTitle")}
          deleteText={(skill) => t("Profile.Skills.DeleteText", { name: skill.name })}
        />
      </Fieldset>
      <Fieldset legend={t("Profile.Skills.Soft")}>
        <NameList
          items={form.values.qualifications}
          onAdd={(name) => form.insertListItem("qualifications", { name })}
          onRemove={(index) => form.removeListItem("qualifications", index)}
          label={t("Profile.Skills.SoftLabel")}
          placeholder={t("Profile.Skills.SoftPlaceholder")}
          testId="qualifications"
        />
      </Fieldset>
    </Stack>
  );
}

/** Name and category are required (spec section 5); the level is one of 25/50/75/100. */
function SkillForm({
  initial,
  categories,
  onCancel,
  save,
}: EntryFormProps<Skill> & { categories: string[] }) {
  const { t } = useTranslation();
  const { form, submit, busy, field } = useEntryForm(
    skillFieldsSchema,
    {
      name: initial?.name ?? "",
      category: initial?.category ?? "",
      // A new skill starts at the middle level; an imported one without a level keeps none.
      percentage: (initial === undefined ? LEVELS[1] : initial.percentage) as Level | null,
    },
    save,
  );
  return (
    <EntryForm submit={submit} busy={busy} onCancel={onCancel} testId="skill">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t("Profile.Skills.Name")} withAsterisk {...field("name", "skill")} />
        <Autocomplete
          label={t("Profile.Skills.Category")}
          withAsterisk
          data={categories}
          {...field("category", "skill")}
        />
        <LevelSelect
          kind="Skill"
          label={t("Profile.Skills.Level")}
          value={form.values.percentage}
          onChange={(level) => form.setFieldValue("percentage", level)}
          testId="skill-percentage"
        />
      </SimpleGrid>
    </EntryForm>
  );
}

import { LEVELS, type Level, type Profile, type Skill, skillFieldsSchema } from "@jah/shared";
import {
  Autocomplete,
  Badge,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EditDeleteActions } from "../applications/EditDeleteActions.tsx";
import { createEntry, deleteEntry, editEntry } from "./api.ts";
import { EntryButtons } from "./EntryButtons.tsx";
import { AddButton, LevelSelect, levelName, NameList, type ProfileForm } from "./editor-fields.tsx";
import { useEntryForm } from "./use-entry-form.ts";

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
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const groups = groupSkills(profile.skills ?? []);
  const categories = groups.map((group) => group.category);

  return (
    <Stack gap="lg">
      <Fieldset legend={t("Profile.Skills.Hard")}>
        <Stack gap="md">
          {groups.length === 0 && !adding && (
            <Text size="sm" c="gray.7">
              {t("Profile.Skills.Empty")}
            </Text>
          )}
          {groups.map((group) => (
            <section key={group.category} data-testid={`skill-group-${group.category}`}>
              <Title order={3} size="h5" mb="xs">
                {group.category}
              </Title>
              <Stack gap={6}>
                {group.skills.map((skill) =>
                  editing === skill.id ? (
                    <SkillForm
                      key={skill.id}
                      initial={skill}
                      categories={categories}
                      onCancel={() => setEditing(null)}
                      save={(body) => editEntry("skill", skill.id, body)}
                      onSaved={async () => {
                        setEditing(null);
                        await onChanged();
                      }}
                    />
                  ) : (
                    <Group
                      key={skill.id}
                      justify="space-between"
                      wrap="nowrap"
                      data-testid={`skill-${skill.id}`}
                    >
                      <Group gap="sm">
                        <Text>{skill.name}</Text>
                        <Badge variant="light" color="navy">
                          {levelName(t, "Skill", skill.percentage)}
                        </Badge>
                      </Group>
                      <EditDeleteActions
                        onEdit={() => setEditing(skill.id)}
                        onDelete={async () => {
                          if ((await deleteEntry("skill", skill.id)).ok) await onChanged();
                        }}
                        deleteTitle={t("Profile.Skills.DeleteTitle")}
                        deleteText={t("Profile.Skills.DeleteText", { name: skill.name })}
                        deleteTestId={`skill-delete-${skill.id}`}
                      />
                    </Group>
                  ),
                )}
              </Stack>
            </section>
          ))}
          {adding ? (
            <SkillForm
              categories={categories}
              onCancel={() => setAdding(false)}
              save={(body) => createEntry("skill", profile.id, body)}
              onSaved={async () => {
                setAdding(false);
                await onChanged();
              }}
            />
          ) : (
            <div>
              <AddButton onClick={() => setAdding(true)} label={t("Profile.Skills.Add")} testId="skill-add" />
            </div>
          )}
        </Stack>
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

interface SkillFormProps {
  initial?: Skill;
  categories: string[];
  onCancel: () => void;
  save: (body: Record<string, unknown>) => Promise<{ ok: boolean; status: number; data?: unknown }>;
  onSaved: () => Promise<void>;
}

/** Name and category are required (spec section 5); the level is one of 25/50/75/100. */
function SkillForm({ initial, categories, onCancel, save, onSaved }: SkillFormProps) {
  const { t } = useTranslation();
  const { form, submit, busy, field } = useEntryForm(
    skillFieldsSchema,
    {
      name: initial?.name ?? "",
      category: initial?.category ?? "",
      percentage: (initial?.percentage ?? LEVELS[1]) as Level,
    },
    save,
    () => void onSaved(),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
          <EntryButtons busy={busy} onCancel={onCancel} testId="skill" />
        </Stack>
      </form>
    </Paper>
  );
}

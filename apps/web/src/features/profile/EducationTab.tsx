import { type Education, educationFieldsSchema, type Profile } from "@jah/shared";
import { Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Timeline } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";
import { DateField } from "../../layout/DateFields.tsx";
import { EditDeleteActions } from "../applications/EditDeleteActions.tsx";
import { createEntry, deleteEntry, editEntry } from "./api.ts";
import { EntryButtons } from "./EntryButtons.tsx";
import { AddButton } from "./editor-fields.tsx";
import { useEntryForm } from "./use-entry-form.ts";

/** Newest first by start date. */
export function byStartDesc<T extends { start: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.start.localeCompare(a.start));
}

/** A date range "03/2019 – 07/2021" in the user's language; an open end reads 'today'. */
export function DateRange({ start, ende }: { start: string; ende: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm" c="gray.7">
      {formatDate(start, i18n.language)} – {ende ? formatDate(ende, i18n.language) : t("Profile.Work.Today")}
    </Text>
  );
}

/** Education as a timeline, each entry saved through profile/education. */
export function EducationTab({ profile, onChanged }: { profile: Profile; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const entries = byStartDesc(profile.educations ?? []);

  return (
    <Stack gap="md">
      {adding ? (
        <EducationForm
          onCancel={() => setAdding(false)}
          save={(body) => createEntry("education", profile.id, body)}
          onSaved={async () => {
            setAdding(false);
            await onChanged();
          }}
        />
      ) : (
        <div>
          <AddButton
            onClick={() => setAdding(true)}
            label={t("Profile.Education.Add")}
            testId="education-add"
          />
        </div>
      )}
      {entries.length === 0 && !adding ? (
        <Text size="sm" c="gray.7">
          {t("Profile.Education.Empty")}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} color="navy" data-testid="education-timeline">
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} data-testid={`education-${entry.id}`}>
              {editing === entry.id ? (
                <EducationForm
                  initial={entry}
                  onCancel={() => setEditing(null)}
                  save={(body) => editEntry("education", entry.id, body)}
                  onSaved={async () => {
                    setEditing(null);
                    await onChanged();
                  }}
                />
              ) : (
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={700}>{entry.name}</Text>
                    <Text size="sm">{entry.subject_area}</Text>
                    <DateRange start={entry.start} ende={entry.ende} />
                    {entry.description && (
                      <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                        {entry.description}
                      </Text>
                    )}
                  </div>
                  <EditDeleteActions
                    onEdit={() => setEditing(entry.id)}
                    onDelete={async () => {
                      if ((await deleteEntry("education", entry.id)).ok) await onChanged();
                    }}
                    deleteTitle={t("Profile.Education.DeleteTitle")}
                    deleteText={t("Profile.Education.DeleteText", { name: entry.name })}
                    deleteTestId={`education-delete-${entry.id}`}
                  />
                </Group>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

interface EducationFormProps {
  initial?: Education;
  onCancel: () => void;
  save: (body: Record<string, unknown>) => Promise<{ ok: boolean; status: number; data?: unknown }>;
  onSaved: () => Promise<void>;
}

/** Name, subject, start and end are required; dates as YYYY-MM-DD (spec section 5). */
function EducationForm({ initial, onCancel, save, onSaved }: EducationFormProps) {
  const { t } = useTranslation();
  const { submit, busy, field } = useEntryForm(
    educationFieldsSchema,
    {
      name: initial?.name ?? "",
      subject_area: initial?.subject_area ?? "",
      start: initial?.start?.slice(0, 10) ?? "",
      ende: initial?.ende?.slice(0, 10) ?? "",
      description: initial?.description ?? "",
    },
    save,
    () => void onSaved(),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("Profile.Education.Name")} withAsterisk {...field("name", "education")} />
            <TextInput
              label={t("Profile.Education.SubjectArea")}
              withAsterisk
              {...field("subject_area", "education")}
            />
            <DateField label={t("Profile.Education.Start")} withAsterisk {...field("start", "education")} />
            <DateField label={t("Profile.Education.Ende")} withAsterisk {...field("ende", "education")} />
          </SimpleGrid>
          <Textarea
            label={t("Profile.Education.Description")}
            rows={3}
            {...field("description", "education")}
          />
          <EntryButtons busy={busy} onCancel={onCancel} testId="education" />
        </Stack>
      </form>
    </Paper>
  );
}

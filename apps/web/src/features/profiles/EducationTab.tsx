import { type Education, educationFieldsSchema, type Profile } from "@jah/shared";
import { SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";
import { DateField } from "../../ui/DateFields.tsx";
import { ListEditor } from "../../ui/ListEditor.tsx";
import { entryCalls } from "./api.ts";
import { DatePrecisionCheckbox } from "./DatePrecisionCheckbox.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { type EntryFormProps, useEntryForm } from "./use-entry-form.ts";

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
  return (
    <ListEditor
      items={byStartDesc(profile.educations ?? [])}
      layout="timeline"
      testId="education"
      add={{ label: t("Profile.Education.Add") }}
      empty={t("Profile.Education.Empty")}
      summary={(entry) => (
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
      )}
      form={(props) => <EducationForm {...props} />}
      {...entryCalls("education", profile.id)}
      onChanged={onChanged}
      deleteTitle={t("Profile.Education.DeleteTitle")}
      deleteText={(entry) => t("Profile.Education.DeleteText", { name: entry.name })}
    />
  );
}

/** Name, subject, start and end are required; dates as YYYY-MM-DD (spec section 5). */
function EducationForm({ initial, onCancel, save }: EntryFormProps<Education>) {
  const { t } = useTranslation();
  const { form, submit, busy, field } = useEntryForm(
    educationFieldsSchema,
    {
      name: initial?.name ?? "",
      subject_area: initial?.subject_area ?? "",
      start: initial?.start?.slice(0, 10) ?? "",
      ende: initial?.ende?.slice(0, 10) ?? "",
      description: initial?.description ?? "",
      date_precision: initial?.date_precision ?? "month",
    },
    save,
  );
  return (
    <EntryForm submit={submit} busy={busy} onCancel={onCancel} testId="education">
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
      <DatePrecisionCheckbox
        value={form.values.date_precision}
        onChange={(next) => form.setFieldValue("date_precision", next)}
        testId="education-years-only"
      />
      <Textarea label={t("Profile.Education.Description")} rows={3} {...field("description", "education")} />
    </EntryForm>
  );
}

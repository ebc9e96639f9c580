import { type Profile, type WorkExperience, workExperienceFieldsSchema } from "@jah/shared";
import { Autocomplete, Checkbox, NumberInput, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../ui/DateFields.tsx";
import { ListEditor } from "../../ui/ListEditor.tsx";
import { entryCalls } from "./api.ts";
import { DatePrecisionCheckbox } from "./DatePrecisionCheckbox.tsx";
import { byStartDesc, DateRange } from "./EducationTab.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { JobTasks } from "./JobTasks.tsx";
import { type EntryFormProps, useEntryForm } from "./use-entry-form.ts";

type Changed = () => Promise<void>;

/** The work history as a timeline; each job has its tasks (spec section 2). */
export function WorkTab({ profile, onChanged }: { profile: Profile; onChanged: Changed }) {
  const { t } = useTranslation();
  return (
    <ListEditor
      items={byStartDesc(profile.workexperiences ?? [])}
      layout="timeline"
      testId="work"
      add={{ label: t("Profile.Work.Add") }}
      empty={t("Profile.Work.Empty")}
      summary={(job) => (
        <div>
          <Text fw={700}>{job.position_name}</Text>
          <Text size="sm">{[job.company, job.position_type].filter(Boolean).join(" · ")}</Text>
          <DateRange start={job.start} ende={job.current ? null : job.ende} />
          {job.description && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {job.description}
            </Text>
          )}
        </div>
      )}
      below={(job) => <JobTasks job={job} onChanged={onChanged} />}
      form={(props) => <WorkForm {...props} />}
      {...entryCalls("workexperience", profile.id)}
      onChanged={onChanged}
      deleteTitle={t("Profile.Work.DeleteTitle")}
      deleteText={(job) => t("Profile.Work.DeleteText", { name: job.position_name })}
    />
  );
}

/** Position, type and start are required; the end may stay empty, e.g. for the current job. */
function WorkForm({ initial, onCancel, save }: EntryFormProps<WorkExperience>) {
  const { t } = useTranslation();
  const { form, submit, busy, field } = useEntryForm(
    workExperienceFieldsSchema,
    {
      position_name: initial?.position_name ?? "",
      position_type: initial?.position_type ?? "",
      company: initial?.company ?? "",
      business: initial?.business ?? "",
      type_of_business: initial?.type_of_business ?? "",
      description: initial?.description ?? "",
      start: initial?.start?.slice(0, 10) ?? "",
      ende: initial?.ende?.slice(0, 10) ?? "",
      current: initial?.current ?? false,
      use_for_card: initial?.use_for_card ?? false,
      headcount: initial?.headcount ?? "",
      date_precision: initial?.date_precision ?? "month",
    },
    (body) => save(body.current ? { ...body, ende: null } : body),
  );
  const types = [
    t("Profile.Work.Types.Employed"),
    t("Profile.Work.Types.Freelance"),
    t("Profile.Work.Types.Internship"),
    t("Profile.Work.Types.Other"),
  ];
  return (
    <EntryForm submit={submit} busy={busy} onCancel={onCancel} testId="work">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("Profile.Work.Position")} withAsterisk {...field("position_name", "work")} />
        <Autocomplete
          label={t("Profile.Work.PositionType")}
          withAsterisk
          data={types}
          {...field("position_type", "work")}
        />
        <TextInput label={t("Profile.Work.Company")} {...field("company", "work")} />
        <TextInput label={t("Profile.Work.Business")} {...field("business", "work")} />
        <DateField label={t("Profile.Work.Start")} withAsterisk {...field("start", "work")} />
        <DateField label={t("Profile.Work.Ende")} disabled={form.values.current} {...field("ende", "work")} />
      </SimpleGrid>
      <Checkbox
        label={t("Profile.Work.Current")}
        {...form.getInputProps("current", { type: "checkbox" })}
        data-testid="work-current"
      />
      <DatePrecisionCheckbox
        value={form.values.date_precision}
        onChange={(next) => form.setFieldValue("date_precision", next)}
        testId="work-years-only"
      />
      <Textarea label={t("Profile.Work.Description")} rows={3} {...field("description", "work")} />
      <NumberInput
        label={t("Profile.Work.Headcount")}
        min={0}
        allowDecimal={false}
        maw={220}
        {...field("headcount", "work")}
      />
    </EntryForm>
  );
}

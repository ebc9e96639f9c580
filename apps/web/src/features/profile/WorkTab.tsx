import { type Profile, type WorkExperience, workExperienceFieldsSchema } from "@jah/shared";
import {
  Autocomplete,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../layout/DateFields.tsx";
import { EditDeleteActions } from "../applications/EditDeleteActions.tsx";
import { createEntry, deleteEntry, editEntry } from "./api.ts";
import { byStartDesc, DateRange } from "./EducationTab.tsx";
import { EntryButtons } from "./EntryButtons.tsx";
import { AddButton } from "./editor-fields.tsx";
import { JobTasks } from "./JobTasks.tsx";
import { useEntryForm } from "./use-entry-form.ts";

type Changed = () => Promise<void>;

/** The work history as a timeline; each job has its tasks (spec section 2). */
export function WorkTab({ profile, onChanged }: { profile: Profile; onChanged: Changed }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const jobs = byStartDesc(profile.workexperiences ?? []);

  return (
    <Stack gap="md">
      {adding ? (
        <WorkForm
          onCancel={() => setAdding(false)}
          save={(body) => createEntry("workexperience", profile.id, body)}
          onSaved={async () => {
            setAdding(false);
            await onChanged();
          }}
        />
      ) : (
        <div>
          <AddButton onClick={() => setAdding(true)} label={t("Profile.Work.Add")} testId="work-add" />
        </div>
      )}
      {jobs.length === 0 && !adding ? (
        <Text size="sm" c="gray.7">
          {t("Profile.Work.Empty")}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} color="navy" data-testid="work-timeline">
          {jobs.map((job) => (
            <Timeline.Item key={job.id} data-testid={`work-${job.id}`}>
              {editing === job.id ? (
                <WorkForm
                  initial={job}
                  onCancel={() => setEditing(null)}
                  save={(body) => editEntry("workexperience", job.id, body)}
                  onSaved={async () => {
                    setEditing(null);
                    await onChanged();
                  }}
                />
              ) : (
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
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
                    <EditDeleteActions
                      onEdit={() => setEditing(job.id)}
                      onDelete={async () => {
                        if ((await deleteEntry("workexperience", job.id)).ok) await onChanged();
                      }}
                      deleteTitle={t("Profile.Work.DeleteTitle")}
                      deleteText={t("Profile.Work.DeleteText", { name: job.position_name })}
                      deleteTestId={`work-delete-${job.id}`}
                    />
                  </Group>
                  <JobTasks job={job} onChanged={onChanged} />
                </Stack>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

interface WorkFormProps {
  initial?: WorkExperience;
  onCancel: () => void;
  save: (body: Record<string, unknown>) => Promise<{ ok: boolean; status: number; data?: unknown }>;
  onSaved: () => Promise<void>;
}

/** Position, type and start are required; the end may stay empty, e.g. for the current job. */
function WorkForm({ initial, onCancel, save, onSaved }: WorkFormProps) {
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
    },
    (body) => save(body.current ? { ...body, ende: null } : body),
    () => void onSaved(),
  );
  const types = [
    t("Profile.Work.Types.Employed"),
    t("Profile.Work.Types.Freelance"),
    t("Profile.Work.Types.Internship"),
    t("Profile.Work.Types.Other"),
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
            <DateField
              label={t("Profile.Work.Ende")}
              disabled={form.values.current}
              {...field("ende", "work")}
            />
          </SimpleGrid>
          <Checkbox
            label={t("Profile.Work.Current")}
            {...form.getInputProps("current", { type: "checkbox" })}
            data-testid="work-current"
          />
          <Textarea label={t("Profile.Work.Description")} rows={3} {...field("description", "work")} />
          <NumberInput
            label={t("Profile.Work.Headcount")}
            min={0}
            allowDecimal={false}
            maw={220}
            {...field("headcount", "work")}
          />
          <EntryButtons busy={busy} onCancel={onCancel} testId="work" />
        </Stack>
      </form>
    </Paper>
  );
}

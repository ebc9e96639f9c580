import { type JobTask, MESSAGES, type WorkExperience } from "@jah/shared";
import { ActionIcon, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "../../i18n/validation.ts";
import { PlusIcon } from "../../layout/app-icons.tsx";
import { EditDeleteActions } from "../applications/EditDeleteActions.tsx";
import { addJobTask, deleteJobTask, editJobTask } from "./api.ts";

type Changed = () => Promise<void>;

/** The tasks of one job: listed, each editable and deletable, and one more to add. */
export function JobTasks({ job, onChanged }: { job: WorkExperience; onChanged: Changed }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  const tasks = job.job_tasks ?? [];
  return (
    <Stack gap={6} data-testid={`work-tasks-${job.id}`}>
      <Text size="sm" fw={600}>
        {t("Profile.Work.Tasks")}
      </Text>
      {tasks.length > 0 && (
        <List size="sm" spacing={4}>
          {tasks.map((task: JobTask) =>
            editing === task.id ? (
              <List.Item key={task.id} icon={<span />}>
                <TaskInput
                  initial={task.description}
                  testId={`task-edit-${task.id}`}
                  onCancel={() => setEditing(null)}
                  onSave={async (description) => {
                    const ok = (await editJobTask(task.id, description)).ok;
                    if (ok) {
                      setEditing(null);
                      await onChanged();
                    }
                    return ok;
                  }}
                />
              </List.Item>
            ) : (
              <List.Item key={task.id} data-testid={`task-${task.id}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{task.description}</Text>
                  <EditDeleteActions
                    onEdit={() => setEditing(task.id)}
                    onDelete={async () => {
                      if ((await deleteJobTask(task.id)).ok) await onChanged();
                    }}
                    deleteTitle={t("Profile.Work.TaskDeleteTitle")}
                    deleteText={t("Profile.Work.TaskDeleteText")}
                    deleteTestId={`task-delete-${task.id}`}
                  />
                </Group>
              </List.Item>
            ),
          )}
        </List>
      )}
      <TaskInput
        testId={`task-new-${job.id}`}
        onSave={async (description) => {
          const ok = (await addJobTask(job.id, description)).ok;
          if (ok) await onChanged();
          return ok;
        }}
      />
    </Stack>
  );
}

interface TaskInputProps {
  initial?: string;
  testId: string;
  onSave: (description: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** One task's text with its save button; a new task's input empties once it was saved. */
function TaskInput({ initial = "", testId, onSave, onCancel }: TaskInputProps) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!value.trim()) {
      setError(MESSAGES.required);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if ((await onSave(value.trim())) && !initial) setValue("");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        size="sm"
        placeholder={t("Profile.Work.TaskPlaceholder")}
        aria-label={initial ? t("Profile.Work.TaskEdit") : t("Profile.Work.TaskNew")}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          }
          if (event.key === "Escape" && onCancel) onCancel();
        }}
        error={tv(error)}
        style={{ flex: 1 }}
        data-testid={`${testId}-input`}
      />
      <ActionIcon
        size={36}
        variant="light"
        loading={busy}
        onClick={save}
        aria-label={initial ? t("Common.Save") : t("Profile.Work.TaskAdd")}
        data-testid={`${testId}-save`}
      >
        <PlusIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

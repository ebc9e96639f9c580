import type { JobTask, WorkExperience } from "@jah/shared";
import { ActionIcon, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PlusIcon } from "../../ui/app-icons.tsx";
import { ListEditor, type ListFormProps, type Saved } from "../../ui/ListEditor.tsx";
import { useTextEntry } from "../../ui/use-text-entry.ts";
import { addJobTask, deleteJobTask, editJobTask } from "./api.ts";

type Changed = () => Promise<void>;

/** The tasks of one job: listed, each editable and deletable, and one more to add. */
export function JobTasks({ job, onChanged }: { job: WorkExperience; onChanged: Changed }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid={`work-tasks-${job.id}`}>
      <Text size="sm" fw={600}>
        {t("Profile.Work.Tasks")}
      </Text>
      <ListEditor
        items={job.job_tasks ?? []}
        layout="bullets"
        gap={6}
        testId="task"
        add="inline"
        addAt="bottom"
        summary={(task) => <Text size="sm">{task.description}</Text>}
        form={(props) => <TaskInput {...props} newTestId={`task-new-${job.id}`} />}
        create={(description: string) => addJobTask(job.id, description)}
        edit={(task, description) => editJobTask(task.id, description)}
        remove={(task) => deleteJobTask(task.id)}
        onChanged={onChanged}
        deleteTitle={t("Profile.Work.TaskDeleteTitle")}
        deleteText={() => t("Profile.Work.TaskDeleteText")}
      />
    </Stack>
  );
}

type TaskInputProps = ListFormProps<JobTask, string, Saved> & { newTestId: string };

/** One task's text with its save button: Enter saves, Escape gives up an edit. */
function TaskInput({ initial, save, onCancel, newTestId }: TaskInputProps) {
  const { t } = useTranslation();
  const entry = useTextEntry(initial?.description ?? "", async (description) => (await save(description)).ok);
  const testId = initial ? `task-edit-${initial.id}` : newTestId;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        size="sm"
        placeholder={t("Profile.Work.TaskPlaceholder")}
        aria-label={initial ? t("Profile.Work.TaskEdit") : t("Profile.Work.TaskNew")}
        value={entry.value}
        onChange={(event) => entry.setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void entry.submit();
          }
          if (event.key === "Escape" && onCancel) onCancel();
        }}
        error={entry.error}
        style={{ flex: 1 }}
        data-testid={`${testId}-input`}
      />
      <ActionIcon
        size={36}
        variant="light"
        loading={entry.busy}
        onClick={entry.submit}
        aria-label={initial ? t("Common.Save") : t("Profile.Work.TaskAdd")}
        data-testid={`${testId}-save`}
      >
        <PlusIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

import { Paper, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { EntryButtons } from "../../ui/EntryButtons.tsx";

interface EntryFormProps {
  submit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  onCancel?: () => void;
  /** The save button gets `${testId}-save`. */
  testId: string;
  children: ReactNode;
}

/** The bordered form of one child entry (skill, link, education, job) with cancel and save under it. */
export function EntryForm({ submit, busy, onCancel, testId, children }: EntryFormProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <EntryButtons busy={busy} onCancel={onCancel} testId={testId} />
        </Stack>
      </form>
    </Paper>
  );
}

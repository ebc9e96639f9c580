import { MESSAGES } from "@jah/shared";
import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { EditDeleteActions } from "./EditDeleteActions.tsx";
import { newestFirst } from "./newest-first.ts";
import { createNote, deleteNote, editNote } from "./notes-api.ts";
import type { ApplicationDetail, Note } from "./types.ts";
import { useRefreshDetail } from "./use-refresh-detail.ts";

/** The notes tab: a 10-row text area to add one, the notes newest first, each editable and deletable. */
export function NotesTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const refresh = useRefreshDetail(detail.id);
  const notes = newestFirst(detail.notes ?? [], (note) => note.date);

  return (
    <Stack gap="lg">
      <NoteEditor
        testId="note"
        label={t("Applications.Notes.New")}
        onSave={async (value) => {
          const response = await createNote(detail.id, value);
          if (response.ok) await refresh();
          return response.ok;
        }}
      />
      {notes.length === 0 ? (
        <Text c="gray.7" data-testid="notes-empty">
          {t("Applications.Notes.Empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} onChanged={refresh} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface NoteEditorProps {
  testId: string;
  label: string;
  initial?: string;
  onSave: (value: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The note text area with its save button; it empties after a new note was saved. */
function NoteEditor({ testId, label, initial = "", onSave, onCancel }: NoteEditorProps) {
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
    <Stack gap="xs">
      <Textarea
        label={label}
        rows={10}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={tv(error)}
        data-testid={`${testId}-input`}
      />
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t("Common.Cancel")}
          </Button>
        )}
        <Button onClick={save} loading={busy} data-testid={`${testId}-save`}>
          {initial ? t("Common.Save") : t("Applications.Notes.Add")}
        </Button>
      </Group>
    </Stack>
  );
}

/** One note: its text with line breaks, when it was written, edit and delete. */
function NoteItem({ note, onChanged }: { note: Note; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <Paper component="li" withBorder p="sm" radius="md">
        <NoteEditor
          testId={`note-edit-${note.id}`}
          label={t("Applications.Notes.Edit")}
          initial={note.value}
          onCancel={() => setEditing(false)}
          onSave={async (value) => {
            const response = await editNote(note.id, value);
            if (response.ok) {
              await onChanged();
              setEditing(false);
            }
            return response.ok;
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={`note-${note.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.7">
            {formatDateTime(note.date, i18n.language)}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{note.value}</Text>
        </div>
        <EditDeleteActions
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            if ((await deleteNote(note.id)).ok) await onChanged();
          }}
          deleteTitle={t("Applications.Notes.DeleteTitle")}
          deleteText={t("Applications.Notes.DeleteText")}
          deleteTestId={`note-delete-${note.id}`}
        />
      </Group>
    </Paper>
  );
}

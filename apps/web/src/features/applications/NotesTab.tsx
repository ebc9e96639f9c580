import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { useLocalDraft } from "../../session/use-local-draft.ts";
import { DraftOffer } from "../../ui/DraftOffer.tsx";
import { EntryButtons } from "../../ui/EntryButtons.tsx";
import { ListEditor, type ListFormProps, type Saved } from "../../ui/ListEditor.tsx";
import { useTextEntry } from "../../ui/use-text-entry.ts";
import { newestFirst } from "./newest-first.ts";
import { createNote, deleteNote, editNote } from "./notes-api.ts";
import type { ApplicationDetail, Note } from "./types.ts";
import { useRefreshDetail } from "./use-refresh-detail.ts";

/** The notes tab: a 10-row text area to add one, the notes newest first, each editable and deletable. */
export function NotesTab({ detail }: { detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshDetail(detail.id);
  return (
    <ListEditor
      items={newestFirst(detail.notes ?? [], (note) => note.date)}
      layout="cards"
      gap="lg"
      testId="note"
      add="inline"
      empty={
        <Text c="gray.7" data-testid="notes-empty">
          {t("Applications.Notes.Empty")}
        </Text>
      }
      summary={(note) => (
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.7">
            {formatDateTime(note.date, i18n.language)}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{note.value}</Text>
        </div>
      )}
      form={(props) => <NoteEditor applicationId={detail.id} {...props} />}
      create={(value: string) => createNote(detail.id, value)}
      edit={(note, value) => editNote(note.id, value)}
      remove={(note) => deleteNote(note.id)}
      onChanged={refresh}
      deleteTitle={t("Applications.Notes.DeleteTitle")}
      deleteText={() => t("Applications.Notes.DeleteText")}
    />
  );
}

/**
 * The note text area with its save button; it empties after a new note was saved. Unsaved text is
 * kept as a local draft (per application for a new note, per note when editing) and offered back.
 */
function NoteEditor({
  applicationId,
  initial,
  save,
  onCancel,
}: ListFormProps<Note, string, Saved> & { applicationId: number }) {
  const { t } = useTranslation();
  const before = initial?.value ?? "";
  const entry = useTextEntry(before, async (value) => {
    const saved = (await save(value)).ok;
    if (saved) draft.clear();
    return saved;
  });
  const draft = useLocalDraft(
    initial ? `note:${applicationId}:${initial.id}` : `note:${applicationId}:new`,
    entry.value,
    { changed: entry.value.trim() !== before.trim(), apply: entry.setValue },
  );
  const testId = initial ? `note-edit-${initial.id}` : "note";
  return (
    <Stack gap="xs">
      <DraftOffer draft={draft} testId={`${testId}-draft`} />
      <Textarea
        label={initial ? t("Applications.Notes.Edit") : t("Applications.Notes.New")}
        rows={10}
        value={entry.value}
        onChange={(event) => entry.setValue(event.currentTarget.value)}
        error={entry.error}
        data-testid={`${testId}-input`}
      />
      <EntryButtons
        busy={entry.busy}
        onCancel={onCancel}
        testId={testId}
        saveLabel={initial ? undefined : t("Applications.Notes.Add")}
        onSave={entry.submit}
      />
    </Stack>
  );
}

import { Button, type MantineSpacing, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { PlusIcon } from "./app-icons.tsx";
import { EditDeleteActions } from "./EditDeleteActions.tsx";
import { EntryFrame, EntryRow, groups, type ListLayout, listFrame } from "./list-frames.tsx";

/** What a save or delete answers; a form may read more of it (a 400's field messages). */
export type Saved = { ok: boolean };

/** What the list hands its form: the entry to edit (none for a new one), how to save, how to give up. */
export interface ListFormProps<T, B, R extends Saved> {
  initial?: T;
  /** Saves through the API; once the server took it, the list reloads and the form closes. */
  save: (body: B) => Promise<R>;
  /** Absent for an add form that always shows: it empties itself after a save instead. */
  onCancel?: () => void;
}

export interface ListEditorProps<T extends { id: number }, B, R extends Saved> {
  /** The entries in the order they are shown. */
  items: T[];
  layout: ListLayout;
  /** Prefix of the test ids: `${testId}-${id}`, `${testId}-delete-${id}`, `${testId}-add`. */
  testId: string;
  /** What an entry shows beside its edit and delete icons. */
  summary: (item: T) => ReactNode;
  /** More under an entry's summary row, e.g. a job's own task list. */
  below?: (item: T) => ReactNode;
  /** The add and edit form. */
  form: (props: ListFormProps<T, B, R>) => ReactNode;
  create: (body: B) => Promise<R>;
  edit: (item: T, body: B) => Promise<R>;
  remove: (item: T) => Promise<Saved>;
  /** Reloads the entries after a change. */
  onChanged: () => Promise<void>;
  deleteTitle: string;
  deleteText: (item: T) => string;
  /** A button with this label opens the add form; "inline": the add form always shows. */
  add: { label: string } | "inline";
  addAt?: "top" | "bottom";
  /** Shown instead of the entries while there are none (and nothing is being added); a text as a grey hint. */
  empty?: ReactNode;
  /** Entries with the same key (consecutive in `items`) stand in a section under that key ("rows" layout). */
  groupBy?: (item: T) => string;
  gap?: MantineSpacing | number;
}

/** One list of child entries: shown, added, edited in place and deleted after a confirmation. */
export function ListEditor<T extends { id: number }, B, R extends Saved>(props: ListEditorProps<T, B, R>) {
  const { items, layout, testId, add, addAt = "top", gap = "md" } = props;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  // The form stays open (busy) until the list shows the change, so the old text never flashes.
  const saving = (call: (body: B) => Promise<R>, close: () => void) => async (body: B) => {
    const response = await call(body);
    if (response.ok) {
      await props.onChanged();
      close();
    }
    return response;
  };

  const addPart =
    add === "inline" ? (
      props.form({ save: saving(props.create, () => {}) })
    ) : adding ? (
      props.form({ save: saving(props.create, () => setAdding(false)), onCancel: () => setAdding(false) })
    ) : (
      <div>
        <AddButton onClick={() => setAdding(true)} label={add.label} testId={`${testId}-add`} />
      </div>
    );

  const entry = (item: T) => {
    const isEditing = editing === item.id;
    const itemTestId = `${testId}-${item.id}`;
    const content = isEditing ? (
      props.form({
        initial: item,
        save: saving(
          (body) => props.edit(item, body),
          () => setEditing(null),
        ),
        onCancel: () => setEditing(null),
      })
    ) : (
      <EntryRow
        layout={layout}
        testId={layout === "rows" ? itemTestId : undefined}
        below={props.below?.(item)}
        actions={
          <EditDeleteActions
            onEdit={() => setEditing(item.id)}
            onDelete={async () => {
              if ((await props.remove(item)).ok) await props.onChanged();
            }}
            deleteTitle={props.deleteTitle}
            deleteText={props.deleteText(item)}
            deleteTestId={`${testId}-delete-${item.id}`}
          />
        }
      >
        {props.summary(item)}
      </EntryRow>
    );
    return (
      <EntryFrame key={item.id} layout={layout} testId={itemTestId} editing={isEditing}>
        {content}
      </EntryFrame>
    );
  };

  return (
    <Stack gap={gap}>
      {addAt === "top" && addPart}
      {items.length === 0 ? (
        !adding &&
        (typeof props.empty === "string" ? (
          <Text size="sm" c="gray.7">
            {props.empty}
          </Text>
        ) : (
          props.empty
        ))
      ) : props.groupBy ? (
        <Stack gap={gap}>{groups(items, props.groupBy, testId, entry)}</Stack>
      ) : (
        listFrame(layout, testId, items.map(entry))
      )}
      {addAt === "bottom" && addPart}
    </Stack>
  );
}

/** The light "add …" button that opens an empty form. */
export function AddButton({
  onClick,
  label,
  testId,
}: {
  onClick: () => void;
  label: string;
  testId: string;
}) {
  return (
    <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

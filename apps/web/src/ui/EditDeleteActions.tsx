import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EditIcon, TrashIcon } from "./app-icons.tsx";
import { ConfirmButton } from "./ConfirmButton.tsx";

type Props = {
  onEdit: () => void;
  /** Runs once the user confirmed the deletion. */
  onDelete: () => Promise<void>;
  deleteTitle: string;
  deleteText: string;
  /** Test id of the delete button, e.g. `note-delete-3`. */
  deleteTestId: string;
};

/** The edit and delete icons of an entry in a ListEditor; deleting asks first. */
export function EditDeleteActions({ onEdit, onDelete, deleteTitle, deleteText, deleteTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t("Common.Edit")}>
        <ActionIcon variant="subtle" aria-label={t("Common.Edit")} onClick={onEdit}>
          <EditIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <ConfirmButton
        title={deleteTitle}
        message={deleteText}
        confirmLabel={t("Common.Delete")}
        testId={deleteTestId}
        onConfirm={onDelete}
        trigger={(open) => (
          <Tooltip label={t("Common.Delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("Common.Delete")}
              onClick={open}
              data-testid={deleteTestId}
            >
              <TrashIcon size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Group>
  );
}

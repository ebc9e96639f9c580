import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface EntryButtonsProps {
  busy: boolean;
  /** Shown as a cancel button when the form can be given up (an edit, an opened add form). */
  onCancel?: () => void;
  /** The save button gets `${testId}-save`. */
  testId: string;
  /** The save button's text; 'Save' unless given. */
  saveLabel?: string;
  /** Saves on click; without it the save button submits its form. */
  onSave?: () => void;
}

/** Cancel and save under the form of a list entry. */
export function EntryButtons({ busy, onCancel, testId, saveLabel, onSave }: EntryButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t("Common.Cancel")}
        </Button>
      )}
      <Button
        type={onSave ? "button" : "submit"}
        onClick={onSave}
        loading={busy}
        data-testid={`${testId}-save`}
      >
        {saveLabel ?? t("Common.Save")}
      </Button>
    </Group>
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNestedDialog } from "./nested-dialogs.tsx";

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs after the user confirmed; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
  /** The confirm button gets `${testId}-confirm`. */
  testId?: string;
}

/**
 * A destructive action's confirmation (deleting is never one click). Controlled, so a menu item
 * that closes its menu can open it; ConfirmButton pairs it with its own trigger.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  useNestedDialog(opened);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("Common.Cancel")}
        </Button>
        <Button
          color="red"
          onClick={confirm}
          loading={busy}
          data-testid={testId ? `${testId}-confirm` : "confirm"}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

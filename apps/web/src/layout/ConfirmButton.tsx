import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmButtonProps {
  /** Renders the trigger; it gets the function that opens the confirmation. */
  trigger: (open: () => void) => ReactElement;
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs after the user confirmed; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<unknown>;
  testId?: string;
}

/** A destructive action behind a confirmation dialog (deleting is never one click). */
export function ConfirmButton({
  trigger,
  title,
  message,
  confirmLabel,
  onConfirm,
  testId,
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <>
      {trigger(open)}
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        centered
        radius="lg"
        closeButtonProps={{ "aria-label": t("Common.Close") }}
      >
        <Text>{message}</Text>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close} data-autofocus>
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
    </>
  );
}

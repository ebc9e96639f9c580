import { ActionIcon, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { TrashIcon } from "./app-icons.tsx";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog.tsx";

type ConfirmButtonProps = Omit<ConfirmDialogProps, "opened" | "onClose"> & {
  /** Renders the trigger; it gets the function that opens the confirmation. */
  trigger: (open: () => void) => ReactElement;
};

/** A destructive action behind a confirmation dialog (deleting is never one click). */
export function ConfirmButton({ trigger, ...dialog }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {trigger(open)}
      <ConfirmDialog opened={opened} onClose={close} {...dialog} />
    </>
  );
}

/** The red trash icon of a row or card, behind a confirmation; `label` names what goes. */
export function DeleteIconButton({
  label,
  testId,
  ...dialog
}: Omit<ConfirmButtonProps, "trigger" | "confirmLabel" | "testId"> & { label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      {...dialog}
      confirmLabel={t("Common.Delete")}
      testId={testId}
      trigger={(open) => (
        <Tooltip label={t("Common.Delete")}>
          <ActionIcon variant="light" color="red" aria-label={label} onClick={open} data-testid={testId}>
            <TrashIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useEscapeArmed, useNestedDialog } from "../../ui/nested-dialogs.tsx";

/**
 * Closing the compose wizard with typed text (issue 43): the text stays as a draft unless the user
 * discards it here. Escape or the close icon go back to the wizard, not out of it.
 */
export function DiscardDraftDialog({
  opened,
  onBack,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onBack: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  useNestedDialog(opened);
  const escapeArmed = useEscapeArmed(opened);
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      // Opened by an Escape in the wizard: that same Escape must not close the question again.
      closeOnEscape={escapeArmed}
      title={t("Compose.DiscardDraft.Title")}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Text>{t("Compose.DiscardDraft.Text")}</Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t("Compose.DiscardDraft.Back")}
        </Button>
        <Button color="red" variant="light" onClick={onDiscard} data-testid="compose-draft-discard-confirm">
          {t("Compose.DiscardDraft.Discard")}
        </Button>
        <Button onClick={onKeep} data-autofocus data-testid="compose-draft-keep">
          {t("Compose.DiscardDraft.Keep")}
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The contact-support modal of spec section 8, shown when cancelling the deletion fails. */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("AccountDeletion.SupportTitle")}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Text data-testid="deletion-support">{t("AccountDeletion.SupportText")}</Text>
      <Group justify="flex-end" mt="xl">
        <Button onClick={onClose} data-autofocus>
          {t("Common.Close")}
        </Button>
      </Group>
    </Modal>
  );
}

import "../../styles/mantine-full.ts";
import { Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoginForm } from "./LoginForm.tsx";
import classes from "./LoginModal.module.css";

interface LoginModalProps {
  opened: boolean;
  /** Changes on every opening; used as the form's key so its error state starts cleared. */
  generation: number;
  onClose: () => void;
}

/** The login modal of spec section 2: closes on the close button, on a link click and on success. */
export function LoginModal({ opened, generation, onClose }: LoginModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      radius="lg"
      title={t("Login.Title")}
      classNames={{ title: classes.title }}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Text c="dimmed" size="sm" ta="center" mb="lg">
        {t("Login.Subtitle")}
      </Text>
      <LoginForm key={generation} onSuccess={onClose} onLinkClick={onClose} />
    </Modal>
  );
}

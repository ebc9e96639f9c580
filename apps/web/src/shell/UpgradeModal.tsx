import { PremiumNotice } from "../features/payments/index.ts";
import "../styles/mantine-full.ts";
import { Box, Button, Group, Modal, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BriefcaseIcon } from "../ui/app-icons.tsx";

/** The upgrade prompt: this action needs a paid plan; the premium notice offers the plans and the free year. */
export function UpgradeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size="xl"
      title={t("Upgrade.Title")}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" color="brand" variant="light">
          <BriefcaseIcon size={22} />
        </ThemeIcon>
        <div>
          <Text>{t("Upgrade.Text")}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t("Upgrade.FreeYear")}
          </Text>
        </div>
      </Group>
      <Box mt="lg">
        <PremiumNotice />
      </Box>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose}>
          {t("Upgrade.Later")}
        </Button>
        <Button component={Link} to="/settings/payments" color="brand" onClick={onClose}>
          {t("Upgrade.SeePlans")}
        </Button>
      </Group>
    </Modal>
  );
}

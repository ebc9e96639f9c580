import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExtensionIcon } from "../../ui/app-icons.tsx";

/** The empty lists' second way in: the browser extension's page (downloads and guide). */
export function ExtensionLinkButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/extension"
      variant="default"
      leftSection={<ExtensionIcon size={18} />}
      data-testid="empty-extension-link"
    >
      {t("Extension.GetExtension")}
    </Button>
  );
}

import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackIcon } from "../../ui/app-icons.tsx";

/** The way back to the list of applications. */
export function BackToList({ variant = "default" }: { variant?: "default" | "filled" }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/applications"
      variant={variant}
      leftSection={<BackIcon size={18} />}
      data-testid="back-to-list"
    >
      {t("ApplicationPage.Back")}
    </Button>
  );
}

import { Burger, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "../ui/BrandLogo.tsx";
import classes from "./AppLayout.module.css";
import { SessionTimer } from "./SessionTimer.tsx";
import { UserMenu } from "./UserMenu.tsx";

interface AppHeaderProps {
  /** Whether the sidebar is shown in full (phone: visible; desktop: maximised). */
  sidebarOpen: boolean;
  /**
   * The toggle drawn as a close icon (X): only while it closes something, the sidebar over a phone's
   * page. On a desktop it narrows the sidebar to icons, and an X at the top left read as "close" in the
   * wrong place (issue 43), so it stays the three lines there.
   */
  showsClose: boolean;
  onToggleSidebar: () => void;
}

/** The signed-in header: sidebar toggle, logo, session timer, user menu. */
export function AppHeader({ sidebarOpen, showsClose, onToggleSidebar }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={showsClose}
          onClick={onToggleSidebar}
          size="sm"
          aria-label={t("Header.ToggleSidebar")}
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
        />
        <BrandLogo />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SessionTimer />
        <UserMenu />
      </Group>
    </Group>
  );
}

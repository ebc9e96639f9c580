import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { logout, useAccount } from "../features/account/index.ts";
import { LogoutIcon, SettingsIcon, ShieldIcon, UserIcon } from "../ui/app-icons.tsx";
import { ChevronDownIcon } from "../ui/icons.tsx";
import classes from "./AppLayout.module.css";
import { LanguageItems } from "./LanguageItems.tsx";

/** The signed-in user's dropdown: profile, settings, app settings for administrators, language and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const account = useAccount().data;
  const name = account?.username || account?.email || "";
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          data-testid="user-menu"
          // Starts with the visible initial and name, as WCAG 2.5.3 asks: "A Anna, user menu".
          aria-label={
            name ? `${name.slice(0, 1).toUpperCase()} ${name}, ${t("Header.UserMenu")}` : t("Header.UserMenu")
          }
        >
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="brand" variant="filled">
              {name.slice(0, 1).toUpperCase() || <UserIcon size={16} />}
            </Avatar>
            {/* A space between initial and name, so the visible text reads "A Anna" like the label. */}{" "}
            <Text size="sm" fw={600} visibleFrom="sm" className={classes.userName}>
              {name}
            </Text>
            <ChevronDownIcon size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {account?.email && <Menu.Label>{account.email}</Menu.Label>}
        <Menu.Item component={Link} to="/settings" leftSection={<UserIcon size={16} />}>
          {t("Header.Profile")}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/account" leftSection={<SettingsIcon size={16} />}>
          {t("Header.Settings")}
        </Menu.Item>
        {account?.isAdmin && (
          // Administrators reach the job sources and background jobs from here; nobody else sees the entry.
          <Menu.Item
            component={Link}
            to="/appsettings/"
            leftSection={<ShieldIcon size={16} />}
            data-testid="user-menu-appsettings"
          >
            {t("Header.AppSettings")}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t("Header.Language")}</Menu.Label>
        <LanguageItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<LogoutIcon size={16} />}
          data-testid="logout"
          onClick={() => void logout()}
        >
          {t("Header.Logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useId } from "react";
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
  const ids = useId();
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      // Mantine's focus placeholder is a focusable div inside role="menu", which may hold only items
      // (axe: aria-required-children); without it the menu is focused and the arrows reach the items.
      withInitialFocusPlaceholder={false}
    >
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
        {/* A menu holds only items, groups and separators (axe's aria-required-children): each label
            names the group of items under it, the account's entries by its address. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a menu's group (ARIA), not a form's fieldset */}
        <div role="group" aria-labelledby={account?.email ? `${ids}-account` : undefined}>
          {account?.email && <Menu.Label id={`${ids}-account`}>{account.email}</Menu.Label>}
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
        </div>
        <Menu.Divider role="separator" />
        {/* biome-ignore lint/a11y/useSemanticElements: a menu's group (ARIA), not a form's fieldset */}
        <div role="group" aria-labelledby={`${ids}-language`}>
          <Menu.Label id={`${ids}-language`}>{t("Header.Language")}</Menu.Label>
          <LanguageItems />
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item
          // red.9: Mantine's red (red.6) is 3.3:1 on the white menu, below WCAG's 4.5:1.
          color="red.9"
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

import { ActionIcon, Button, Menu } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DotsIcon } from "./app-icons.tsx";
import { usePhone } from "./use-phone.ts";

export interface SecondaryAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  loading?: boolean;
  testId: string;
}

interface PageActionsProps {
  /** Always visible as buttons (the page's main job, e.g. "New application"). */
  primary: ReactNode;
  /** Buttons beside the primary ones on wide screens; one "More" menu on a phone. */
  secondary: SecondaryAction[];
}

/**
 * The actions in a page's header band. On a phone only the primary action stays a button and the
 * rest fold into a menu, so the first screen shows the user's work rather than a wall of buttons.
 */
export function PageActions({ primary, secondary }: PageActionsProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (!phone) {
    return (
      <>
        {primary}
        {secondary.map((action) => (
          <Button
            key={action.testId}
            variant="white"
            leftSection={action.icon}
            onClick={action.onClick}
            loading={action.loading}
            data-testid={action.testId}
          >
            {action.label}
          </Button>
        ))}
      </>
    );
  }
  return (
    <>
      {primary}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="white"
            size={36}
            aria-label={t("Common.MoreActions")}
            data-testid="page-more-actions"
          >
            <DotsIcon size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {secondary.map((action) => (
            <Menu.Item
              key={action.testId}
              leftSection={action.icon}
              onClick={action.onClick}
              disabled={action.loading}
              data-testid={action.testId}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

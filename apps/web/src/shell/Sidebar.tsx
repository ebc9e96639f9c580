import { NavLink, Stack, Tooltip } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  ArchiveIcon,
  BriefcaseIcon,
  ChartIcon,
  FolderIcon,
  HomeIcon,
  LetterIcon,
  ProfileIcon,
  SendIcon,
} from "../ui/app-icons.tsx";
import classes from "./Sidebar.module.css";

interface NavItem {
  to: string;
  labelKey: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The side navigation of spec section 2, in the spec's order. */
const ITEMS: NavItem[] = [
  { to: "/", labelKey: "Nav.Dashboard", Icon: HomeIcon },
  { to: "/coverletter", labelKey: "Nav.CoverLetters", Icon: LetterIcon },
  { to: "/profile", labelKey: "Nav.Profiles", Icon: ProfileIcon },
  { to: "/applications", labelKey: "Nav.Applications", Icon: BriefcaseIcon },
  { to: "/applications/inbox", labelKey: "Inbox.Title", Icon: SendIcon },
  { to: "/files", labelKey: "Nav.Files", Icon: FolderIcon },
  { to: "/archive", labelKey: "Nav.Archive", Icon: ArchiveIcon },
  { to: "/insights", labelKey: "Nav.Insights", Icon: ChartIcon },
];

function isActive(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`);
}

/** The one item the page belongs to: the most specific match (/applications/inbox is the inbox's, not the list's). */
function activeItem(pathname: string): string | undefined {
  return ITEMS.map((item) => item.to)
    .filter((to) => isActive(pathname, to))
    .sort((a, b) => b.length - a.length)[0];
}

/** The sidebar links; when minimised only icons show, with the label as tooltip and accessible name. */
export function Sidebar({ minimised, onNavigate }: { minimised: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = activeItem(pathname);
  return (
    <nav aria-label={t("Nav.Label")} data-testid="sidebar" className={classes.nav}>
      <Stack gap={4}>
        {ITEMS.map(({ to, labelKey, Icon }) => {
          const label = t(labelKey);
          const active = to === current;
          return (
            <Tooltip key={to} label={label} position="right" withArrow disabled={!minimised}>
              <NavLink
                component={Link}
                to={to}
                onClick={onNavigate}
                active={active}
                aria-current={active ? "page" : undefined}
                aria-label={minimised ? label : undefined}
                label={minimised ? null : label}
                leftSection={<Icon size={20} />}
                className={classes.link}
                data-minimised={minimised || undefined}
              />
            </Tooltip>
          );
        })}
      </Stack>
    </nav>
  );
}

import { DeletionBanner, useAccount } from "../features/account/index.ts";
import { DemoBanner } from "../features/demo/index.ts";
import { LegalLinks } from "../features/legal/index.ts";
import "../styles/mantine-full.ts";
import { SIDEBAR_BREAKPOINT_PX } from "@jah/shared";
import { AppShell, em } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useSavedLanguage } from "../i18n/use-saved-language.ts";
import { AppHeader } from "./AppHeader.tsx";
import classes from "./AppLayout.module.css";
import { RouteOutlet } from "./RouteOutlet.tsx";
import { Sidebar } from "./Sidebar.tsx";

const BREAKPOINT = em(SIDEBAR_BREAKPOINT_PX);

/**
 * The signed-in app shell. One toggle, two meanings (spec section 2): below 992 px it shows or
 * hides the sidebar, from 992 px it switches between full width and icons only.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [minimised, desktop] = useDisclosure(false);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINT})`) ?? false;
  useSavedLanguage();
  // Loaded now so the renew dialog still knows the address once the session has run out.
  useAccount();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: minimised ? 76 : 248,
        breakpoint: BREAKPOINT,
        collapsed: { mobile: !mobileOpen },
      }}
      padding={0}
    >
      <a href="#main" className="skip-link">
        {t("Common.SkipToContent")}
      </a>
      <AppShell.Header>
        <AppHeader
          sidebarOpen={isDesktop ? !minimised : mobileOpen}
          showsClose={!isDesktop && mobileOpen}
          onToggleSidebar={isDesktop ? desktop.toggle : mobile.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar id="app-sidebar" className={classes.navbar}>
        <Sidebar minimised={isDesktop && minimised} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <DemoBanner />
        <DeletionBanner />
        <RouteOutlet />
        <footer className={classes.footer}>
          <LegalLinks />
        </footer>
      </AppShell.Main>
    </AppShell>
  );
}

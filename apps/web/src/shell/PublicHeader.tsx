import { Anchor, Button, Container, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLoginModal } from "../features/account/index.ts";
import { useSessionToken } from "../session/use-session.ts";
import { BrandLogo } from "../ui/BrandLogo.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import classes from "./PublicLayout.module.css";

/** The visitors' header: logo, language, login link and sign-up (or the dashboard once signed in). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { openLogin } = useLoginModal();
  const token = useSessionToken();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <BrandLogo />
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          {token ? (
            <Button component={Link} to="/" color="navy">
              {t("Header.Dashboard")}
            </Button>
          ) : (
            <>
              <Anchor
                href="/login"
                fw={600}
                px="xs"
                onClick={(event) => {
                  // A plain click opens the modal; a new-tab click still reaches /login.
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  openLogin();
                }}
              >
                {t("Header.Login")}
              </Anchor>
              {/* On narrow phones the header keeps logo, language and login; the page offers sign-up itself. */}
              <Button component={Link} to="/signup" color="brand" visibleFrom="xs">
                {t("Header.Signup")}
              </Button>
            </>
          )}
        </Group>
      </Container>
    </header>
  );
}

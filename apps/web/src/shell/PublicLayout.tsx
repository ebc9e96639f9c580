import { Anchor, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LegalLinks } from "../features/legal/index.ts";
import { PricingLinkIsland } from "../features/payments/index.ts";
import { Island } from "../ui/Island.tsx";
import { PublicHeader } from "./PublicHeader.tsx";
import classes from "./PublicLayout.module.css";
import { RouteOutlet } from "./RouteOutlet.tsx";

/** The frame of every public page: header (an island on prerendered pages), the page, a small footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        {t("Common.SkipToContent")}
      </a>
      <Island name="public-header" component={PublicHeader} props={{}} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <RouteOutlet />
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {t("App.Name")}
            </Text>
            <Group gap="md">
              <PricingLinkIsland />
              <Anchor component={Link} to="/blog" size="sm" c="dimmed">
                {t("Blog.Title")}
              </Anchor>
              <LegalLinks />
            </Group>
          </Group>
        </Container>
      </footer>
    </div>
  );
}

import { Button, Container, Group, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Island } from "../../ui/Island.tsx";
import { BlogTeaser } from "../blog/index.ts";
import { DemoStartIsland } from "../demo/index.ts";
import { HeroBackground } from "./HeroBackground.tsx";
import classes from "./LandingPage.module.css";
import { AiSection, CallToAction, FeatureSection, FlowSection, HowItWorks } from "./LandingSections.tsx";
import { TemplateCarousel } from "./TemplateCarousel.tsx";

/**
 * The public landing page (spec section 1): hero (eyebrow, headline, start button to sign-up, with
 * a parallax background from 1024 px), the CV template carousel, how it works, AI and explainer
 * video, flow, features, call to action, blog teaser. On the prerendered page only the islands (the
 * hero's parallax, the carousel, the video, Try the demo) are hydrated; the rest stays static HTML.
 */
export function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("App.Name");
  }, [t]);
  return (
    <>
      <section className={classes.hero}>
        <Island name="hero-background" component={HeroBackground} props={{}} />
        <Container size="lg" className={classes.inner}>
          <Text className={classes.eyebrow}>{t("Landing.Eyebrow")}</Text>
          <Title order={1} className={classes.headline} data-testid="page-title">
            {t("Landing.Headline")}
          </Title>
          <Text className={classes.lead}>{t("Landing.Lead")}</Text>
          <Group mt="xl" gap="md">
            <Button component={Link} to="/signup" size="lg" color="brand" radius="xl">
              {t("Landing.Start")}
            </Button>
            <DemoStartIsland />
          </Group>
          <ul className={classes.points}>
            <li>{t("Landing.PointProfiles")}</li>
            <li>{t("Landing.PointTracking")}</li>
            <li>{t("Landing.PointMails")}</li>
          </ul>
        </Container>
      </section>
      <Island name="template-carousel" component={TemplateCarousel} props={{}} />
      <HowItWorks />
      <AiSection />
      <FlowSection />
      <FeatureSection />
      <CallToAction />
      <BlogTeaser />
    </>
  );
}

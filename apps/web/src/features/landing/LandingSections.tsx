import { Button, Container } from "@mantine/core";
import type { Icon as TablerIcon } from "@tabler/icons-react";
import IconBell from "@tabler/icons-react/icons/IconBell";
import IconBookmark from "@tabler/icons-react/icons/IconBookmark";
import IconDownload from "@tabler/icons-react/icons/IconDownload";
import IconFileCheck from "@tabler/icons-react/icons/IconFileCheck";
import IconIdBadge2 from "@tabler/icons-react/icons/IconIdBadge2";
import IconLayoutColumns from "@tabler/icons-react/icons/IconLayoutColumns";
import IconMail from "@tabler/icons-react/icons/IconMail";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import IconPuzzle from "@tabler/icons-react/icons/IconPuzzle";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import IconSend from "@tabler/icons-react/icons/IconSend";
import IconServer from "@tabler/icons-react/icons/IconServer";
import IconWorld from "@tabler/icons-react/icons/IconWorld";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppConfig } from "../../api/use-app-config.ts";
import { Island } from "../../ui/Island.tsx";
import { LineIcon } from "../../ui/icons.tsx";
import { ExplainerVideo } from "./ExplainerVideo.tsx";
import classes from "./LandingSections.module.css";

/** The browser extension's page on this server: downloads and the guide. */
export const EXTENSION_PAGE = "/extension";

type Item = { icon: TablerIcon; title: string; text: string; link?: string };

const STEPS: Item[] = [
  { icon: IconIdBadge2, title: "Landing.HowProfileTitle", text: "Landing.HowProfileText" },
  {
    icon: IconPuzzle,
    title: "Landing.HowTrackTitle",
    text: "Landing.HowTrackText",
    link: "Landing.HowTrackLink",
  },
  { icon: IconDownload, title: "Landing.HowDownloadTitle", text: "Landing.HowDownloadText" },
];

const FLOW: Item[] = [
  { icon: IconSearch, title: "Landing.FlowFindTitle", text: "Landing.FlowFindText" },
  { icon: IconBookmark, title: "Landing.FlowTrackTitle", text: "Landing.FlowTrackText" },
  { icon: IconPencil, title: "Landing.FlowComposeTitle", text: "Landing.FlowComposeText" },
  { icon: IconSend, title: "Landing.FlowSendTitle", text: "Landing.FlowSendText" },
  { icon: IconBell, title: "Landing.FlowFollowUpTitle", text: "Landing.FlowFollowUpText" },
];

const FEATURES: Item[] = [
  { icon: IconIdBadge2, title: "Landing.FeatureProfilesTitle", text: "Landing.FeatureProfilesText" },
  { icon: IconLayoutColumns, title: "Landing.FeatureTrackingTitle", text: "Landing.FeatureTrackingText" },
  { icon: IconMail, title: "Landing.FeatureMailsTitle", text: "Landing.FeatureMailsText" },
  { icon: IconWorld, title: "Landing.FeatureLanguagesTitle", text: "Landing.FeatureLanguagesText" },
  { icon: IconServer, title: "Landing.FeatureSelfHostedTitle", text: "Landing.FeatureSelfHostedText" },
  { icon: IconFileCheck, title: "Landing.FeatureProofTitle", text: "Landing.FeatureProofText" },
];

/** Section heading with an optional lead; the id labels the section. */
function SectionHead({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <header className={classes.head}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      <p className={classes.lead}>{lead}</p>
    </header>
  );
}

/** Three steps: profile or CV, track jobs with the extension, download the PDF. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-how" data-testid="landing-how">
      <Container size="lg">
        <SectionHead id="landing-how" title={t("Landing.HowTitle")} lead={t("Landing.HowLead")} />
        <ol className={classes.steps}>
          {STEPS.map(({ icon: StepIcon, title, text, link }, index) => (
            <li key={title} className={classes.step}>
              <span className={classes.stepIcon}>
                <LineIcon icon={StepIcon} size={28} />
              </span>
              <span className={classes.stepNumber} aria-hidden="true">
                {t("Landing.HowStep", { n: index + 1 })}
              </span>
              <h3 className={classes.itemTitle}>{t(title)}</h3>
              <p className={classes.itemText}>{t(text)}</p>
              {link && (
                <Link to={EXTENSION_PAGE} className={classes.stepLink}>
                  {t(link)}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/**
 * The AI section: an application in under 90 seconds, with the click-to-load explainer video. Only
 * where an AI provider is configured (issue 43): the app hides it once /api/config says there is none;
 * the prerendered page, built before anyone knows, is switched by islands/static-page-config.ts.
 */
export function AiSection({ videoUrl }: { videoUrl?: string }) {
  const { t } = useTranslation();
  const noAi = useAppConfig().data?.ai === false;
  return (
    <section
      className={`${classes.section} ${classes.ai}`}
      aria-labelledby="landing-ai"
      data-testid="landing-ai"
      data-needs="ai"
      hidden={noAi}
    >
      <Container size="lg" className={classes.aiGrid}>
        <div>
          <p className={classes.kicker}>{t("Landing.AiKicker")}</p>
          <h2 id="landing-ai" className={classes.title}>
            {t("Landing.AiTitle")}
          </h2>
          <p className={classes.lead}>{t("Landing.AiLead")}</p>
          <ul className={classes.checks}>
            <li>{t("Landing.AiPointChoose")}</li>
            <li>{t("Landing.AiPointWrite")}</li>
            <li>{t("Landing.AiPointSend")}</li>
          </ul>
        </div>
        <Island
          name="explainer-video"
          component={ExplainerVideo}
          props={videoUrl === undefined ? {} : { url: videoUrl }}
        />
      </Container>
    </section>
  );
}

/** From job ad to sent application: find, track, compose, send, follow up. */
export function FlowSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-flow">
      <Container size="lg">
        <SectionHead id="landing-flow" title={t("Landing.FlowTitle")} lead={t("Landing.FlowLead")} />
        <ol className={classes.flow}>
          {FLOW.map(({ icon: FlowIcon, title, text }) => (
            <li key={title} className={classes.flowItem}>
              <span className={classes.flowIcon}>
                <LineIcon icon={FlowIcon} size={24} />
              </span>
              <h3 className={classes.itemTitle}>{t(title)}</h3>
              <p className={classes.itemText}>{t(text)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Six features in a grid. */
export function FeatureSection() {
  const { t } = useTranslation();
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="landing-features">
      <Container size="lg">
        <SectionHead
          id="landing-features"
          title={t("Landing.FeaturesTitle")}
          lead={t("Landing.FeaturesLead")}
        />
        <ul className={classes.features}>
          {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
            <li key={title} className={classes.feature}>
              <span className={classes.featureIcon}>
                <LineIcon icon={FeatureIcon} size={24} />
              </span>
              <h3 className={classes.itemTitle}>{t(title)}</h3>
              <p className={classes.itemText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Call to action: sign up, and the browser extension's page. */
export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section
      className={`${classes.section} ${classes.cta}`}
      aria-labelledby="landing-cta"
      data-testid="landing-cta"
    >
      <Container size="md" className={classes.ctaInner}>
        <h2 id="landing-cta" className={classes.ctaTitle}>
          {t("Landing.CtaTitle")}
        </h2>
        <p className={classes.ctaLead}>{t("Landing.CtaLead")}</p>
        <div className={classes.ctaActions}>
          <Button component={Link} to="/signup" size="lg" color="brand" radius="xl">
            {t("Landing.CtaSignup")}
          </Button>
          <Link to={EXTENSION_PAGE} className={classes.extensionLink}>
            <LineIcon icon={IconPuzzle} size={20} />
            {t("Landing.CtaExtension")}
          </Link>
        </div>
      </Container>
    </section>
  );
}

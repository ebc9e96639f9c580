import { Anchor, Code } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Island } from "../../ui/Island.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { useDocumentMeta } from "../../ui/use-document-meta.ts";
import { ExtensionDownloads } from "./ExtensionDownloads.tsx";
import classes from "./ExtensionPage.module.css";
import {
  CapturePicture,
  ChromiumInstallPicture,
  ConnectPicture,
  FirefoxInstallPicture,
} from "./illustrations.tsx";

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </section>
  );
}

/** Words beside a picture (the picture after the words on phones). */
function Guide({ steps, picture }: { steps: ReactNode[]; picture: ReactNode }) {
  return (
    <div className={classes.guide}>
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list
          <li key={index}>{step}</li>
        ))}
      </ol>
      <figure className={classes.picture}>{picture}</figure>
    </div>
  );
}

/**
 * /extension, public and prerendered in both languages: the browser extension's downloads from this
 * server, and an illustrated guide to installing it (developer mode, load unpacked or the zip),
 * connecting it and saving a job, with what it may do.
 */
export function ExtensionPage() {
  const { t } = useTranslation();
  useDocumentMeta({
    title: `${t("Extension.Page.Title")} · ${t("App.Name")}`,
    description: t("Extension.Page.MetaDescription"),
  });
  return (
    <PageWrapper title={t("Extension.Page.Title")} subTitle={t("Extension.Page.Subtitle")}>
      <Section
        id="extension-download"
        title={t("Extension.Page.DownloadTitle")}
        lead={t("Extension.Page.DownloadLead")}
      >
        <Island name="extension-downloads" component={ExtensionDownloads} props={{}} />
      </Section>
      <Section id="extension-install-chromium" title={t("Extension.Page.ChromiumInstallTitle")}>
        <Guide
          steps={[
            t("Extension.Page.ChromiumStep1"),
            <>
              {t("Extension.Page.ChromiumStep2Before")} <Code>chrome://extensions</Code>{" "}
              {t("Extension.Page.ChromiumStep2After")}
            </>,
            t("Extension.Page.ChromiumStep3"),
            t("Extension.Page.ChromiumStep4"),
          ]}
          picture={
            <ChromiumInstallPicture
              label={t("Extension.Page.ChromiumPicture")}
              developerMode={t("Extension.Page.DeveloperMode")}
              loadUnpacked={t("Extension.Page.LoadUnpacked")}
            />
          }
        />
      </Section>
      <Section id="extension-install-firefox" title={t("Extension.Page.FirefoxInstallTitle")}>
        <Guide
          steps={[
            t("Extension.Page.FirefoxStep1"),
            <>
              {t("Extension.Page.FirefoxStep2Before")} <Code>about:debugging#/runtime/this-firefox</Code>{" "}
              {t("Extension.Page.FirefoxStep2After")}
            </>,
            t("Extension.Page.FirefoxStep3"),
          ]}
          picture={
            <FirefoxInstallPicture
              label={t("Extension.Page.FirefoxPicture")}
              loadTemporary={t("Extension.Page.LoadTemporary")}
            />
          }
        />
      </Section>
      <Section id="extension-connect" title={t("Extension.Page.ConnectTitle")}>
        <Guide
          steps={[
            t("Extension.Page.ConnectStep1"),
            t("Extension.Page.ConnectStep2"),
            t("Extension.Page.ConnectStep3"),
            <>
              {t("Extension.Page.ConnectStep4Before")}{" "}
              <Anchor component={Link} to="/settings/connections" underline="always">
                {t("Extension.Page.ConnectStep4Link")}
              </Anchor>{" "}
              {t("Extension.Page.ConnectStep4After")}
            </>,
          ]}
          picture={
            <ConnectPicture
              label={t("Extension.Page.ConnectPicture")}
              connect={t("Extension.Page.ConnectButton")}
              allow={t("Extension.Connect.Allow")}
              code="ABCD-2345"
            />
          }
        />
      </Section>
      <Section id="extension-capture" title={t("Extension.Page.CaptureTitle")}>
        <Guide
          steps={[
            t("Extension.Page.CaptureStep1"),
            t("Extension.Page.CaptureStep2"),
            t("Extension.Page.CaptureStep3"),
          ]}
          picture={
            <CapturePicture
              label={t("Extension.Page.CapturePicture")}
              save={t("Extension.Page.SaveButton")}
              shortcut="Alt + Shift + J"
            />
          }
        />
      </Section>
      <Section id="extension-permissions" title={t("Extension.Page.PermissionsTitle")}>
        <ul className={classes.list}>
          <li>{t("Extension.Page.PermissionActiveTab")}</li>
          <li>{t("Extension.Page.PermissionStorage")}</li>
          <li>{t("Extension.Page.PermissionHost")}</li>
          <li>{t("Extension.Page.TokenMay")}</li>
          <li>{t("Extension.Page.TokenMayNot")}</li>
        </ul>
      </Section>
    </PageWrapper>
  );
}

import { Alert, Button, Code, Text } from "@mantine/core";
import IconDownload from "@tabler/icons-react/icons/IconDownload";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../i18n/format.ts";
// A public page: its one icon on its own, not the signed-in area's set (ui/app-icons.tsx).
import { LineIcon } from "../../ui/icons.tsx";
import { type BuildInfo, useBuilds } from "./builds.ts";
import classes from "./ExtensionPage.module.css";

/** The download addresses on this server (apps/server/src/features/extension/downloads.ts). */
const BUILDS = {
  chrome: "/extension/downloads/job-application-helper-chrome.zip",
  firefox: "/extension/downloads/job-application-helper-firefox.zip",
} as const;

/**
 * The two downloads, an island of the prerendered /extension page: the links are in the HTML; once
 * the page runs it asks the server which builds exist, since the extension may be built (or not)
 * long after the page. A missing build says how the operator makes it.
 */
export function ExtensionDownloads() {
  const { t, i18n } = useTranslation();
  const builds = useBuilds();
  // This server's address, for the connect step; only in the browser, so the markup matches.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);

  const card = (name: keyof typeof BUILDS, title: string, browsers: string) => {
    const info: BuildInfo | undefined = builds.data?.[name];
    const missing = info !== undefined && !info.available;
    const details = [
      info?.version ? t("Extension.Page.Version", { version: info.version }) : null,
      info?.bytes ? formatFileSize(info.bytes, i18n.language) : null,
    ].filter(Boolean);
    return (
      <li
        className={classes.download}
        data-testid={`download-${name}`}
        data-state={missing ? "missing" : "ready"}
      >
        <h3 className={classes.downloadTitle}>{title}</h3>
        <p className={classes.muted}>{browsers}</p>
        {missing ? (
          <Alert color="yellow" variant="light" data-testid={`download-${name}-missing`}>
            <Text fw={700} size="sm" mb={4}>
              {t("Extension.Page.NotBuiltTitle")}
            </Text>
            <Text size="sm">
              {t("Extension.Page.NotBuiltText")} <Code>npm run build:extension</Code>
            </Text>
          </Alert>
        ) : (
          <>
            <Button
              component="a"
              href={info?.url ?? BUILDS[name]}
              download
              leftSection={<LineIcon icon={IconDownload} size={18} />}
              data-testid={`download-${name}-link`}
            >
              {t("Extension.Page.Download", { browser: title })}
            </Button>
            {details.length > 0 && <p className={classes.muted}>{details.join(" · ")}</p>}
          </>
        )}
      </li>
    );
  };

  return (
    <div>
      <ul className={classes.downloads}>
        {card("chrome", t("Extension.Page.ChromiumTitle"), t("Extension.Page.ChromiumBrowsers"))}
        {card("firefox", t("Extension.Page.FirefoxTitle"), t("Extension.Page.FirefoxBrowsers"))}
      </ul>
      {builds.isError && (
        <p className={classes.muted} role="status">
          {t("Extension.Page.CheckFailed")}
        </p>
      )}
      {origin && (
        <p className={classes.serverAddress} data-testid="extension-server-address">
          {t("Extension.Page.ServerAddress")} <Code>{origin}</Code>
        </p>
      )}
    </div>
  );
}

import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "./ExternalLink.tsx";
import type { Application } from "./types.ts";

/** Where the job was found: the page's name, linked to the advert when there is a link. */
export function SourceLink({ app }: { app: Pick<Application, "link" | "page"> }) {
  const { t } = useTranslation();
  const label = app.page || t("Applications.OpenJob");
  if (!app.link) return app.page ? <Text size="sm">{app.page}</Text> : null;
  return (
    <ExternalLink href={app.link} size="sm">
      {label}
    </ExternalLink>
  );
}

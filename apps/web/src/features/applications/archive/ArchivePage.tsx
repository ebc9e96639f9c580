import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../../ui/PageWrapper.tsx";
import { PremiumGate } from "../../payments/index.ts";
import { ApplicationDialogsProvider } from "../ApplicationDialogsProvider.tsx";
import { ArchiveCounters } from "./ArchiveCounters.tsx";
import { ArchiveTable } from "./ArchiveTable.tsx";

/** /archive: finished applications with their counters; restore or delete them (spec section 2). */
export function ArchivePage() {
  const { t } = useTranslation();
  return (
    <PremiumGate area="applications" page={{ title: t("Archive.Title"), subTitle: t("Archive.Subtitle") }}>
      <ApplicationDialogsProvider>
        <PageWrapper title={t("Archive.Title")} subTitle={t("Archive.Subtitle")}>
          <Stack gap="xl">
            <ArchiveCounters />
            <ArchiveTable />
          </Stack>
        </PageWrapper>
      </ApplicationDialogsProvider>
    </PremiumGate>
  );
}

import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { downloadFile } from "../../api/download.ts";
import { DateField } from "../../ui/DateFields.tsx";
import { reportPath } from "./api.ts";

type Format = "pdf" | "csv";
type Lang = "de" | "en";

/** YYYY-MM-DD of a local day. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * 'Proof of applications' (Nachweis der Eigenbemühungen): the applications of a period as a PDF
 * or CSV for the job centre, in German or English. Starts with the current month.
 */
export function ReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(isoDay(today));
  const [format, setFormat] = useState<Format>("pdf");
  const [lang, setLang] = useState<Lang>(i18n.language === "en" ? "en" : "de");
  const [busy, setBusy] = useState(false);

  const rangeError = from && to && from > to ? t("Applications.Report.RangeError") : null;
  const missing = (value: string) => (value ? null : t("Validation.Required"));

  const download = async () => {
    if (!from || !to || rangeError) return;
    setBusy(true);
    try {
      const status = await downloadFile(
        reportPath(from, to, format, lang),
        `${t("Applications.Report.FileName")}-${from}-${to}.${format}`,
      );
      if (status === 200) onClose();
      else areaToast.error(t(status === 400 ? "Applications.Report.Refused" : "Applications.DownloadFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("Applications.Report.Title")}
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t("Applications.Report.Text")}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t("Applications.Report.From")}
            value={from}
            onChange={setFrom}
            error={missing(from)}
            data-testid="report-from"
          />
          <DateField
            label={t("Applications.Report.To")}
            value={to}
            onChange={setTo}
            error={missing(to) ?? rangeError}
            data-testid="report-to"
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4} id="report-format-label">
            {t("Applications.Report.Format")}
          </Text>
          <SegmentedControl
            aria-labelledby="report-format-label"
            value={format}
            onChange={(value) => setFormat(value as Format)}
            data={[
              { value: "pdf", label: "PDF" },
              { value: "csv", label: "CSV" },
            ]}
          />
        </div>
        <div>
          <Text size="sm" fw={500} mb={4} id="report-lang-label">
            {t("Applications.Report.Language")}
          </Text>
          <SegmentedControl
            aria-labelledby="report-lang-label"
            value={lang}
            onChange={(value) => setLang(value as Lang)}
            data={[
              { value: "de", label: t("Language.de") },
              { value: "en", label: t("Language.en") },
            ]}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("Common.Cancel")}
          </Button>
          <Button
            onClick={download}
            loading={busy}
            disabled={!from || !to || Boolean(rangeError)}
            data-testid="report-download"
          >
            {t("Applications.Report.Download")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

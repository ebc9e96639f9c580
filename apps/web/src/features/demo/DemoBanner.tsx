import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { useDemoStatus } from "./api.ts";

/** On every signed-in page of a demo account: what it is and when it goes. */
export function DemoBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useDemoStatus();
  if (!data?.demo) return null;
  return (
    <Alert color="blue" variant="light" radius={0} py="xs" role="status" data-testid="demo-banner">
      <Text size="sm">{t("Demo.Banner", { date: formatDateTime(data.delete_at, i18n.language) })}</Text>
    </Alert>
  );
}

import type { ApplicationStatus } from "@jah/shared";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusColour } from "./status-colour.ts";

/** A status as a coloured label. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColour(status)} variant="light" data-status={status}>
      {t(`Status.${status}`)}
    </Badge>
  );
}

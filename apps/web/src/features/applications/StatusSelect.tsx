import { APPLICATION_STATUSES, type ApplicationStatus } from "@jah/shared";
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusOf } from "./list-cache.ts";
import type { Application } from "./types.ts";
import { useStatusChange } from "./use-status-change.ts";

/**
 * The status dropdown of every list: all nine statuses, in any order (spec section 4), at least
 * 142 px wide (spec section 9). A native select: phones show their own picker, keys just work.
 */
export function StatusSelect({ app }: { app: Application }) {
  const { t } = useTranslation();
  const { change, pending } = useStatusChange();
  const moving = pending.get(app.id);
  return (
    <NativeSelect
      aria-label={t("Applications.StatusOf", { title: app.job_title })}
      value={moving ?? statusOf(app)}
      onChange={(event) => void change(app, event.currentTarget.value as ApplicationStatus)}
      disabled={moving !== undefined}
      data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`Status.${status}`) }))}
      miw={142}
      size="xs"
      data-testid={`status-select-${app.id}`}
    />
  );
}

import { ageColour, daysSince } from "@jah/shared";
import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../i18n/format.ts";

const COLOUR = { normal: "gray", warning: "orange", danger: "red" } as const;

/** Whole days since an application's date, coloured by age (more than 5 warning, more than 10 danger). */
export function DaysBadge({ date }: { date: string | null | undefined }) {
  const { t } = useTranslation();
  const days = daysSince(date);
  const age = ageColour(days);
  return (
    <Badge
      color={COLOUR[age]}
      variant={age === "normal" ? "light" : "filled"}
      // White on the filled orange is 3.6:1, below WCAG AA; black on it is 5.9:1 (red keeps white, 4.5:1).
      c={age === "warning" ? "black" : undefined}
      data-age={age}
    >
      {t("Applications.DaysAgo", { count: days })}
    </Badge>
  );
}

/** The date of an application with its age beside it. */
export function AgeDate({ date }: { date: string | null | undefined }) {
  const { i18n } = useTranslation();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
      <Text span size="sm">
        {formatDate(date, i18n.language)}
      </Text>
      <DaysBadge date={date} />
    </span>
  );
}

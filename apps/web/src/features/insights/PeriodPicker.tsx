import { Group, SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../ui/DateFields.tsx";
import { isValidPeriod, PERIOD_PRESETS, type Period, type PeriodPreset } from "./period.ts";

type Props = {
  preset: PeriodPreset;
  period: Period;
  onPreset: (preset: PeriodPreset) => void;
  onPeriod: (period: Period) => void;
};

/** Last 4 weeks, 3 months, 12 months, or two dates of the user's choice. */
export function PeriodPicker({ preset, period, onPreset, onPeriod }: Props) {
  const { t } = useTranslation();
  const presets = [...(Object.keys(PERIOD_PRESETS) as PeriodPreset[]), "custom" as const];
  const invalid = preset === "custom" && period.from && period.to && !isValidPeriod(period);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        value={preset}
        onChange={(value) => onPreset(value as PeriodPreset)}
        aria-label={t("Insights.Period.Label")}
        data={presets.map((value) => ({ value, label: t(`Insights.Period.${value}`) }))}
        data-testid="insights-period"
      />
      {preset === "custom" && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label={t("Insights.Period.From")}
            value={period.from}
            onChange={(from) => onPeriod({ ...period, from })}
            w={170}
            data-testid="insights-from"
          />
          <DateField
            label={t("Insights.Period.To")}
            value={period.to}
            onChange={(to) => onPeriod({ ...period, to })}
            error={invalid ? t("Insights.Period.EndBeforeStart") : undefined}
            w={170}
            data-testid="insights-to"
          />
        </Group>
      )}
    </Group>
  );
}

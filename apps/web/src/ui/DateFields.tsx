import "@mantine/dates/styles.layer.css";
import { Group } from "@mantine/core";
import { DateInput, type DateInputProps, TimeInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import { dateInputFormat, parseTypedDate } from "../i18n/date-input-format.ts";

type DateFieldProps = Omit<DateInputProps, "value" | "onChange" | "defaultValue"> & {
  /** YYYY-MM-DD, or "" for no date (the forms keep dates as strings). */
  value?: string | null;
  onChange?: (value: string) => void;
  "data-testid"?: string;
};

/**
 * A date field in the interface's language (24.12.2026 in German, Dec 24, 2026 in English), whatever
 * the browser's own locale, with a calendar to pick from. The value stays YYYY-MM-DD.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const format = dateInputFormat(i18n.language);
  return (
    <DateInput
      locale={format.locale}
      valueFormat={format.valueFormat}
      placeholder={format.placeholder}
      dateParser={(text) => parseTypedDate(text, format)}
      clearable={!props.withAsterisk && !props.required}
      clearButtonProps={{ "aria-label": t("Common.ClearDate") }}
      firstDayOfWeek={format.locale === "de" ? 1 : 0}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value || null}
      onChange={(next) => onChange?.(next ?? "")}
    />
  );
}

/** A day picked before a time gets this time of day, shown in the time field to change. */
const DEFAULT_TIME = "09:00";

type DateTimeFieldProps = {
  /** YYYY-MM-DDTHH:mm (a datetime-local value), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  dateLabel: string;
  timeLabel: string;
  error?: React.ReactNode;
  withAsterisk?: boolean;
  /** Test hooks: `${testId}-date` and `${testId}-time`. */
  testId: string;
};

/** A day and a time of day side by side; the value is one datetime-local string. */
export function DateTimeField({
  value,
  onChange,
  dateLabel,
  timeLabel,
  error,
  withAsterisk,
  testId,
}: DateTimeFieldProps) {
  const [day = "", time = ""] = value ? value.split("T") : [];
  const join = (nextDay: string, nextTime: string) =>
    onChange(nextDay ? `${nextDay}T${nextTime || DEFAULT_TIME}` : "");
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DateField
        label={dateLabel}
        withAsterisk={withAsterisk}
        value={day}
        onChange={(next) => join(next, time)}
        error={error}
        w={200}
        data-testid={`${testId}-date`}
      />
      <TimeInput
        label={timeLabel}
        value={time.slice(0, 5)}
        onChange={(event) => join(day, event.currentTarget.value)}
        w={130}
        data-testid={`${testId}-time`}
      />
    </Group>
  );
}

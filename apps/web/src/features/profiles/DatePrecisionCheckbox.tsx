import type { DatePrecision } from "@jah/shared";
import { Checkbox } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * "Years only": the CV prints "2017 – 2020" instead of inventing months (issue 28). An import sets
 * it for a CV that printed years; the user can switch it either way.
 */
export function DatePrecisionCheckbox({
  value,
  onChange,
  testId,
}: {
  value: DatePrecision;
  onChange: (next: DatePrecision) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t("CvOutput.YearsOnly")}
      checked={value === "year"}
      onChange={(event) => onChange(event.currentTarget.checked ? "year" : "month")}
      data-testid={testId}
    />
  );
}

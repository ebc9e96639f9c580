import { percentOf } from "@jah/shared";
import { useTranslation } from "react-i18next";

/** Number, percent, day and week formatting in the interface's language. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "de" ? "de-DE" : "en-GB";
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const week = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return {
    number: (value: number) => number.format(value),
    /** `part` of `whole` as "40 %" / "40%", or a dash when there is nothing to divide. */
    percent: (part: number, whole: number) => {
      const value = percentOf(part, whole);
      return value === null ? "–" : t("Insights.Percent", { value });
    },
    /** Median days, or a dash without answers. */
    days: (value: number | null) => (value === null ? "–" : number.format(value)),
    /** A week by its Monday, short ("2 Mar") for chart axes. */
    week: (monday: string) => week.format(new Date(`${monday}T00:00:00.000Z`)),
    date: (day: string) => longDate.format(new Date(`${day}T00:00:00.000Z`)),
  };
}

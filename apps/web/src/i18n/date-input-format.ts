import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import "dayjs/locale/de";

dayjs.extend(customParseFormat);

/** How a date field shows, hints and reads a date in one interface language. */
export interface DateInputFormat {
  /** dayjs locale of month and weekday names. */
  locale: "de" | "en";
  /** The shown format: 24.12.2026 in German, Dec 24, 2026 in English (as dates read elsewhere). */
  valueFormat: string;
  /** The hint in an empty field: TT.MM.JJJJ in German. */
  placeholder: string;
  /** Typed forms understood, tried in order; ISO (2026-12-24) is always understood. */
  accepted: string[];
}

/** A date format from its parts: dotted capitals would look like translation keys to the key check. */
const dotted = (...parts: string[]) => parts.join(".");

const FORMATS: Record<"de" | "en", DateInputFormat> = {
  de: {
    locale: "de",
    valueFormat: dotted("DD", "MM", "YYYY"),
    placeholder: dotted("TT", "MM", "JJJJ"),
    accepted: [dotted("D", "M", "YYYY"), dotted("D", "M", "YY"), "D. MMMM YYYY", "D. MMM YYYY"],
  },
  en: {
    locale: "en",
    valueFormat: "MMM D, YYYY",
    placeholder: "MMM D, YYYY",
    accepted: ["MMM D, YYYY", "MMMM D, YYYY", "MMM D YYYY", "D MMM YYYY", "D MMMM YYYY", "M/D/YYYY"],
  },
};

/** The date format of an interface language (German for "de…", English otherwise). */
export function dateInputFormat(language: string): DateInputFormat {
  return language.startsWith("de") ? FORMATS.de : FORMATS.en;
}

/** A typed date as YYYY-MM-DD, or null when it is no complete, real calendar day. */
export function parseTypedDate(text: string, format: DateInputFormat): string | null {
  const value = text.trim();
  if (!value) return null;
  for (const pattern of ["YYYY-MM-DD", ...format.accepted]) {
    // Strict parsing: 31.02.2026 or 2026-13-01 are refused instead of rolled over.
    const date = dayjs(value, pattern, format.locale, true);
    if (date.isValid()) return date.format("YYYY-MM-DD");
  }
  return null;
}

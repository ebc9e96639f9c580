/**
 * Dates as the user's language writes them. A bare date (YYYY-MM-DD) or a datetime-local value
 * (YYYY-MM-DDTHH:mm) means the user's own calendar day and clock, not UTC midnight, so both are
 * read as local time.
 */
function parse(value: string): Date | null {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date like "21.11.2026" (de) or "11/21/2026" (en); the input itself when it is no date. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return "";
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date) : value;
}

/** A date with time like "21.11.2026, 14:30". */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return "";
  const date = parse(value);
  return date
    ? new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date)
    : value;
}

/** A file size for people: bytes, kB, MB or GB in the reader's number format (decimal units, as the 5 MB limit). */
export function formatFileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000, 1)} kB`;
  if (bytes < 1_000_000_000) return `${number(bytes / 1_000_000, 1)} MB`;
  return `${number(bytes / 1_000_000_000, 2)} GB`;
}

/** A language's name in the interface's language ("de" -> "Deutsch" or "German"); the code if unknown. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

import type { ParsedMail } from "mailparser";
import type { CalendarEvent } from "../classify/calendar-event.ts";
import { dateHeaderOffset } from "../classify/mail-clock.ts";

/** A calendar part larger than this is no invitation worth reading (a whole calendar's export). */
export const CALENDAR_MAX_BYTES = 256 * 1024;

/** The raw Date header of a parsed reply (mailparser keeps only its instant in `date`). */
export function dateHeaderOf(mail: ParsedMail): string | undefined {
  const line = mail.headerLines?.find((header) => header.key === "date")?.line;
  return line?.replace(/^date:\s*/i, "").trim();
}

/** Whether a part (or a kept attachment) is a calendar: by its type, or by an .ics name whatever its type. */
export function isCalendarFile(mime: string | undefined, name: string | undefined): boolean {
  return /^(text|application)\/(calendar|ics)\b/i.test(mime ?? "") || /\.ics$/i.test(name ?? "");
}

/**
 * The event of a reply's calendar part: an .ics attachment or a text/calendar alternative (mailparser
 * hands both over as attachments). UTC times are moved into the Date header's offset. ical.js loads
 * with the first reply that has one, not at start-up.
 */
export async function calendarOf(mail: ParsedMail): Promise<CalendarEvent | null> {
  const parts = mail.attachments.filter(
    (file) => isCalendarFile(file.contentType, file.filename) && file.size <= CALENDAR_MAX_BYTES,
  );
  if (parts.length === 0) return null;
  const { calendarEvent } = await import("../classify/calendar-event.ts");
  const offset = dateHeaderOffset(dateHeaderOf(mail));
  for (const part of parts) {
    const event = calendarEvent(part.content.toString("utf8"), offset);
    if (event) return event;
  }
  return null;
}

import ical, { ICalCalendarMethod } from "ical-generator";

/** An event of the feed: a timed appointment (floating local time) or an all-day follow-up. */
export type CalendarEvent =
  | {
      uid: string;
      kind: "timed";
      start: string;
      durationMinutes: number;
      summary: string;
      description: string;
    }
  | { uid: string; kind: "allDay"; date: string; summary: string; description: string };

/**
 * "2026-12-01T10:00" as that wall-clock time in UTC: ical-generator writes a floating time from the
 * UTC fields, so the hour stays the one the user typed whatever the server's time zone.
 */
function wallClock(value: string): Date {
  return new Date(`${value.slice(0, 16)}:00Z`);
}

/** A calendar day ("2026-12-31") as midnight UTC, the fields ical-generator writes for a DATE value. */
function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A complete iCalendar document with CRLF line endings, as Google Calendar and Outlook read it. */
export function buildCalendar(name: string, events: CalendarEvent[], now: Date = new Date()): string {
  const calendar = ical({
    name,
    prodId: { company: "Job Application Helper", product: "Calendar feed", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: calendar apps fetch the feed again after an hour.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const start = event.kind === "timed" ? wallClock(event.start) : day(event.date);
    const end =
      event.kind === "timed"
        ? new Date(start.getTime() + event.durationMinutes * 60_000)
        : new Date(start.getTime() + 86_400_000);
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      start,
      end,
      allDay: event.kind === "allDay",
      floating: event.kind === "timed",
      summary: event.summary,
      description: event.description || null,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves that one off.
  return `${calendar.toString()}\r\n`;
}

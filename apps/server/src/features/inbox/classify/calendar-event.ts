import ICAL from "ical.js";
import type { FoundDate } from "./dates.ts";

/**
 * The event of an invitation's calendar part (an .ics attachment or a text/calendar alternative, issue
 * 39), read with ical.js: its start and end as the wall-clock time of the event's own time zone (TZID),
 * a UTC time moved into the mail's offset, its location and summary.
 */
export type CalendarEvent = {
  start: FoundDate;
  end: FoundDate | null;
  location: string | null;
  summary: string | null;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ical.js time as the wall clock the user keeps: its own fields, or for UTC moved by the mail's offset. */
function wallClock(time: ICAL.Time, offsetMinutes: number | null): FoundDate {
  if (time.isDate) return { date: `${time.year}-${pad(time.month)}-${pad(time.day)}`, time: null };
  if (time.zone?.tzid === "UTC" && offsetMinutes !== null) {
    const shifted = new Date(time.toUnixTime() * 1000 + offsetMinutes * 60_000);
    const iso = shifted.toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  }
  return {
    date: `${time.year}-${pad(time.month)}-${pad(time.day)}`,
    time: `${pad(time.hour)}:${pad(time.minute)}`,
  };
}

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().replace(/\s+/g, " ").slice(0, 300) : null;
}

/**
 * The first event of a calendar text, or null when there is none, it cannot be read, or the calendar
 * cancels it (METHOD:CANCEL, STATUS:CANCELLED): a cancellation is no appointment to keep.
 */
export function calendarEvent(text: string, offsetMinutes: number | null): CalendarEvent | null {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    return null;
  }
  if (String(root.getFirstPropertyValue("method") ?? "").toUpperCase() === "CANCEL") return null;
  const vevent = root.name === "vevent" ? root : root.getFirstSubcomponent("vevent");
  if (!vevent) return null;
  if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return null;
  try {
    const event = new ICAL.Event(vevent);
    if (!event.startDate) return null;
    return {
      start: wallClock(event.startDate, offsetMinutes),
      end: event.endDate ? wallClock(event.endDate, offsetMinutes) : null,
      location: textOf(event.location),
      summary: textOf(event.summary),
    };
  } catch {
    return null;
  }
}

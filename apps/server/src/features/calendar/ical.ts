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

/** RFC 5545 text escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2026-12-01T10:00" -> "20261201T100000" (floating time: shown at that hour wherever the reader is). */
function localDateTime(value: string): string {
  return `${value.slice(0, 10).replaceAll("-", "")}T${value.slice(11, 13)}${value.slice(14, 16)}00`;
}

function addMinutes(value: string, minutes: number): string {
  const date = new Date(`${value.slice(0, 16)}:00Z`);
  return new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 16);
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll("-", "");
}

/** A complete iCalendar document with CRLF line endings, as Google Calendar and Outlook read it. */
export function buildCalendar(name: string, events: CalendarEvent[], now: Date = new Date()): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Job Application Helper//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of events) {
    lines.push("BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${stamp}`);
    if (event.kind === "timed") {
      lines.push(
        `DTSTART:${localDateTime(event.start)}`,
        `DTEND:${localDateTime(addMinutes(event.start, event.durationMinutes))}`,
      );
    } else {
      lines.push(
        `DTSTART;VALUE=DATE:${event.date.replaceAll("-", "")}`,
        `DTEND;VALUE=DATE:${nextDay(event.date)}`,
      );
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

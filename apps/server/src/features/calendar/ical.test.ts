import { describe, expect, it } from "vitest";
import { buildCalendar, type CalendarEvent } from "./ical.ts";

/** A feed of one all-day event with this summary, at a fixed time. */
function feedWith(summary: string): string {
  const event: CalendarEvent = { uid: "f-1", kind: "allDay", date: "2026-12-31", summary, description: "" };
  return buildCalendar("Feed", [event], new Date("2026-11-22T09:00:00Z"));
}

/** The content lines of a document, continuation lines joined back on (RFC 5545 unfolding). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("iCalendar building", () => {
  it("escapes text as RFC 5545 asks", () => {
    expect(unfold(feedWith("a,b;c\\d\ne"))).toContain("SUMMARY:a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const summary = `${"ä".repeat(45)}${"😀".repeat(20)}`;
    const ics = feedWith(summary);
    const lines = ics.split("\r\n");
    const start = lines.findIndex((l) => l.startsWith("SUMMARY:"));
    expect(lines[start + 1]).toMatch(/^ /);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Every piece is valid UTF-8 on its own: no character (nor surrogate pair) was cut in two.
    for (const line of lines) expect(Buffer.from(line).toString()).not.toContain("\uFFFD");
    expect(unfold(ics)).toContain(`SUMMARY:${summary}`);
  });

  it("writes appointments in floating time, the same whatever the server's time zone", () => {
    const event: CalendarEvent = {
      uid: "a-1",
      kind: "timed",
      start: "2026-03-29T02:30",
      durationMinutes: 90,
      summary: "Termin",
      description: "",
    };
    const zone = process.env.TZ;
    const feeds = ["Europe/Berlin", "Pacific/Kiritimati", "America/Los_Angeles"].map((tz) => {
      process.env.TZ = tz;
      return buildCalendar("Feed", [event], new Date("2026-11-22T09:00:00Z"));
    });
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    // 02:30 on the night Berlin moves its clocks on: no zone, no shift, no Z.
    expect(feeds[0]).toContain("DTSTART:20260329T023000\r\nDTEND:20260329T040000\r\n");
    expect(feeds[1]).toBe(feeds[0]);
    expect(feeds[2]).toBe(feeds[0]);
  });

  it("writes timed and all-day events with CRLF endings", () => {
    const ics = buildCalendar(
      "Bewerbungen",
      [
        {
          uid: "a-1",
          kind: "timed",
          start: "2026-12-01T10:30",
          durationMinutes: 60,
          summary: "Termin: Dev",
          description: "Raum 2",
        },
        { uid: "f-2", kind: "allDay", date: "2026-12-31", summary: "Nachfassen: Dev", description: "" },
      ],
      new Date("2026-11-22T09:00:00Z"),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain("DTSTART:20261201T103000\r\nDTEND:20261201T113000");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101");
    expect(ics).toContain("DTSTAMP:20261122T090000Z");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

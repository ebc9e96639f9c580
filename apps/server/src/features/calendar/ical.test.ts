import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ical.ts";

describe("iCalendar building", () => {
  it("escapes text as RFC 5545 asks", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`SUMMARY:${"ä".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(`SUMMARY:${"ä".repeat(60)}`);
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

import { describe, expect, it } from "vitest";
import { calendarEvent } from "./calendar-event.ts";
import { classifyReply } from "./classify.ts";

/** A calendar as mail programs send an invitation: METHOD, an Outlook-style VTIMEZONE, one VEVENT. */
function ics(lines: { method?: string; start: string; end?: string; extra?: string[] }): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
    `METHOD:${lines.method ?? "REQUEST"}`,
    "BEGIN:VTIMEZONE",
    "TZID:W. Europe Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16011028T030000",
    "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010325T020000",
    "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:040000008200E00074C5B7101A82E008@example",
    "DTSTAMP:20270301T100000Z",
    lines.start,
    ...(lines.end ? [lines.end] : []),
    "SUMMARY;LANGUAGE=de-DE:Vorstellungsgespräch Data Analyst",
    "LOCATION:Beta Werke AG\\, Hauptstraße 1\\, 10115 Berlin",
    ...(lines.extra ?? []),
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

describe("calendarEvent", () => {
  it("takes start, end, place and summary in the event's own time zone", () => {
    const event = calendarEvent(
      ics({
        start: "DTSTART;TZID=W. Europe Standard Time:20270316T100000",
        end: "DTEND;TZID=W. Europe Standard Time:20270316T110000",
      }),
      60,
    );
    expect(event).toEqual({
      start: { date: "2027-03-16", time: "10:00" },
      end: { date: "2027-03-16", time: "11:00" },
      location: "Beta Werke AG, Hauptstraße 1, 10115 Berlin",
      summary: "Vorstellungsgespräch Data Analyst",
    });
  });

  it("moves a UTC time into the mail's offset, across midnight too", () => {
    const utc = ics({ start: "DTSTART:20270316T090000Z", end: "DTEND:20270316T100000Z" });
    expect(calendarEvent(utc, 60)?.start).toEqual({ date: "2027-03-16", time: "10:00" });
    expect(calendarEvent(utc, -300)?.start).toEqual({ date: "2027-03-16", time: "04:00" });
    const late = ics({ start: "DTSTART:20270316T230000Z" });
    expect(calendarEvent(late, 120)?.start).toEqual({ date: "2027-03-17", time: "01:00" });
    // Without an offset (no Date header) the UTC time is kept as it is.
    expect(calendarEvent(utc, null)?.start).toEqual({ date: "2027-03-16", time: "09:00" });
  });

  it("takes a whole day without a time", () => {
    expect(calendarEvent(ics({ start: "DTSTART;VALUE=DATE:20270316" }), 60)?.start).toEqual({
      date: "2027-03-16",
      time: null,
    });
  });

  it("reads no appointment from a cancellation, a calendar without event, or garbage", () => {
    expect(calendarEvent(ics({ method: "CANCEL", start: "DTSTART:20270316T090000Z" }), 60)).toBeNull();
    expect(
      calendarEvent(ics({ start: "DTSTART:20270316T090000Z", extra: ["STATUS:CANCELLED"] }), 60),
    ).toBeNull();
    expect(calendarEvent("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", 60)).toBeNull();
    expect(calendarEvent("Dies ist kein Kalender.", 60)).toBeNull();
  });
});

describe("a reply with a calendar event", () => {
  const receivedAt = new Date("2027-03-01T09:00:00Z");
  const calendar = calendarEvent(ics({ start: "DTSTART;TZID=W. Europe Standard Time:20270316T100000" }), 60);

  it("is an invitation at the event's start however short its text, named by the summary and place", () => {
    for (const text of ["Siehe Anhang.", "Please see the invite attached.", ""]) {
      expect(classifyReply({ subject: "Termin", text, receivedAt, calendar })).toEqual({
        kind: "invitation",
        sentence: "Vorstellungsgespräch Data Analyst · Beta Werke AG, Hauptstraße 1, 10115 Berlin",
        appointment: { date: "2027-03-16", time: "10:00" },
      });
    }
  });

  it("takes the event's start over a date in the text, and the text's invitation sentence", () => {
    const s = classifyReply({
      subject: "Einladung",
      text: "Gerne laden wir Sie zu einem Vorstellungsgespräch ein. Bitte antworten Sie bis zum 12.03.",
      receivedAt,
      calendar,
    });
    expect(s?.kind).toBe("invitation");
    expect(s?.sentence).toBe(
      "Gerne laden wir Sie zu einem Vorstellungsgespräch ein. · Beta Werke AG, Hauptstraße 1, 10115 Berlin",
    );
    expect(s?.appointment).toEqual({ date: "2027-03-16", time: "10:00" });
  });

  it("stays a rejection when the text says no", () => {
    const s = classifyReply({
      subject: "Ihre Bewerbung",
      text: "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Bewerberin entschieden haben. Den Termin haben wir abgesagt.",
      receivedAt,
      calendar,
    });
    expect(s?.kind).toBe("rejection");
    expect(s?.appointment).toBeNull();
  });
});

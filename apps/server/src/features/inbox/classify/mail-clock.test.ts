import { describe, expect, it } from "vitest";
import { classifyReply } from "./classify.ts";
import { dateHeaderOffset, mailClock } from "./mail-clock.ts";

/** An invitation written at `dateHeader`, arriving (by the mailbox's clock) at `receivedAt`. */
function appointment(text: string, dateHeader: string | undefined, receivedAt = new Date(dateHeader ?? 0)) {
  return classifyReply({ subject: "Einladung", text, receivedAt, dateHeader })?.appointment;
}

describe("the sender's clock", () => {
  it("reads the Date header's offset", () => {
    expect(dateHeaderOffset("Tue, 16 Mar 2027 09:00:00 +0100")).toBe(60);
    expect(dateHeaderOffset("Tue, 16 Mar 2027 09:00:00 +0200 (CEST)")).toBe(120);
    expect(dateHeaderOffset("Tue, 16 Mar 2027 09:00:00 -0530")).toBe(-330);
    expect(dateHeaderOffset("Tue, 16 Mar 2027 09:00:00 GMT")).toBeNull();
    expect(dateHeaderOffset(undefined)).toBeNull();
  });

  it("is the written instant moved into its offset, or the arrival time without a header", () => {
    const arrived = new Date("2027-03-16T08:00:00Z");
    expect(mailClock("Tue, 16 Mar 2027 00:30:00 +0100", arrived).toISOString()).toBe(
      "2027-03-16T00:30:00.000Z",
    );
    expect(mailClock(undefined, arrived)).toBe(arrived);
    expect(mailClock("Tue, 16 Mar 2027 09:00:00 GMT", arrived)).toBe(arrived);
    // An unreadable date, or a sender's clock a year off: the arrival, in the header's offset.
    expect(mailClock("not a date +0100", arrived).toISOString()).toBe("2027-03-16T09:00:00.000Z");
    expect(mailClock("Tue, 16 Mar 2026 00:30:00 +0100", arrived).toISOString()).toBe(
      "2027-03-16T09:00:00.000Z",
    );
  });
});

describe("relative dates against the Date header's time zone", () => {
  const invite = (when: string) => `Gerne laden wir Sie ${when} um 10 Uhr zu einem Vorstellungsgespräch ein.`;

  it("reads 'morgen' written half an hour after midnight in Berlin as the next Berlin day, not UTC's", () => {
    // 00:30 +0100 on Tuesday is 23:30 UTC on Monday: in UTC 'morgen' would be Tuesday.
    expect(appointment(invite("morgen"), "Tue, 16 Mar 2027 00:30:00 +0100")).toEqual({
      date: "2027-03-17",
      time: "10:00",
    });
    expect(appointment(invite("übermorgen"), "Tue, 16 Mar 2027 00:30:00 +0100")).toEqual({
      date: "2027-03-18",
      time: "10:00",
    });
  });

  it("reads 'tomorrow' written late in the evening west of UTC as the sender's next day", () => {
    // 20:00 -0500 on Monday is 01:00 UTC on Tuesday: in UTC 'tomorrow' would be Wednesday.
    const text = "We would like to invite you to an interview tomorrow at 2pm.";
    expect(
      classifyReply({
        subject: "Interview",
        text,
        receivedAt: new Date("2027-03-16T01:00:05Z"),
        dateHeader: "Mon, 15 Mar 2027 20:00:00 -0500",
      })?.appointment,
    ).toEqual({ date: "2027-03-16", time: "14:00" });
  });

  it("reads 'nächsten Dienstag' and 'next Tuesday' from the sender's weekday", () => {
    // Tuesday 00:15 +0200 is Monday 22:15 UTC: it is already Tuesday for the sender, so the next
    // Tuesday is a week on (6 April), not the day after the UTC Monday (30 March).
    const header = "Tue, 30 Mar 2027 00:15:00 +0200";
    expect(appointment(invite("nächsten Dienstag"), header)).toEqual({ date: "2027-04-06", time: "10:00" });
    const english = classifyReply({
      subject: "Interview",
      text: "We would like to invite you to an interview next Tuesday at 10:00.",
      receivedAt: new Date(header),
      dateHeader: header,
    });
    expect(english?.appointment).toEqual({ date: "2027-04-06", time: "10:00" });
  });

  it("keeps the wall-clock time across the change to summer time", () => {
    // Sunday 28 March 2027 00:30 +0100, before summer time begins at 2 o'clock (Saturday 23:30 UTC):
    // tomorrow is Monday, whose 10 o'clock is +0200; kept as the sender's wall clock, not shifted by the hour.
    expect(appointment(invite("morgen"), "Sun, 28 Mar 2027 00:30:00 +0100")).toEqual({
      date: "2027-03-29",
      time: "10:00",
    });
    // The same in autumn: Sunday 31 October 2027 00:20 +0200, before summer time ends (Saturday 22:20 UTC).
    expect(appointment(invite("morgen"), "Sun, 31 Oct 2027 00:20:00 +0200")).toEqual({
      date: "2027-11-01",
      time: "10:00",
    });
  });

  it("without a Date header reads against the arrival time in UTC as before", () => {
    expect(appointment(invite("morgen"), undefined, new Date("2027-03-15T23:30:00Z"))).toEqual({
      date: "2027-03-16",
      time: "10:00",
    });
  });
});

/**
 * The sender's clock (issue 39): "morgen", "next Tuesday" and "um 10 Uhr" mean the sender's day and
 * hour, and the mail's Date header says both when it was written and in which UTC offset. The dates
 * of this folder are read from the UTC fields of a Date, so the clock is the writing instant moved by
 * that offset: its UTC fields are the sender's wall clock. Appointments are kept as wall-clock times
 * (floating, see calendar/ical.ts), so a time read on this clock is the instant the sender meant.
 */

/** The UTC offset of a Date header in minutes ("+0100" → 60, "-0500" → -300), or null when it names none. */
export function dateHeaderOffset(header: string | undefined): number | null {
  const m = header ? /\s([+-])(\d{2})(\d{2})\s*(?:\([^)]*\)\s*)?$/.exec(header.trim()) : null;
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[2]) > 14 || Number(m[3]) > 59) return null;
  return m[1] === "-" ? -minutes : minutes;
}

/** A Date header further than this from the arrival is a sender's wrong clock: the arrival counts then. */
const WRONG_CLOCK_MS = 7 * 86_400_000;

/**
 * The wall clock the reply was written on: the Date header's instant (or, when it is far off, the
 * arrival's) in the header's own offset; without an offset, the arrival time in UTC as before.
 */
export function mailClock(dateHeader: string | undefined, receivedAt: Date): Date {
  const offset = dateHeaderOffset(dateHeader);
  if (offset === null || !dateHeader) return receivedAt;
  // Only an RFC 5322 date ("16 Mar 2027 09:00"): the engine's lenient parsing reads words as year 100.
  const shaped = /\b\d{1,2}\s+[a-z]{3}\s+\d{4}\s+\d{1,2}:\d{2}/i.test(dateHeader);
  const written = shaped ? new Date(dateHeader.replace(/\s*\([^)]*\)\s*$/, "")).getTime() : Number.NaN;
  const instant =
    Number.isNaN(written) || Math.abs(written - receivedAt.getTime()) > WRONG_CLOCK_MS
      ? receivedAt.getTime()
      : written;
  return new Date(instant + offset * 60_000);
}

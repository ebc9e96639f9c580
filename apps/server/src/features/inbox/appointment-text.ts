import type { Db } from "../../db/database.ts";
import { CALENDAR_MAX_BYTES, isCalendarFile } from "./reader/calendar-parts.ts";

/** An appointment's text is at most this long (as the appointments' own form allows). */
const TEXT_MAX = 500;

/**
 * The text of the appointment an accepted invitation makes: the reply's subject, and the place its
 * calendar event names (issue 39). A reply keeps no place of its own, but its calendar part is kept
 * as an attachment, so the place is read from there; ical.js loads only for such a reply.
 */
export async function appointmentText(
  db: Db,
  userId: string,
  messageId: number,
  subject: string,
): Promise<string> {
  const files = await db
    .selectFrom("inbox_attachment")
    .select(["name", "mime", "data", "size"])
    .where("inbox_message_id", "=", messageId)
    .where("user_id", "=", userId)
    .where("not_stored", "is", null)
    .orderBy("id")
    .execute();
  const calendars = files.filter(
    (file) => isCalendarFile(file.mime, file.name) && file.size <= CALENDAR_MAX_BYTES,
  );
  if (calendars.length === 0) return subject.slice(0, TEXT_MAX);
  const { calendarEvent } = await import("./classify/calendar-event.ts");
  for (const file of calendars) {
    const place = calendarEvent(Buffer.from(file.data).toString("utf8"), null)?.location;
    if (place) return `${subject} – ${place}`.slice(0, TEXT_MAX);
  }
  return subject.slice(0, TEXT_MAX);
}

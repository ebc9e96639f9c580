import { randomBytes } from "node:crypto";
import { ACTIVE_STATUSES, type Language } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { ensureSettings } from "../usersettings/index.ts";
import type { CalendarEvent } from "./ical.ts";

/** The feed's address for a secret. */
export function feedUrl(appUrl: string, secret: string): string {
  return `${appUrl}/api/calendar/${secret}.ics`;
}

/** The user's current calendar secret, or null before they first ask for one. */
export async function calendarSecret(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user_settings")
    .select("calendar_secret")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.calendar_secret ?? null;
}

/** Replaces the user's calendar secret: the old address stops working at once. */
export async function regenerateCalendarSecret(db: Db, userId: string): Promise<string> {
  await ensureSettings(db, userId);
  const secret = randomBytes(32).toString("base64url");
  await db
    .updateTable("user_settings")
    .set({ calendar_secret: secret, updated_at: nowIso() })
    .where("user_id", "=", userId)
    .execute();
  return secret;
}

/** The owner of a secret, with the language the feed's texts are written in. */
export async function calendarOwner(
  db: Db,
  secret: string,
): Promise<{ userId: string; language: Language } | null> {
  const row = await db
    .selectFrom("user_settings")
    .select(["user_id", "language"])
    .where("calendar_secret", "=", secret)
    .executeTakeFirst();
  return row ? { userId: row.user_id, language: row.language } : null;
}

const TEXTS = {
  en: { name: "Job applications", appointment: "Appointment", followUp: "Follow up", at: "at" },
  de: { name: "Bewerbungen", appointment: "Termin", followUp: "Nachfassen", at: "bei" },
};

/** Every appointment and every follow-up date of the user's active applications, as feed events. */
export async function calendarEvents(db: Db, userId: string, language: Language): Promise<CalendarEvent[]> {
  const t = TEXTS[language];
  const appointments = await db
    .selectFrom("application_appointment")
    .innerJoin("application", "application.id", "application_appointment.application_id")
    .select([
      "application_appointment.id",
      "application_appointment.appointment_date",
      "application_appointment.value",
      "application.job_title",
      "application.hireing_company",
    ])
    .where("application_appointment.user_id", "=", userId)
    .where("application.user_id", "=", userId)
    .orderBy("application_appointment.appointment_date")
    .execute();
  const followUps = await db
    .selectFrom("application")
    .select(["id", "follow_up", "job_title", "hireing_company", "link"])
    .where("user_id", "=", userId)
    .where("status", "in", ACTIVE_STATUSES)
    .where("follow_up", "is not", null)
    .orderBy("follow_up")
    .execute();
  const title = (job: string, company: string) => (company ? `${job} ${t.at} ${company}` : job);
  return [
    ...appointments.map(
      (a): CalendarEvent => ({
        uid: `appointment-${a.id}@job-application-helper`,
        kind: "timed",
        start: a.appointment_date,
        durationMinutes: 60,
        summary: `${t.appointment}: ${title(a.job_title, a.hireing_company)}`,
        description: a.value,
      }),
    ),
    ...followUps.map(
      (f): CalendarEvent => ({
        uid: `follow-up-${f.id}@job-application-helper`,
        kind: "allDay",
        date: f.follow_up!,
        summary: `${t.followUp}: ${title(f.job_title, f.hireing_company)}`,
        description: f.link,
      }),
    ),
  ];
}

export const calendarName = (language: Language) => TEXTS[language].name;

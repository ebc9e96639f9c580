import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { getApplicationRow } from "../applications/index.ts";

type AppointmentRow = { id: number; application_id: number; appointment_date: string; value: string };

const COLUMNS = ["id", "application_id", "appointment_date", "value"] as const;

/** An appointment as the API returns it (datetime-local without seconds). */
function present(row: AppointmentRow) {
  return {
    id: row.id,
    appointment_date: row.appointment_date,
    value: row.value,
    key_name: "appointment" as const,
    application: { id: row.application_id },
  };
}

/** Seconds are not part of datetime-local's usual value: keep YYYY-MM-DDTHH:mm. */
function minutes(value: string): string {
  return value.slice(0, 16);
}

/** Adds an appointment to one of the user's applications. */
export async function createAppointment(
  db: Db,
  userId: string,
  applicationId: number,
  date: string,
  value: string,
) {
  await getApplicationRow(db, userId, applicationId);
  const row = await db
    .insertInto("application_appointment")
    .values({
      application_id: applicationId,
      user_id: userId,
      appointment_date: minutes(date),
      value,
      created_at: nowIso(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}

/** One of the user's appointments, or a 404. */
export async function showAppointment(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("application_appointment")
    .select(COLUMNS)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Changes one of the user's appointments. */
export async function editAppointment(db: Db, userId: string, id: number, date: string, value: string) {
  const row = await db
    .updateTable("application_appointment")
    .set({ appointment_date: minutes(date), value })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Deletes one of the user's appointments. */
export async function deleteAppointment(db: Db, userId: string, id: number) {
  const result = await db
    .deleteFrom("application_appointment")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}

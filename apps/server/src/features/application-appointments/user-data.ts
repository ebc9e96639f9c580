import { dateTimeLocalSchema } from "@jah/shared";
import { groupByParent, type UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { createAppointment } from "./appointments.ts";

/** The appointments of applications: in applications.json under each application's "appointments". */
export const applicationAppointmentsUserData: UserDataPart<DemoSeed> = {
  feature: "application-appointments",
  tables: ["application_appointment"],
  async export(zip, { db, userId }) {
    zip.children("applications.json", "appointments", async (ids) =>
      groupByParent(
        await db
          .selectFrom("application_appointment")
          .select(["id", "application_id", "appointment_date", "value", "created_at"])
          .where("user_id", "=", userId)
          .where("application_id", "in", ids)
          .orderBy("id")
          .execute(),
        "application_id",
      ),
    );
  },
  async seedDemo({ db, userId, sample, ids, dateIn }) {
    for (const application of sample.applications) {
      const id = ids.of(application);
      for (const appointment of application.appointments) {
        const when = dateTimeLocalSchema.parse(`${dateIn(appointment.in_days)}T${appointment.time}`);
        await createAppointment(db, userId, id, when, appointment.value);
      }
    }
  },
  async reset({ db, userId }) {
    await db.deleteFrom("application_appointment").where("user_id", "=", userId).execute();
  },
};

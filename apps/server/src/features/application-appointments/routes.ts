import { appointmentCreateSchema, appointmentEditSchema, idParamSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { createAppointment, deleteAppointment, editAppointment, showAppointment } from "./appointments.ts";

const BASE = "/api/application/appointment";

/** Appointments of an application: new, show, edit, delete. */
export async function appointmentRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["appointments"];
  r.post(`${BASE}/`, { ...options, schema: { tags, body: appointmentCreateSchema } }, (request) => {
    const { application, appointment_date, value } = request.body;
    return createAppointment(db, currentUser(request).id, application.id, appointment_date, value);
  });
  r.get(`${BASE}/show/:id`, { ...options, schema: { tags, params: idParamSchema } }, (request) =>
    showAppointment(db, currentUser(request).id, request.params.id),
  );
  r.post(`${BASE}/edit`, { ...options, schema: { tags, body: appointmentEditSchema } }, (request) => {
    const { id, appointment_date, value } = request.body;
    return editAppointment(db, currentUser(request).id, id, appointment_date, value);
  });
  r.delete(`${BASE}/delete/:id`, { ...options, schema: { tags, params: idParamSchema } }, async (request) => {
    await deleteAppointment(db, currentUser(request).id, request.params.id);
    return { id: request.params.id };
  });
}

import { areaDelete, areaPost } from "../../api/area-toast.ts";
import type { ApiResponse } from "../../api/client.ts";
import type { Appointment, Note } from "./types.ts";

/** POST application/notes/ {value, application: {id}}. */
export function createNote(applicationId: number, value: string): Promise<ApiResponse<Note>> {
  return areaPost<Note>("application/notes/", { value, application: { id: applicationId } });
}

/** POST application/notes/edit {id, value}. */
export function editNote(id: number, value: string): Promise<ApiResponse<Note>> {
  return areaPost<Note>("application/notes/edit", { id, value });
}

/** DELETE application/notes/delete/{id}. */
export function deleteNote(id: number): Promise<ApiResponse<unknown>> {
  return areaDelete(`application/notes/delete/${id}`);
}

/** The editable part of an appointment. */
export interface AppointmentInput {
  /** datetime-local: YYYY-MM-DDTHH:mm. */
  appointment_date: string;
  value: string;
}

/** POST application/appointment/ {appointment_date, value, application: {id}}. */
export function createAppointment(
  applicationId: number,
  input: AppointmentInput,
): Promise<ApiResponse<Appointment>> {
  return areaPost<Appointment>("application/appointment/", { ...input, application: { id: applicationId } });
}

/** POST application/appointment/edit {id, appointment_date, value}. */
export function editAppointment(id: number, input: AppointmentInput): Promise<ApiResponse<Appointment>> {
  return areaPost<Appointment>("application/appointment/edit", { id, ...input });
}

/** DELETE application/appointment/delete/{id}. */
export function deleteAppointment(id: number): Promise<ApiResponse<unknown>> {
  return areaDelete(`application/appointment/delete/${id}`);
}

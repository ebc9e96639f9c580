// The appointments' front door: their routes and their part of the user's data.
export { createAppointment } from "./appointments.ts";
export { appointmentRoutes } from "./routes.ts";
export { applicationAppointmentsUserData } from "./user-data.ts";

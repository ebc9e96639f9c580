// The appointments' front door (so far: its part of the user's data).
export { applicationAppointmentsUserData } from "./user-data.ts";

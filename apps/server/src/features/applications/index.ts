// The applications' front door: reading, creating and changing one of the user's applications (other
// features act on them), its routes, the follow-up reminders job and its part of the user's data.
export { createApplication, editApplication, getApplicationRow } from "./applications.ts";
export { FollowUpReminders } from "./follow-up-reminders.ts";
export { type ApplicationDto, type ApplicationRow, presentApplication } from "./present.ts";
export { applicationRoutes } from "./routes.ts";
export { applicationsUserData } from "./user-data.ts";

// The applications' front door: the follow-up reminders job and its part of the user's data.
export { FollowUpReminders } from "./follow-up-reminders.ts";
export { applicationsUserData } from "./user-data.ts";

// The applications' front door (so far: the follow-up reminders job).
export { FollowUpReminders } from "./follow-up-reminders.ts";

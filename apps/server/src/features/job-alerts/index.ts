/**
 * Job alerts' front door: per profile, a daily or weekly mail with the new matching ads (the job that
 * sends them), the setting on the matching-jobs page and the unsubscribe link, and the alerts as the
 * user's data.
 */
export { JobAlerts } from "./alerts-run.ts";
export { jobAlertRoutes } from "./routes.ts";
export { jobAlertsUserData } from "./user-data.ts";

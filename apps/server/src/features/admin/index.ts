// The administration's front door: /appsettings/ (job sources, background jobs) and running a job now.
export { adminRoutes } from "./routes.ts";
export { busyMessage, RUN_NOW_JOBS, type RunNowJob, type RunNowSummary, runJobNow } from "./run-now.ts";

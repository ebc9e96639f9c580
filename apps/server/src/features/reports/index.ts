// The reports' front door: the report routes (list, CSV, PDF) and the calendar-day helpers insights share.
export { nextDay, startOfDay } from "./dates.ts";
export { reportRoutes } from "./routes.ts";

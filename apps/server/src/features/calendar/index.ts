// The calendar feed's front door: what app.ts uses.
export { calendarRoutes } from "./routes.ts";

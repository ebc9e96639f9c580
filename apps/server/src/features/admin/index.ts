// The administration's front door: /appsettings/ (job sources, background jobs).
export { adminRoutes } from "./routes.ts";

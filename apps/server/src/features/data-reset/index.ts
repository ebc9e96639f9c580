// The staging host's data reset: its route.
export { dataResetRoutes } from "./routes.ts";

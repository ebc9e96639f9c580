// The insights' front door.
export { insightsRoutes } from "./routes.ts";

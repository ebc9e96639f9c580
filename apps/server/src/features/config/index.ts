// The public configuration's front door.
export { publicConfigRoutes } from "./routes.ts";

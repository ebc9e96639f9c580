// The fit score's front door.
export { fitRoutes } from "./routes.ts";

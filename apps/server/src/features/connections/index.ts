/** The connections feature's front door: the settings' mail accounts (SMTP and Gmail) and their routes. */
export { connectionRoutes } from "./routes.ts";
export { connectionsUserData } from "./user-data.ts";

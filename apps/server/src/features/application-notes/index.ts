// The notes' front door: their routes and their part of the user's data.
export { noteRoutes } from "./routes.ts";
export { applicationNotesUserData } from "./user-data.ts";

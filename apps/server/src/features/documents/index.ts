// The documents' front door: their routes and their part of the user's data.
export { documentRoutes } from "./routes.ts";
export { documentsUserData } from "./user-data.ts";

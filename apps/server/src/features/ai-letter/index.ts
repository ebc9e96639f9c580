// The AI letter helper's front door: its routes and its part of the user's data.
export { aiLetterRoutes } from "./routes.ts";
export { aiLetterUserData } from "./user-data.ts";

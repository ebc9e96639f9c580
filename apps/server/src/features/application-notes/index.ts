// The application notes' front door (so far: its part of the user's data).
export { applicationNotesUserData } from "./user-data.ts";
